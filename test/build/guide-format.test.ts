// The guides' format (GUIDE-FORMAT.md), checked ahead of the pipeline that will lint them: every guide
// has frontmatter with a title and a description, sits in a section of guides/nav.yaml, names a known
// language on each code fence, and writes well-formed tab groups.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ContainerDirective } from 'mdast-util-directive';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { GUIDE_LANGUAGES } from '../../compiler/sources/guides/diagnostics.ts';
import { codeOf, guide, guides, guidesDir, type Guide } from './guide-files.ts';

/** Guides written before the format had frontmatter; the pipeline branch converts them. */
const PRE_FORMAT = new Set(['functions/debugging-tools', 'platform/compute-add-ons', 'platform/custom-domains']);
// The languages the build highlights: a fence naming any other is shown as plain text.
const LANGUAGES = new Set<string>(GUIDE_LANGUAGES);

test('every guide has frontmatter with a title and a description', () => {
  const missing = guides
    .filter((g) => !PRE_FORMAT.has(g.path))
    .filter(
      (g) =>
        typeof g.frontmatter?.title !== 'string' ||
        !g.frontmatter.title ||
        typeof g.frontmatter.description !== 'string' ||
        !g.frontmatter.description,
    )
    .map((g) => g.path);
  assert.equal(missing, []);
  for (const g of guides.filter((x) => x.frontmatter?.sidebar !== undefined)) {
    const sidebar = g.frontmatter!.sidebar as { label?: unknown; order?: unknown };
    assert.ok(sidebar.label === undefined || typeof sidebar.label === 'string', `${g.path}: sidebar.label`);
    assert.ok(sidebar.order === undefined || Number.isInteger(sidebar.order), `${g.path}: sidebar.order`);
  }
});

test('every folder that holds guides is a section of guides/nav.yaml', () => {
  const nav = parse(readFileSync(join(guidesDir, 'nav.yaml'), 'utf8')) as {
    sections: { folder: string; title: string }[];
  };
  const folders = new Set(nav.sections.map((section) => section.folder));
  assert.equal(
    [...new Set(guides.map((g) => g.path.split('/')[0]))].filter((folder) => !folders.has(folder)),
    [],
  );
});

test('every code fence names a language of the format', () => {
  const bad = guides.flatMap((g) =>
    codeOf(g)
      .filter((c) => !c.lang || !LANGUAGES.has(c.lang))
      .map((c) => `${g.path}:${c.position?.start.line} ${c.lang ?? '(none)'}`),
  );
  assert.equal(bad, []);
});

test('tab groups name a group and hold only tabs with an id and a label', () => {
  const problems: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'containerDirective', (node: ContainerDirective) => {
      const where = `${g.path}:${node.position?.start.line}`;
      if (node.name === 'tabs') {
        if (!node.attributes?.group) problems.push(`${where} tabs without group`);
        const tabs = node.children.filter((child) => child.type === 'containerDirective') as ContainerDirective[];
        if (tabs.length < 2 || tabs.length !== node.children.length)
          problems.push(`${where} tabs must hold two or more :::tab and nothing else`);
        for (const tab of tabs)
          if (tab.name !== 'tab' || !tab.attributes?.id || !tab.attributes?.label)
            problems.push(`${where} a tab without id or label`);
      } else if (!['tab', 'note', 'tip', 'caution', 'danger', 'deprecation'].includes(node.name)) {
        problems.push(`${where} unknown directive ${node.name}`);
      }
    });
  }
  assert.equal(problems, []);
});

test('the two-framework guides offer Next.js and SvelteKit, the callback guide also Remix and Express', () => {
  const tabIds = (g: Guide) => {
    const ids = new Set<string>();
    visit(g.tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name === 'tabs' && node.attributes?.group === 'framework')
        for (const tab of node.children as ContainerDirective[]) ids.add(String(tab.attributes?.id));
    });
    return [...ids].sort();
  };
  assert.equal(tabIds(guide('getting-started/tutorials/user-management')), ['nextjs', 'sveltekit']);
  assert.equal(tabIds(guide('auth/server-side/oauth-callback')), ['express', 'nextjs', 'remix', 'sveltekit']);
});

test.run();
