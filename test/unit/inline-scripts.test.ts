import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { inlineScripts } from '../../renderer/server/inline-scripts.ts';

const scripts = await inlineScripts();

/** A page at `url` whose head runs the inline scripts, as a browser does before first paint; `storage` and `cookie` are set first. */
async function run(url: string, storage: (store: Storage) => void = () => {}, cookie = '') {
  const window = new Window({
    url,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  storage(window.localStorage as unknown as Storage);
  if (cookie) window.document.cookie = cookie;
  const errors: unknown[] = [];
  window.addEventListener('error', (event) => errors.push((event as unknown as { error: unknown }).error));
  const head = scripts.map((code) => `<script>${code}</script>`).join('');
  window.document.write(`<!doctype html><html><head>${head}</head><body></body></html>`);
  const root = window.document.documentElement;
  const result = {
    theme: root.getAttribute('data-theme'),
    js: root.classList.contains('js'),
    style: window.document.getElementById('tab-choice')?.textContent ?? null,
    signedIn: root.hasAttribute('data-signed-in'),
    errors,
  };
  await window.happyDOM.close();
  return result;
}

test('three scripts, minified by esbuild, each its own function scope, and nothing that could end an inline script', () => {
  assert.is(scripts.length, 3);
  for (const code of scripts) {
    assert.ok(code.length < 1000, `${code.length} bytes`);
    assert.not.match(code, /\n/, 'minified');
    assert.match(code, /^("use strict";)?\(\(\)=>\{/, 'an immediately invoked function');
    assert.not.match(code, /<\/script|<!--/i);
  }
});

test('the saved light or dark theme applies before first paint; system, nothing or a corrupt value leave it to the system', async () => {
  for (const saved of ['light', 'dark']) {
    const page = await run('https://docs.example.com/', (store) => store.setItem('theme', saved));
    assert.equal([page.theme, page.js, page.errors], [saved, true, []], saved);
  }
  for (const saved of ['system', 'Dark', '"><x>', undefined]) {
    const page = await run('https://docs.example.com/', (store) => saved && store.setItem('theme', saved));
    assert.equal([page.theme, page.js, page.errors], [null, true, []], String(saved));
  }
});

test('the session hint cookie marks the root before first paint (the picker hides its signed-out words); else nothing', async () => {
  const page = 'https://docs.example.com/reference/javascript/select/';
  assert.equal(
    [(await run(page, undefined, 'platform_signed_in=1')).signedIn, (await run(page)).signedIn],
    [true, false],
  );
  for (const cookie of ['platform_signed_in=0', 'xplatform_signed_in=1', 'platform_signed_in=10'])
    assert.is((await run(page, undefined, cookie)).signedIn, false, cookie);
});

test('blocked storage leaves the theme to the system without an error', async () => {
  const page = await run('https://docs.example.com/', (store) => {
    Object.defineProperty(store, 'getItem', {
      value: () => {
        throw new Error('SecurityError');
      },
    });
  });
  assert.equal([page.theme, page.js, page.errors], [null, true, []]);
});

test('the tab the URL names shows before first paint, a name spelt with capitals read as the lowercase id', async () => {
  const { style } = await run(
    'https://docs.example.com/guides/x/?showSmsProvider=Vonage&queryGroups=showSmsProvider,framework',
  );
  assert.ok(style, 'a style for the choice');
  assert.match(style!, '.js [data-tabs="showSmsProvider"]:has(>[data-tab="vonage"])>.tab-panel{display:none}');
  assert.match(
    style!,
    '[data-tabs="showSmsProvider"]:has(>[data-tab="vonage"])>.tab-panel[data-tab="vonage"]{display:block}',
  );
  assert.not.match(style!, 'queryGroups', 'a value that is no tab id (a list of groups) makes no rule');
});

test('a query that is no group and tab id reaches no CSS; without one there is no style', async () => {
  for (const query of ['', '?a%22%5D%7Bx%7D=b', '?framework=a%22%5D%7Bx%7D', '?framework=', '?x%20y=z'])
    assert.is((await run(`https://docs.example.com/guides/x/${query}`)).style, null, query);
});

test.run();
