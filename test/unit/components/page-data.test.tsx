import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { markdownSection } from '../../../compiler/sources/kind.ts';
import type { Document, Section } from '../../../compiler/types.ts';
import { withCurrent, type NavGroup } from '../../../renderer/components/layout/sidebar.tsx';
import { SectionView } from '../../../renderer/components/sections/section.tsx';
import { sectionHeadings } from '../../../renderer/components/sections/section-headings.ts';
import { guidePages } from '../../../renderer/server/pages/guide.tsx';
import { referencePages } from '../../../renderer/server/pages/reference.tsx';
import { compileFixture, fixtureSpec, testSite as site } from '../../helpers/fixtures.ts';

const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };
const parse = (html: string) => {
  const page = new Window().document;
  page.write(html);
  return page;
};
const hostile = `Use \`<T>\` & "quotes" 'too'`;
const hostileText = `Use <T> & "quotes" 'too'`;

/** The fixture references of every kind, compiled; their temporary folders are removed at once. */
const fixtures = await Promise.all(
  [
    ['cli', fixtureSpec('cli', 'valid'), {}],
    ['openapi', join(fixtureSpec('openapi', 'valid'), 'openapi.yaml'), { operations: 'full' }],
    ['functions', fixtureSpec('functions', 'valid'), {}],
  ].map(async ([kind, path, entry]) => {
    const compiled = await compileFixture(kind as 'cli', path as string, entry as object);
    rmSync(kind === 'openapi' ? dirname(path as string) : (path as string), { recursive: true, force: true });
    return compiled.document!;
  }),
);

test('every section shows exactly the headings sectionHeadings names for it, in order, for every kind', () => {
  const kinds = new Set<string>();
  for (const document of fixtures)
    for (const section of document.groups.flatMap((g) => g.sections)) {
      kinds.add(section.kind);
      const page = parse(renderToString(<SectionView section={section} document={document} level={2} />));
      const shown = [...page.querySelectorAll('section h2[id], section h3[id], section h4[id]')]
        .filter((h) => !h.classList.contains('section-title'))
        .map((h) => ({ id: h.id, depth: Number(h.tagName[1]), text: h.textContent }));
      assert.equal(shown, sectionHeadings(section), `${document.id} ${section.slug}`);
    }
  assert.equal([...kinds].sort(), ['cli-command', 'function', 'markdown', 'operation']);
});

/** A small reference: an introduction, then a group with a section whose slug is `constructor`. */
const reference = (): Document => {
  const prose = (id: string, title: string, text: string): Section => markdownSection(id, title, compileMarkdown(text));
  const groups = [
    { title: 'Getting started', sections: [prose('introduction', 'Introduction', 'Start here.\n\n### First steps\n')] },
    {
      title: 'Objects',
      sections: [
        prose(
          'constructor',
          'Constructor',
          `Make one.\n\n### ${hostile}\n\n#### Deeper\n\n### Example\n\n### Example\n`,
        ),
        prose('to-string', 'toString', 'Print one.\n'),
      ],
    },
  ];
  return {
    kind: 'reference',
    id: 'demo',
    title: 'Demo reference',
    route: '/reference/demo/',
    description: 'A demo.',
    groups,
    anchors: { introduction: 'introduction', constructor: 'constructor', 'to-string': 'to-string' },
  };
};

test("a reference page's On this page, current entry and open group come from its data", () => {
  const pages = [...referencePages(reference(), site, assets).pages];
  const page = parse(pages.find((p) => p.route === '/reference/demo/constructor/')!.html);
  const toc = [...page.querySelectorAll('.toc a')].map((a) => [a.getAttribute('href'), a.textContent]);
  assert.equal(toc, [
    ['#use-t-quotes-too', hostileText],
    ['#example', 'Example'],
    ['#example-1', 'Example'],
  ]);
  assert.equal(
    [...page.querySelectorAll('.toc-compact a')].map((a) => [a.getAttribute('href'), a.textContent]),
    toc,
    'the compact copy lists the same',
  );
  for (const [href] of toc) assert.ok(page.getElementById(href!.slice(1)), `${href} is on the page`);
  assert.equal(
    [...page.querySelectorAll('.sidebar a[aria-current]')].map((a) => a.getAttribute('data-slug')),
    ['constructor'],
  );
  assert.equal(
    [...page.querySelectorAll('.sidebar details[open] summary')].map((s) => s.textContent),
    ['Objects'],
  );
  const index = parse(pages.find((p) => p.route === '/reference/demo/')!.html);
  assert.is(index.querySelector('.sidebar a[aria-current]'), null, 'the index has no current entry');
  assert.equal(
    [...index.querySelectorAll('.sidebar details[open] summary')].map((s) => s.textContent),
    ['Getting started'],
    'the index opens the first group',
  );
  assert.equal(
    [...index.querySelectorAll('.toc a')].map((a) => a.textContent),
    ['First steps'],
    "the index's On this page is its first section's",
  );
  const empty = parse(pages.find((p) => p.route === '/reference/demo/to-string/')!.html);
  assert.ok(empty.querySelector('.toc')!.hasAttribute('hidden'), 'no headings: hidden, never an empty list');
});

