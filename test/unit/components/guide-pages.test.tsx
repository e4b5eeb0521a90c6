import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { TOOL_PAGES, type Document } from '../../../compiler/types.ts';
import { testSite } from '../../helpers/fixtures.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { guideMenu, guideNavigation, guidePages, menuNeighbours } from '../../../renderer/server/pages/guide.tsx';
import { homePage } from '../../../renderer/server/pages/home.tsx';
import { inlineScripts } from '../../../renderer/server/inline-scripts.ts';

const site = testSite;
const SQL_TO_REST_ROUTE = TOOL_PAGES.sqlToRest.route;
const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: await inlineScripts() };
const guide = (path: string, text: string) => normalizeGuide({ file: `${path}.md`, path, text }).document!;
const matter = (title: string, description: string, sidebar = '') =>
  `---\ntitle: ${title}\ndescription: ${description}\n${sidebar}---\n`;
const guides = [
  guide(
    'platform/limits',
    `${matter('Rate limits', 'Know the limits.')}\n## Email\n\n:::caution[Custom SMTP]\nChange it with **custom SMTP**.\n:::\n\n### Per hour\n\n\`\`\`sh\nsupabase start\n\`\`\`\n`,
  ),
  guide('functions/debugging', `${matter('Debugging', 'Find bugs.')}\nText.\n`),
  guide(
    'platform/backups',
    `${matter('Database backups', 'Restore data.', 'sidebar:\n  label: Backups\n  order: 1\n')}\nText.\n`,
  ),
  guide('platform/add-ons', `${matter('Add-ons', 'Buy more.')}\nText.\n`),
  guide('functions/tabs', readFileSync(new URL('../../fixtures/guide-tabs.md', import.meta.url), 'utf8')),
];
const sections = [
  { folder: 'functions', title: 'Edge Functions' },
  { folder: 'platform', title: 'Platform' },
];
const menu = guideMenu(guides, sections);
const pages = [...guidePages(guides, site, assets, menu)];
const open = (route: string) => {
  const dom = new Window().document;
  dom.write(pages.find((p) => p.route === route)!.html);
  return dom;
};
const dom = open('/guides/platform/limits/');

test('a guide page: its title as h1, description and canonical in the head', () => {
  assert.is(dom.querySelector('h1')!.textContent, 'Rate limits');
  assert.is(dom.title, 'Rate limits | Docs');
  assert.is(dom.querySelector('meta[name=description]')!.getAttribute('content'), 'Know the limits.');
  assert.is(
    dom.querySelector('link[rel=canonical]')!.getAttribute('href'),
    'https://docs.example.com/guides/platform/limits/',
  );
});

test('admonitions render as alerts in the style of their kind', () => {
  const alert = dom.querySelector('.alert')!;
  assert.is(alert.className, 'alert alert-warning');
  assert.is(alert.querySelector('.alert-title')!.textContent, 'Custom SMTP');
  assert.is(alert.querySelector('strong')!.textContent, 'custom SMTP');
});

test('the table of contents lists h2 and h3, subsections indented', () => {
  const items = [...dom.querySelectorAll('.toc li')].map((li) => [li.className, li.textContent]);
  assert.equal(items, [
    ['', 'Email'],
    ['depth-1', 'Per hour'],
  ]);
});

test('each h2 and h3 is followed by a link to its own URL', () => {
  const links = [...dom.querySelectorAll('.heading-wrapper')].map((w) => [
    w.firstElementChild!.tagName,
    w.querySelector('h2, h3')!.textContent,
    w.querySelector('a.anchor-link')!.getAttribute('href'),
  ]);
  assert.equal(links, [
    ['H2', 'Email', '#email'],
    ['H3', 'Per hour', '#per-hour'],
  ]);
});

