import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fakeClock } from '../../helpers/dom.ts';
import { renderToString } from 'react-dom/server';
import { MarkdownLinks, markdownRoute } from '../../../renderer/components/markdown-links.tsx';
import { enhanceCopyButtons } from '../../../renderer/client/copy.ts';
import { renderResults } from '../../../renderer/client/search-results.ts';

const setClipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
const realFetch = globalThis.fetch;

test.after.each(() => {
  globalThis.fetch = realFetch;
  cleanup();
});

test('a page twin sits at its route with .md in place of the trailing slash', () => {
  assert.is(markdownRoute('/guides/auth/phone-login/'), '/guides/auth/phone-login.md');
  assert.is(markdownRoute('/reference/cli/supabase-start/'), '/reference/cli/supabase-start.md');
});

// One listener handles every copy button, so it is added once for the tests below.
enhanceCopyButtons();

for (const [name, reply, expected] of [
  ['"Copy as markdown" fetches the twin only when pressed and copies it', { ok: true, status: 200, text: async () => '# Phone login\n' }, { copied: ['# Phone login\n'], label: 'Copied' }],
  ['"Copy as markdown" says it failed when the twin cannot be fetched', { ok: false, status: 404, text: async () => 'gone' }, { copied: [], label: 'Failed to copy' }],
] as const) {
  test(name, async () => {
    const copied: string[] = [];
    const fetched: string[] = [];
    setClipboard(async (text) => void copied.push(text));
    globalThis.fetch = (async (url: string) => (fetched.push(url), reply)) as unknown as typeof fetch;
    document.body.innerHTML = renderToString(<MarkdownLinks route="/guides/auth/phone-login/" />);
    assert.is(document.querySelector('a')!.getAttribute('href'), '/guides/auth/phone-login.md');
    const button = document.querySelector<HTMLButtonElement>('button')!;
    assert.is(button.getAttribute('aria-label'), 'Copy as markdown');
    assert.equal(fetched, [], 'nothing is fetched before the button is pressed');
    const clock = fakeClock();
    try {
      button.click();
      // The fetch, its text and the clipboard each take a turn of the microtask queue.
      for (let turn = 0; turn < 5; turn++) await clock.advance(0);
      assert.equal(fetched, ['/guides/auth/phone-login.md']);
      assert.equal(copied, expected.copied);
      assert.is(button.getAttribute('aria-label'), expected.label);
    } finally {
      clock.restore();
    }
  });
}

test('a search result keeps its excerpt words and spaces, marks its matches, and shows markup in the words as text', () => {
  const list = document.createElement('ul');
  renderResults(list, [{ url: '/x/', excerpt: 'use the <mark>anon</mark> <mark>key,</mark> &lt;img src=x onerror=alert(1)&gt; here', meta: { title: 'Keys', heading: 'Where', context: 'Guides: Auth' } }]);
  const excerpt = list.querySelector('.search-result-excerpt')!;
  assert.is(excerpt.textContent, 'use the anon key, <img src=x onerror=alert(1)> here');
  assert.equal([...excerpt.querySelectorAll('mark')].map((m) => m.textContent), ['anon', 'key,']);
  assert.is(list.querySelector('img'), null);
  assert.is(list.querySelector('[role=option]')!.textContent!.startsWith('Keys › Where'), true);
});

test.run();