test("a reference introduction written with ## headings fills the index's On this page, its headings under the section's title", () => {
  const intro = markdownSection(
    'introduction',
    'Introduction',
    compileMarkdown('Start.\n\n## Authentication\n\n### Tokens\n\n## Errors\n'),
  );
  const doc = { ...reference(), groups: [{ title: 'Getting started', sections: [intro] }] };
  const pages = [...referencePages(doc, site, assets).pages];
  for (const route of ['/reference/demo/', '/reference/demo/introduction/']) {
    const page = parse(pages.find((p) => p.route === route)!.html);
    assert.equal(
      [...page.querySelectorAll('.toc a')].map((a) => [a.getAttribute('href'), a.textContent]),
      [
        ['#authentication', 'Authentication'],
        ['#errors', 'Errors'],
      ],
      route,
    );
    assert.is(page.getElementById('introduction-title')!.tagName, 'H2');
    assert.equal(
      ['authentication', 'tokens', 'errors'].map((id) => page.getElementById(id)!.tagName),
      ['H3', 'H4', 'H3'],
      'the prose sits a level below its title',
    );
  }
  const crawler = parse(pages.find((p) => p.route === '/reference/demo/crawlers/introduction/')!.html);
  assert.is(crawler.getElementById('authentication')!.tagName, 'H2', 'alone, under an <h1> title, it keeps its level');
});

test("a guide page's On this page lists its ## and ### headings from its data, repeated ones by their own anchors", () => {
  const guide = normalizeGuide({
    file: 'guides/platform/constructor.md',
    path: 'platform/constructor',
    text: `---\ntitle: Constructor\ndescription: Make one.\n---\n\n## ${hostile}\n\n### constructor\n\n#### Too deep\n\n## Example\n\n## Example\n`,
  }).document!;
  const [made] = [...guidePages([guide], site, assets)];
  const page = parse(made.html);
  assert.equal(
    [...page.querySelectorAll('.toc li')].map((li) => [
      li.className,
      li.querySelector('a')!.getAttribute('href'),
      li.textContent,
    ]),
    [
      ['', '#use-t-quotes-too', hostileText],
      ['depth-1', '#constructor', 'constructor'],
      ['', '#example', 'Example'],
      ['', '#example-1', 'Example'],
    ],
  );
  for (const a of page.querySelectorAll('.toc a'))
    assert.ok(page.getElementById(a.getAttribute('href')!.slice(1)), `${a.getAttribute('href')} is on the page`);
  assert.is(page.querySelector('.sidebar a[aria-current]')!.getAttribute('href'), '/guides/platform/constructor/');
  assert.is(page.querySelector('.sidebar details[open] summary')!.textContent, 'Platform');
});

test('the project picker stands on a page whose data notes placeholders, not on one whose prose only names the attribute', () => {
  const guide = (path: string, body: string) =>
    normalizeGuide({ file: `${path}.md`, path, text: `---\ntitle: T\ndescription: D.\n---\n\n${body}` }).document!;
  const [withCode, withProse] = [
    ...guidePages(
      [
        guide('a/code', "```js\ncreateClient('<SUPABASE_URL>')\n```\n"),
        guide('a/prose', 'Each span has data-placeholder="SUPABASE_URL" on it.\n'),
      ],
      site,
      assets,
    ),
  ];
  assert.ok(parse(withCode.html).querySelector('[data-island="ProjectPicker"]'));
  assert.is(parse(withProse.html).querySelector('[data-island="ProjectPicker"]'), null);
  const doc = reference();
  const flagged = {
    ...doc,
    groups: [
      doc.groups[0],
      { ...doc.groups[1], sections: [{ ...doc.groups[1].sections[1], placeholders: true as const }] },
    ],
  };
  for (const [document, picker] of [
    [doc, false],
    [flagged, true],
  ] as const)
    for (const made of referencePages(document, site, assets).pages)
      if (!made.route.includes('/crawlers/'))
        assert.is(!!parse(made.html).querySelector('[data-island="ProjectPicker"]'), picker, made.route);
});

test('withCurrent marks only the first entry of the slug and opens its group; an unknown slug opens nothing', () => {
  const groups: NavGroup[] = [
    { title: 'Links', href: '/a/', items: [] },
    { title: 'One', items: [{ href: '/x/', label: 'x', slug: 'constructor' }] },
    {
      title: 'Two',
      items: [
        { href: '/y/', label: 'y', slug: 'y' },
        { href: '/z/', label: 'z', slug: 'y' },
      ],
    },
  ];
  const state = (marked: NavGroup[]) => marked.map((g) => [g.open ?? false, g.items.map((i) => i.current ?? false)]);
  assert.equal(state(withCurrent(groups, 'y')), [
    [false, []],
    [false, [false]],
    [true, [true, false]],
  ]);
  assert.equal(state(withCurrent(groups)), [
    [false, []],
    [true, [false]],
    [false, [false, false]],
  ]);
  assert.equal(state(withCurrent(groups, 'toString')), state(groups));
  assert.equal(groups[2].items[0].current, undefined, 'the menu it is given stays as it was');
});

test('head values are data: a hostile title and description reach the head as written, escaped by React', () => {
  const title = `"><script>alert(1)</script> & 'x'`;
  const [index] = referencePages({ ...reference(), title, description: title }, site, assets).pages;
  const page = parse(index.html);
  assert.is(page.title, title);
  assert.is(page.querySelector('meta[name=description]')!.getAttribute('content'), title);
  assert.is(page.querySelector('meta[property="og:image:alt"]')!.getAttribute('content'), title);
  assert.is(page.querySelectorAll('script').length, 1, 'only the page module: nothing got out of an attribute');
});

test.run();
