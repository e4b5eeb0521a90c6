import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { formatDiagnostic } from '../../compiler/report.ts';
import type { Site } from '../../compiler/types.ts';
import { publishingUrlProblem } from '../../pipeline/site-url.ts';
import { siteBuild } from '../helpers/site-build.ts';

// The real site, built once for every build and browser test: every reference of site.yaml, every guide,
// every page (published at the tests' own address; site.yaml's is checked on its own below).
const specs = fileURLToPath(new URL('../../specs', import.meta.url));
const result = await siteBuild();
const { out } = result;
const site = parse(readFileSync(join(specs, 'site.yaml'), 'utf8')) as Site;
const documents = (JSON.parse(readFileSync(join(out, 'data/index.json'), 'utf8')) as string[]).map((id) =>
  JSON.parse(readFileSync(join(out, `data/${id}.json`), 'utf8')),
);

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));

test('the whole site builds with no errors and no warnings', () => {
  assert.equal(
    result.diagnostics.map((d) => formatDiagnostic(d)),
    [],
  );
  assert.ok(result.pages > 0, `${result.pages} pages`);
  assert.is(publishingUrlProblem(site.url), undefined, `site.yaml's url ${site.url} is one a publishing build takes`);
});

test('every reference of site.yaml has its Document, with unique slugs and a page for each', () => {
  for (const entry of site.references) {
    const document = documents.find((d) => d.id === entry.id);
    assert.ok(document, entry.id);
    const slugs = document.groups.flatMap((g: { sections: { slug: string }[] }) => g.sections.map((s) => s.slug));
    assert.is(new Set(slugs).size, slugs.length, `${entry.id}: slugs are unique`);
    assert.equal(
      Object.keys(document.anchors).sort(),
      [...slugs].sort(),
      `${entry.id}: the anchor map names every section`,
    );
    for (const slug of slugs) {
      assert.ok(existsSync(join(out, `${document.route}${slug}/index.html`)), `${document.route}${slug}/`);
      assert.ok(
        existsSync(join(out, `${document.route}crawlers/${slug}/index.html`)),
        `${document.route}crawlers/${slug}/`,
      );
    }
  }
});

test('the auth reference documents every auth path the guides use (SPEC §7)', () => {
  const auth = documents.find((d) => d.id === 'auth');
  const paths = auth.groups.flatMap((g: { sections: { kind: string; path?: string }[] }) =>
    g.sections.filter((s) => s.kind === 'operation').map((s) => s.path),
  );
  for (const path of [
    '/signup',
    '/recover',
    '/user',
    '/otp',
    '/verify',
    '/token',
    '/factors/{factorId}/challenge',
    '/factors/{factorId}/verify',
  ])
    assert.ok(paths.includes(path), path);
});

test('every internal link of every page resolves to a written page, and a fragment to an element of it', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!ids.has(file))
      ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/ id="([^"]+)"/g)].map((m) => m[1])));
    return ids.get(file)!;
  };
  const broken: string[] = [];
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    for (const [, href] of html.matchAll(/ href="(\/[^"]*)"/g)) {
      const url = new URL(href.replaceAll('&amp;', '&'), 'http://site');
      // The dashboard and the platform's sign-in page are the platform's, served beside the site, not written by the build.
      const platform = url.pathname.startsWith(site.dashboardUrl + '/') || url.pathname === site.signInUrl;
      if (platform || url.pathname.startsWith('//')) continue;
      const target = join(out, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
      if (!existsSync(target) || !statSync(target).isFile()) broken.push(`${file.slice(out.length)} → ${href}`);
      else if (url.hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${file.slice(out.length)} → ${href} (no such id)`);
    }
  }
  assert.equal(broken.slice(0, 20), []);
});

test('output stays small: no slug page over 150 kB, no page over 1.5 MB, the whole site under 100 MB', () => {
  let total = 0;
  const over: string[] = [];
  const slugPages = new Set(
    documents
      .filter((d) => d.kind === 'reference')
      .flatMap((d) => Object.keys(d.anchors).map((slug) => `${d.route}${slug}/index.html`)),
  );
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const file = join(entry.parentPath, entry.name);
    const size = statSync(file).size;
    total += size;
    const route = file.slice(out.length);
    if (entry.name.endsWith('.html') && (size > 1.5e6 || (slugPages.has(route) && size > 150e3)))
      over.push(`${route} ${size}`);
  }
  assert.equal(over, []);
  assert.ok(total < 100e6, `out/ is ${total} bytes`);
});

test.run();
