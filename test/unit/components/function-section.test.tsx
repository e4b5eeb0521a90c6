import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup } from '../../helpers/dom.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';
import type { FunctionSection } from '../../../compiler/sources/functions/section.ts';
import type { Document } from '../../../compiler/types.ts';
import { SectionView } from '../../../renderer/components/sections/section.tsx';
import { PanelSwitch } from '../../../renderer/components/panel-switch.tsx';
import { mount } from '../../../renderer/client/mount.ts';

const doc: Document = (
  await compileFixture('functions', fixtureSpec('functions', 'valid'), { title: 'Demo reference' })
).document!;
const section = (id: string) => doc.groups.flatMap((g) => g.sections).find((s) => s.id === id) as FunctionSection;
const html = (id: string, level: 1 | 2 = 2) =>
  renderToString(<SectionView section={section(id)} document={doc} level={level} />);
/** Server HTML in the test page, the way a browser receives it. */
const render = (id: string) => {
  document.body.innerHTML = html(id);
  return document.body;
};
const panels = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>('.fn-example')];
const active = (page: HTMLElement) => panels(page).map((p) => p.hasAttribute('data-active'));
const tabs = (page: HTMLElement) => [...page.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

/** Hydrate the examples' tab island as `renderer/client/hydrate.ts` does: its component and its JSON props. */
async function hydrateTabs(page: HTMLElement): Promise<void> {
  const island = page.querySelector<HTMLElement>('[data-island="PanelSwitch"]')!;
  // act() flushes the render; mount resolves once hydration has committed.
  const mounted = mount(island, PanelSwitch as never, JSON.parse(island.dataset.props!));
  await act(async () => {});
  await mounted;
}

const key = async (element: Element, name: string) => {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
};

test.after.each(async () => {
  await cleanup();
  document.body.innerHTML = '';
});

test('title, description, notes and parameters with badges, types and nested fields in <details>', () => {
  const page = render('select');
  assert.is(page.querySelector('section#select h2.section-title')!.textContent, 'Fetch data: select()');
  assert.match(
    page.querySelector('section#select .section-title + a.anchor-link')!.getAttribute('href')!,
    /^\/reference\/[^#]+\/select\/$/,
    'the title links to its own page',
  );
  assert.match(page.querySelector('.prose')!.textContent!, 'Read rows from a table or view.');
  assert.match(page.querySelector('.fn-notes')!.textContent!, 'at most 1,000 rows');
  assert.is(page.querySelector('#select-parameters')!.textContent, 'Parameters');
  const top = [...page.querySelectorAll('.param-list')[0].children];
  assert.equal(
    top.map((li) => li.querySelector('.flag-name')!.textContent),
    ['columns', 'options'],
  );
  assert.equal(
    top.map((li) => li.querySelector('.badge')!.textContent),
    ['Optional', 'Optional'],
  );
  assert.equal(
    top.map((li) => li.querySelector('.param-type')!.textContent),
    ['string', 'object'],
  );
  assert.is(
    top[1].querySelector('.flag-description')!.textContent,
    'Named options for the query.',
    'overwriteParams applied',
  );
  const fields = top[1].querySelector('details.param-fields')!;
  assert.not.ok(fields.hasAttribute('open'), 'nested fields start closed');
  assert.is(fields.querySelector('summary')!.textContent, 'Properties of options (2)');
  assert.equal(
    [...fields.querySelectorAll('.flag-name')].map((n) => n.textContent),
    ['count', 'head'],
  );
  assert.is(top[0].querySelector('details'), null, 'a parameter without fields has nothing to expand');
});

test('a shared parameter required by the library shows the Required badge', () => {
  const page = render('eq');
  assert.equal(
    [...page.querySelectorAll('.badge')].map((b) => b.textContent),
    ['Required', 'Required'],
  );
});

test('examples are tabs: a small island for the tab list, the first panel active, every panel in the HTML', () => {
  const page = render('select');
  const island = page.querySelector<HTMLElement>('[data-island="PanelSwitch"]')!;
  assert.is(island.dataset.hydrate, 'interaction');
  assert.equal(JSON.parse(island.dataset.props!), {
    kind: 'tabs',
    label: 'Examples of Fetch data: select()',
    panels: [
      { id: 'select-example-getting-your-data', label: 'Getting your data' },
      { id: 'select-example-counting-rows', label: 'Counting rows' },
    ],
  });
  const list = island.querySelector('[role="tablist"]')!;
  assert.is(list.getAttribute('aria-label'), 'Examples of Fetch data: select()');
  assert.equal(
    tabs(page).map((t) => [
      t.textContent,
      t.getAttribute('aria-selected'),
      t.getAttribute('tabindex'),
      t.getAttribute('aria-controls'),
    ]),
    [
      ['Getting your data', 'true', '0', 'select-example-getting-your-data'],
      ['Counting rows', 'false', '-1', 'select-example-counting-rows'],
    ],
  );
  assert.equal(
    panels(page).map((p) => [p.id, p.getAttribute('role'), p.getAttribute('aria-labelledby')]),
    [
      ['select-example-getting-your-data', 'tabpanel', 'select-example-getting-your-data-tab'],
      ['select-example-counting-rows', 'tabpanel', 'select-example-counting-rows-tab'],
    ],
  );
  assert.equal(active(page), [true, false]);
  assert.not.ok(
    panels(page).some((p) => p.hasAttribute('hidden')),
    'without scripts every example stays readable',
  );
  assert.equal(
    panels(page).map((p) => p.querySelector('.example-name')!.textContent),
    ['Getting your data', 'Counting rows'],
  );
});

test('each example: code with a copy button, then Data source, Response and Notes in closed <details>', () => {
  const page = render('select');
  const [first, second] = panels(page);
  const code = first.querySelector(':scope > figure.code-block')!;
  assert.is(
    code.querySelector('pre code')!.textContent,
    "const { data, error } = await supabase.from('characters').select()",
  );
  assert.ok(code.querySelector('code.language-js .hljs-keyword'), 'highlighted at build time');
  assert.ok(code.querySelector('button.copy-button[data-copy]'));
  const details = [...first.querySelectorAll('details.fn-more')];
  assert.equal(
    details.map((d) => d.querySelector('summary')!.textContent),
    ['Data source', 'Response', 'Notes'],
  );
  assert.ok(details.every((d) => !d.hasAttribute('open')));
  const [data, response, notes] = details;
  assert.match(data.querySelector('code.language-sql')!.textContent!, 'create table characters');
  const table = data.querySelector('table')!;
  assert.is(table.querySelector('caption')!.textContent, 'characters');
  assert.equal(
    [...table.querySelectorAll('th')].map((th) => th.textContent),
    ['id', 'name', 'tags', 'born'],
  );
  assert.equal(
    [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent)),
    [
      ['1', 'Luke', '["jedi"]', ''],
      ['2', 'Leia', 'NULL', '19 BBY'],
    ],
  );
  assert.ok(response.querySelector('code.language-json'));
  assert.match(notes.textContent!, 'returns every column');
  assert.equal(
    [...second.querySelectorAll('summary')].map((s) => s.textContent),
    ['Response'],
    'only what the example has',
  );
  assert.ok(second.querySelector('code.language-text'), 'a response that is not JSON stays plain text');
});

test('a single example needs no tabs', () => {
  const page = render('eq');
  assert.is(page.querySelector('[role="tablist"]'), null);
  assert.is(page.querySelector('.fn-tabbed'), null);
  assert.equal(
    panels(page).map((p) => [p.getAttribute('role'), p.hasAttribute('data-panel')]),
    [[null, false]],
    'a lone example is no panel: it always shows',
  );
});

test('an example in the library language or its own: js and ts', () => {
  const page = render('initializing');
  assert.equal(
    [...page.querySelectorAll('.fn-example > .code-block figcaption > span:first-child')].map((s) => s.textContent),
    ['JavaScript', 'TypeScript'],
  );
  assert.match(
    page.querySelector('.fn-example code')!.textContent!,
    "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')",
  );
});

test('alone on a crawler page the parts move one level up', () => {
  document.body.innerHTML = html('select', 1);
  assert.ok(document.querySelector('h1.section-title'));
  assert.equal(
    [...document.querySelectorAll('h2.part-title')].map((h) => h.id),
    ['select-parameters', 'select-examples'],
  );
});

test('hydrated, a click on a tab selects it and shows its panel only', async () => {
  const page = render('select');
  await hydrateTabs(page);
  const [first, second] = tabs(page);
  await act(async () => second.click());
  assert.equal([first.getAttribute('aria-selected'), second.getAttribute('aria-selected')], ['false', 'true']);
  assert.equal([first.tabIndex, second.tabIndex], [-1, 0]);
  assert.equal(active(page), [false, true]);
  await act(async () => first.click());
  assert.equal(active(page), [true, false]);
});

test('hydrated, arrow keys move and select, wrapping at the ends; Home and End jump', async () => {
  const page = render('select');
  await hydrateTabs(page);
  const [first, second] = tabs(page);
  first.focus();
  await key(first, 'ArrowRight');
  assert.is(document.activeElement, second);
  assert.equal(active(page), [false, true]);
  await key(second, 'ArrowRight');
  assert.is(document.activeElement, first, 'wraps to the first');
  assert.equal(active(page), [true, false]);
  await key(first, 'ArrowLeft');
  assert.is(document.activeElement, second, 'wraps to the last');
  await key(second, 'Home');
  assert.is(document.activeElement, first);
  await key(first, 'End');
  assert.is(document.activeElement, second);
  assert.is(second.getAttribute('aria-selected'), 'true');
  await key(second, 'Enter');
  assert.is(second.getAttribute('aria-selected'), 'true', 'other keys change nothing');
});

test('the page per function stays small', () => {
  for (const s of doc.groups.flatMap((g) => g.sections))
    if (s.kind === 'function') assert.ok(html(s.id).length < 20_000, `${s.id}: ${html(s.id).length} bytes`);
});

test.run();
