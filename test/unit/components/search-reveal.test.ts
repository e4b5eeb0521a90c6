import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup } from '../../helpers/dom.ts';
import { findMatch, revealAround } from '../../../renderer/client/search-reveal.ts';

test.after.each(cleanup);

// What the reveal uses of the DOM beyond what the shared helper sets up, taken from the same window
// for these tests only.
const extra = ['NodeFilter', 'HTMLDetailsElement', 'CSS'] as const;
const globals = globalThis as Record<string, unknown>;
test.before(() => {
  const window = globals.window as Record<string, unknown>;
  for (const name of extra) globals[name] = window[name];
});
test.after(() => {
  for (const name of extra) delete globals[name];
});

const page = (html: string) => {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main')!;
};
const found = (query: string, start: Element) => findMatch(query, start)?.toString();

test('the query as typed is found before a longer word that starts with it, from the place on', () => {
  const main = page('<p>TRAI first</p><h2 id="rules">Rules</h2><p>See LinkedIn, then link it. TRAI’s rules.</p>');
  assert.is(found('link', main), 'link');
  assert.is(found('TRAI', document.getElementById('rules')!), 'TRAI');
  assert.is(
    findMatch('TRAI', document.getElementById('rules')!)!.startContainer.textContent,
    'See LinkedIn, then link it. TRAI’s rules.',
  );
  // No whole word: a word starting with it; nothing at all: no match.
  assert.is(found('Linked', main), 'Linked');
  assert.is(found('zzqxv', main), undefined);
});

test('words split over highlighted tokens are found together, and neighbouring elements do not run into one word', () => {
  const main = page(
    '<pre><code><span class="hljs-built_in">supabase</span> link --project-ref x</code></pre>' +
      '<div><code>--db-url</code><span class="badge">Optional</span></div>',
  );
  assert.is(found('supabase link', main), 'supabase link');
  assert.is(found('--db-url', main), '--db-url');
});

test('a query with characters that mean something in a pattern is looked for as text; a button or a hidden helper is not content', () => {
  const main = page('<p>Use (a|b)* and [x] here.</p><button>secret</button><span aria-hidden="true">secret</span>');
  assert.is(found('(a|b)*', main), '(a|b)*');
  assert.is(found('[x]', main), '[x]');
  assert.is(found('secret', main), undefined);
  assert.is(found('x'.repeat(5000), main), undefined);
});

test('a query of any length (a link can carry one) is looked for by its start, without an error', () => {
  const main = page('<p>See the TRAI rules.</p>');
  assert.is(found('TRAI ' + 'qq '.repeat(20000), main), 'TRAI');
  assert.is(found('TRAI ' + '('.repeat(20000), main), 'TRAI');
});

test('revealing opens the closed details around the match and selects the tab of the panel holding it', () => {
  const main = page(`
    <div role="tablist">
      <button role="tab" aria-selected="true" aria-controls="one">One</button>
      <button role="tab" aria-selected="false" aria-controls="two">Two</button>
    </div>
    <div role="tabpanel" id="one">first</div>
    <div role="tabpanel" id="two"><details><summary>Response</summary><pre>banned_until</pre></details></div>`);
  const clicked: string[] = [];
  for (const tab of main.querySelectorAll('[role=tab]'))
    tab.addEventListener('click', () => clicked.push(tab.textContent!));
  const range = findMatch('banned_until', main)!;
  revealAround(range.startContainer);
  assert.ok(main.querySelector('details')!.open);
  assert.equal(clicked, ['Two']);
});

test.run();
