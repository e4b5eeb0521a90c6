import { test } from 'uvu';
import * as assert from 'uvu/assert';
import '../../helpers/dom.ts';
import { enhanceSignInLinks } from '../../../renderer/client/sign-in-link.ts';

enhanceSignInLinks();

/** The picker's server-rendered link, as a signed-out reader's page keeps it (no React). */
function link(signInUrl: string): HTMLAnchorElement {
  document.body.innerHTML = '<p class="picker-prompt"><a><span>Log in</span></a> to get your project URL</p>';
  const a = document.querySelector('a')!;
  a.setAttribute('href', signInUrl);
  a.setAttribute('data-sign-in', signInUrl);
  // Followed in this test: the link's own navigation is not wanted.
  a.addEventListener('click', (event) => event.preventDefault());
  return a;
}

test('followed, the Log in link returns to the address as it is then: path, query and fragment', () => {
  const a = link('/platform/sign-in');
  history.replaceState(null, '', '/guides/x/?framework=sveltekit#the-callback-route');
  a.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  const returnTo = '/guides/x/?framework=sveltekit#the-callback-route';
  assert.is(a.getAttribute('href'), `/platform/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  history.replaceState(null, '', '/guides/y/#a&b=c');
  for (const type of ['auxclick', 'contextmenu']) {
    a.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    assert.is(a.getAttribute('href'), `/platform/sign-in?returnTo=${encodeURIComponent('/guides/y/#a&b=c')}`, type);
  }
});

test('a sign-in address with a query keeps it; other links are left alone', () => {
  const a = link('https://example.com/sign-in?app=docs');
  history.replaceState(null, '', '/p/');
  a.click();
  assert.is(a.getAttribute('href'), `https://example.com/sign-in?app=docs&returnTo=${encodeURIComponent('/p/')}`);
  document.body.innerHTML = '<a href="/elsewhere/">x</a>';
  document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
  document.querySelector('a')!.click();
  assert.is(document.querySelector('a')!.getAttribute('href'), '/elsewhere/');
  document.body.innerHTML = '';
});

test.run();