test('the whole menu follows nav.yaml and the frontmatter: sections in order, ordered guides first, labels', () => {
  const whole = new Window().document;
  whole.body.innerHTML = menu.shared.html;
  const groups = [...whole.querySelectorAll('.sidebar-group')].map((g) => [
    g.querySelector('.sidebar-group-title')!.textContent,
    [...g.querySelectorAll('a')].map((a) => a.textContent),
  ]);
  assert.equal(groups, [
    ['Edge Functions', ['Framework client', 'Debugging']],
    ['Platform', ['Backups', 'Add-ons', 'Rate limits']],
  ]);
  assert.match(menu.shared.route, /^\/assets\/guides-menu-[0-9a-f]{12}\.html$/);
});

test('a guide page carries its own group open with its entry current, and the other groups as links to their first guide', () => {
  assert.is(dom.querySelector('.sidebar')!.getAttribute('data-menu'), menu.shared.route);
  const open = dom.querySelector('.sidebar details[open]')!;
  assert.is(open.querySelector('summary')!.textContent, 'Platform');
  assert.is(open.querySelector('a[aria-current]')!.getAttribute('href'), '/guides/platform/limits/');
  assert.equal(
    [...dom.querySelectorAll('.sidebar-group-link a')].map((a) => [a.textContent, a.getAttribute('href')]),
    [['Edge Functions', '/guides/functions/tabs/']],
  );
});

test('a guide page carries a bounded part of the menu: its size does not grow with the number of guides', () => {
  // Names of one length, so that only the number of guides differs.
  const name = (i: number) => String(i).padStart(5, '0');
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      guide(['auth', 'database', 'platform'][i % 3] + `/g${name(i)}`, matter(`Guide ${name(i)}`, `About ${name(i)}.`)),
    );
  const size = (n: number) => {
    const docs = many(n);
    return [...guidePages(docs, site, assets, guideMenu(docs))].find((p) => p.route === '/guides/database/g00031/')!
      .html.length;
  };
  const [small, large] = [size(100), size(1000)];
  assert.ok(large - small < 100, `a guide page among 1000 guides is ${large - small} bytes larger than among 100`);
  const whole = new Window().document;
  whole.body.innerHTML = guideMenu(many(600)).shared.html;
  assert.is(whole.querySelectorAll('a').length, 600, 'the shared file holds every guide');
});

test('previous and next link the guides around this one in sidebar order', () => {
  const links = [...dom.querySelectorAll('.prev-next a:not([hidden])')].map((a) => [
    a.getAttribute('rel'),
    a.getAttribute('href'),
  ]);
  assert.equal(links, [['prev', '/guides/platform/add-ons/']]);
  const first = open('/guides/functions/tabs/');
  assert.equal(
    [...first.querySelectorAll('.prev-next a:not([hidden])')].map((a) => a.getAttribute('rel')),
    ['next'],
  );
});

test("the translator, in the guides' menu under API, stands between its neighbours in previous and next", () => {
  const apiGuides = [
    guide('api/rest', `${matter('REST API', 'Query over HTTP.')}\nText.\n`),
    guide('platform/backups', `${matter('Backups', 'Restore data.')}\nText.\n`),
  ];
  const apiMenu = guideMenu(apiGuides, [
    { folder: 'api', title: 'API' },
    { folder: 'platform', title: 'Platform' },
  ]);
  const apiPages = [...guidePages(apiGuides, site, assets, apiMenu)];
  assert.equal(
    apiPages.map((p) => p.route),
    ['/guides/api/rest/', '/guides/platform/backups/'],
    'the translator page is made elsewhere',
  );
  const links = (route: string) => {
    const page = new Window().document;
    page.write(apiPages.find((p) => p.route === route)!.html);
    return [...page.querySelectorAll('.prev-next a:not([hidden])')].map((a) => [
      a.getAttribute('rel'),
      a.getAttribute('href'),
    ]);
  };
  assert.equal(links('/guides/api/rest/'), [['next', SQL_TO_REST_ROUTE]]);
  assert.equal(links('/guides/platform/backups/'), [['prev', SQL_TO_REST_ROUTE]]);
  const around = menuNeighbours(apiMenu, SQL_TO_REST_ROUTE);
  assert.equal([around.previous?.href, around.next?.href], ['/guides/api/rest/', '/guides/platform/backups/']);
});

