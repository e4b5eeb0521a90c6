import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup } from '../../helpers/dom.ts';
import { markdownRoute } from '../../../renderer/components/markdown-links.tsx';
import { renderResults } from '../../../renderer/client/search-results.ts';

test.after.each(cleanup);

test('a page twin sits at its route with .md in place of the trailing slash', () => {
  assert.is(markdownRoute('/guides/auth/phone-login/'), '/guides/auth/phone-login.md');
  assert.is(markdownRoute('/reference/cli/supabase-start/'), '/reference/cli/supabase-start.md');
});

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
