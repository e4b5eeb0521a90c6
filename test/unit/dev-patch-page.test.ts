import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { applyChanges, pageChanges } from '../../renderer/client/dev/patch-page.ts';

// How `npm run dev` brings an open page up to date: in place when only what no script set up changed.
const window = new Window({ url: 'http://127.0.0.1/' });
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

const page = (article: string, { title = 'One', menu = 'One' } = {}) =>
  `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/site.css"></head><body>` +
  `<nav class="sidebar"><a href="/guides/one/" aria-current="true">${menu}</a><a href="/guides/two/">Two</a></nav>` +
  `<main><article class="guide"><h1>${title}</h1><div data-island="ProjectPicker" data-props="{}"><p>Log in</p></div>` +
  `<div>${article}</div></article></main></body></html>`;

/** A page as the browser holds it: built from `html`, then changed by its scripts as `script` says. */
function opened(html: string, script?: (live: Document) => void) {
  const live = parse(html);
  script?.(live);
  return { built: parse(html), live };
}

test('a changed paragraph is put in place: the other elements, and what scripts did to them, stay', () => {
  const { built, live } = opened(page('<p>First.</p><p>Second.</p>'), (doc) => {
    doc.querySelector('[data-island] p')!.textContent = 'Hydrated';
    doc.querySelector('.sidebar a')!.setAttribute('data-seen', '');
  });
  const first = live.querySelector('article > div:last-child p');
  const next = parse(page('<p>First.</p><p>Second, edited.</p><p>Third.</p>'));
  const changes = pageChanges(built, next, live);
  assert.ok(changes);
  applyChanges(changes!, live);
  assert.equal(
    [...live.querySelectorAll('article > div:last-child p')].map((p) => p.textContent),
    ['First.', 'Second, edited.', 'Third.'],
  );
  assert.is(live.querySelector('[data-island] p')!.textContent, 'Hydrated');
  assert.ok(live.querySelector('.sidebar a')!.hasAttribute('data-seen'));
  assert.is(live.querySelector('article > div:last-child p'), first);
});

test('a new title changes the head, the heading and the menu entry in place', () => {
  const { built, live } = opened(page('<p>Text.</p>'));
  const changes = pageChanges(built, parse(page('<p>Text.</p>', { title: 'Uno', menu: 'Uno' })), live);
  applyChanges(changes!, live);
  assert.is(live.title, 'Uno');
  assert.is(live.querySelector('h1')!.textContent, 'Uno');
  assert.is(live.querySelector('.sidebar a')!.textContent, 'Uno');
});

test('a change inside an island, a script or an element a script sets up, or on a reference page, needs a reload', () => {
  const { built, live } = opened(page('<p>Text.</p>'));
  const island = page('<p>Text.</p>').replace('<p>Log in</p>', '<p>Sign in</p>');
  assert.is(pageChanges(built, parse(island), live), undefined);
  const tabs = page('<p>Text.</p><div data-tabs="x"><p>Tab</p></div>');
  assert.is(pageChanges(built, parse(tabs), live), undefined);
  const script = page('<p>Text.</p>').replace('</head>', '<script>1</script></head>');
  assert.is(pageChanges(built, parse(script), live), undefined);
  const reference = page('<div class="reference-content"><p>Section.</p></div>');
  const { built: builtReference, live: liveReference } = opened(reference);
  assert.is(pageChanges(builtReference, parse(reference), liveReference), undefined);
  const template = page('<p>Text.</p><template><p>Later</p></template>');
  const { built: withTemplate, live: liveWithTemplate } = opened(template);
  assert.is(pageChanges(withTemplate, parse(template.replace('Later', 'Later, edited')), liveWithTemplate), undefined);
});

test('a live page whose shape a script changed where the page changed needs a reload', () => {
  const { built, live } = opened(page('<p>Text.</p>'), (doc) =>
    doc.querySelector('article > div:last-child')!.append('x'),
  );
  assert.is(pageChanges(built, parse(page('<p>Text, edited.</p>')), live), undefined);
});

test('the same page needs no change at all', () => {
  const { built, live } = opened(page('<p>Text.</p>'));
  assert.equal(pageChanges(built, parse(page('<p>Text.</p>')), live), []);
});

test.run();