test('code blocks in guides get copy buttons', () => {
  assert.ok(dom.querySelector('.code-block button[data-copy]'));
});

test('a tab group renders as WAI-ARIA tabs, the first selected, each panel under its label', () => {
  const tabs = open('/guides/functions/tabs/');
  const groups = [...tabs.querySelectorAll('[data-tabs]')];
  assert.equal(
    groups.map((g) => g.getAttribute('data-tabs')),
    ['framework', 'framework', 'package-manager'],
  );
  const [first] = groups;
  const buttons = [...first.querySelectorAll('[role=tab]')];
  assert.equal(
    buttons.map((b) => [
      b.textContent,
      b.getAttribute('aria-selected'),
      b.getAttribute('tabindex'),
      b.getAttribute('data-tab'),
    ]),
    [
      ['Next.js', 'true', '0', 'nextjs'],
      ['SvelteKit', 'false', '-1', 'sveltekit'],
    ],
  );
  const panels = [...first.querySelectorAll('[role=tabpanel]')];
  assert.equal(
    panels.map((p) => [
      p.querySelector('.tab-label')!.textContent,
      p.hasAttribute('data-selected'),
      tabs.getElementById(p.getAttribute('aria-labelledby')!) === buttons[panels.indexOf(p)],
    ]),
    [
      ['Next.js', true, true],
      ['SvelteKit', false, true],
    ],
  );
  assert.is(buttons[1].getAttribute('aria-controls'), panels[1].id);
  const ids = [...tabs.querySelectorAll('[id]')].map((e) => e.id);
  assert.is(new Set(ids).size, ids.length, 'ids are unique on the page');
  assert.ok(panels[1].querySelector('.code-block'), 'a tab holds highlighted code');
});

test('tables are wrapped to scroll on their own', () => {
  const table = open('/guides/functions/tabs/').querySelector('table')!;
  assert.is(table.parentElement!.className, 'table-scroll');
  assert.ok(table.parentElement!.hasAttribute('data-table-scroll'));
});

test('the head runs the pre-paint scripts, in order, before the stylesheet is asked for', () => {
  const scripts = [...dom.head.querySelectorAll('script:not([src])')];
  assert.equal(
    scripts.map((script) => script.textContent),
    assets.headScripts,
  );
  const stylesheet = dom.head.querySelector('link[rel=stylesheet]')!;
  assert.ok(
    scripts.every((script) => script.compareDocumentPosition(stylesheet) & 4 /* following */),
    'each script comes before the stylesheet',
  );
});

test('the home page lists the guide sections in nav.yaml order, each linking to its first guide', () => {
  const home = new Window().document;
  home.write(homePage(site, guides, assets, guideNavigation(guides, sections)).html);
  const cards = [...home.querySelectorAll('h2')].find((h) => h.textContent === 'Guides')!.nextElementSibling!;
  assert.equal(
    [...cards.querySelectorAll('a')].map((a) => [a.querySelector('strong')!.textContent, a.getAttribute('href')]),
    [
      ['Edge Functions', '/guides/functions/tabs/'],
      ['Platform', '/guides/platform/backups/'],
    ],
  );
});

test('the home page names the version of an older reference, which shares its title with the latest', () => {
  const reference = (route: string, version: string, latest?: { route: string; slugs: string[] }) =>
    ({
      kind: 'reference',
      id: route,
      route,
      title: 'JavaScript reference',
      description: 'Talk to your project.',
      version,
      latest,
      groups: [],
    }) as unknown as Document;
  const home = new Window().document;
  home.write(
    homePage(
      site,
      [
        reference('/reference/javascript/', '2.45.4'),
        reference('/reference/javascript/v1/', 'v1', { route: '/reference/javascript/', slugs: [] }),
      ],
      assets,
      [],
    ).html,
  );
  const cards = [...home.querySelectorAll('h2')].find((h) => h.textContent === 'References')!.nextElementSibling!;
  assert.equal(
    [...cards.querySelectorAll('strong')].map((s) => s.textContent),
    ['JavaScript reference', 'JavaScript reference (v1)'],
  );
});

test.run();
