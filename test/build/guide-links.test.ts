// Every guide link, of SPEC §2 and inside the guides, reaches a page and a heading that exist; links to
// the CLI and Management API references name a command or an operation that exists.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Link } from 'mdast';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { catalogue, guides, PHONE, reaches } from './guide-files.ts';

test('every guide link of SPEC §2 has a page', () => {
  const links = [
    ...catalogue.providers.filter((p) => p.authType === 'social').map((p) => `/guides/auth/social-login/auth-${p.id}`),
    ...PHONE.map((name) => `/guides/auth/phone-login?showSmsProvider=${name.toLowerCase()}`),
    '/guides/auth/redirect-urls',
    '/guides/auth/auth-captcha',
    '/guides/platform/going-into-prod',
    '/guides/platform/compute-add-ons',
    '/guides/ai/hugging-face',
    // The CLI reference's docs paths: custom domains, edge function debugging tools, compute add-ons.
    '/guides/platform/custom-domains',
    '/guides/functions/debugging-tools',
  ];
  assert.is(links.filter((l) => l.includes('/social-login/')).length, 19);
  assert.equal(links.map(reaches).filter(Boolean), []);
  // The dashboard links of SPEC §2 lead to the dashboard; a guide must use each.
  const used = new Set<string>();
  for (const g of guides)
    visit(g.tree, 'link', (node: Link) => {
      used.add(node.url);
    });
  assert.equal(
    ['/dashboard/project/_/settings/database', '/dashboard/support/new'].filter((l) => !used.has(l)),
    [],
  );
  // The catalogue's own links, too.
  assert.equal(catalogue.providers.map((p) => reaches(p.href)).filter(Boolean), []);
});

test('every link from a guide to a guide reaches a page and a heading that exist', () => {
  const broken: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'link', (node: Link) => {
      const where = `${g.path}:${node.position?.start.line}`;
      if (node.url.startsWith('/guides/')) {
        const problem = reaches(node.url);
        if (problem) broken.push(`${where} ${node.url}: ${problem}`);
      } else if (node.url.startsWith('#') && !g.anchors.has(node.url.slice(1))) {
        broken.push(`${where} ${node.url}: no such heading`);
      }
    });
  }
  assert.equal(broken, []);
});

test('every link from a guide to the CLI or Management API reference names a command or operation that exists', () => {
  const specsDir = fileURLToPath(new URL('../../specs/', import.meta.url));
  const commandsDir = join(specsDir, 'cli/commands');
  const commands = new Set(
    readdirSync(commandsDir).flatMap((name) =>
      (parse(readFileSync(join(commandsDir, name), 'utf8')) as { commands: { id: string }[] }).commands.map(
        (c) => c.id,
      ),
    ),
  );
  const operations = new Set(
    [
      ...readFileSync(join(specsDir, 'management-api/openapi.yaml'), 'utf8').matchAll(/operationId: ([a-z0-9-]+)$/gm),
    ].map((m) => m[1]),
  );
  const broken: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'link', (node: Link) => {
      const match = /^\/reference\/(cli|api)\/([^/#?]+)\/?/.exec(node.url);
      if (match && !(match[1] === 'cli' ? commands : operations).has(match[2]))
        broken.push(`${g.path}:${node.position?.start.line} ${node.url}`);
    });
  }
  assert.equal(broken, []);
});

test.run();
