import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-react';
import { Window } from 'happy-dom';
import '../../helpers/dom.ts';
import { testSite } from '../../helpers/fixtures.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { guidePages } from '../../../renderer/server/pages/guide.tsx';
import { fillPlaceholders } from '../../../renderer/client/placeholders.ts';
import type { ApiSettingsState } from '../../../renderer/components/state/picker-states.ts';
import { apiSettingsState } from '../../../renderer/components/state/picker-states.ts';

// The shared DOM helper leaves MutationObserver out; the filler needs it.
Object.defineProperty(globalThis, 'MutationObserver', {
  value: (window as unknown as { MutationObserver: unknown }).MutationObserver,
  configurable: true,
});

const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };
/** A guide from its title and body, with the frontmatter every guide has. */
const guide = (path: string, text: string) => {
  const [, title, body] = /^# (.*)\n([^]*)$/.exec(text)!;
  return normalizeGuide({
    file: `${path}.md`,
    path,
    text: `---\ntitle: ${title}\ndescription: About ${title}.\n---\n${body}`,
  }).document!;
};
const parse = (html: string) => {
  const dom = new Window().document;
  dom.write(html);
  return dom;
};

test("a guide whose code uses a placeholder has the picker under its title, with the site's URLs; others have none", () => {
  const site = { ...testSite, platformApiUrl: 'https://api.example.com', signInUrl: 'https://example.com/sign-in' };
  const [withCode, without] = guidePages(
    [
      guide(
        'getting-started/quickstart',
        "# Quickstart\n\nConnect.\n\n```js\ncreateClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')\n```\n",
      ),
      guide('platform/limits', '# Limits\n\n```sh\nsupabase start\n```\n'),
    ],
    site,
    assets,
  );
  const dom = parse(withCode.html);
  const island = dom.querySelector('[data-island="ProjectPicker"]') as unknown as HTMLElement;
  assert.is(dom.querySelector('h1')!.nextElementSibling as unknown, island);
  assert.is(island.dataset.hydrate, 'signed-in', 'it hydrates only for a signed-in reader');
  assert.equal(JSON.parse(island.dataset.props!), {
    apiUrl: 'https://api.example.com',
    signInUrl: 'https://example.com/sign-in',
    dashboardUrl: '/dashboard',
  });
  // The server renders the signed-out picker, whole: a signed-out reader's page keeps it without React.
  assert.is(island.querySelector('.project-picker')!.getAttribute('data-user'), 'loggedOut');
  assert.is(
    island.querySelector('.picker-prompt')!.textContent,
    'Log in to get your project URL and API key in the examples.',
  );
  const link = island.querySelector('.picker-prompt a') as unknown as HTMLAnchorElement;
  assert.is(link.getAttribute('href'), 'https://example.com/sign-in');
  assert.is(link.dataset.signIn, 'https://example.com/sign-in');
  assert.ok([...island.querySelectorAll('input')].every((input) => (input as unknown as HTMLInputElement).disabled));
  assert.is(dom.querySelectorAll('[data-placeholder]').length, 2);
  assert.is(parse(without.html).querySelector('[data-island="ProjectPicker"]'), null);
});

test('without signInUrl the prompt leads to the dashboard', () => {
  const [page] = guidePages([guide('a/b', '# B\n\n```sh\ncurl <SUPABASE_URL>\n```\n')], testSite, assets);
  assert.is(
    JSON.parse(
      (parse(page.html).querySelector('[data-island="ProjectPicker"]') as unknown as HTMLElement).dataset.props!,
    ).signInUrl,
    '/dashboard',
  );
});

test("the placeholders show the reader's values while there are some, the placeholder otherwise, and later content too", async () => {
  document.body.innerHTML =
    '<pre><code>createClient(\'<span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span>\', \'<span data-placeholder="SUPABASE_ANON_KEY">&lt;SUPABASE_ANON_KEY&gt;</span>\')</code></pre>';
  const apiSettings = signal<ApiSettingsState>({ kind: 'loading' });
  const stop = fillPlaceholders({ apiSettings }, document.body as unknown as HTMLElement);
  const code = () => [...document.querySelectorAll('code')].map((c) => c.textContent).join('\n');
  assert.is(code(), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')");
  apiSettings.value = { kind: 'ready', url: 'https://abc.supabase.co', anonKey: 'anon-1' };
  assert.is(code(), "createClient('https://abc.supabase.co', 'anon-1')");
  const later = document.createElement('code');
  later.innerHTML = '<span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span>/rest/v1';
  document.body.append(later);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.is(later.textContent, 'https://abc.supabase.co/rest/v1', 'a section added later is filled');
  apiSettings.value = { kind: 'loggedOut' };
  assert.is(code(), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')\n<SUPABASE_URL>/rest/v1");
  stop();
  apiSettings.value = { kind: 'ready', url: 'https://x.co', anonKey: 'k' };
  assert.match(code(), '<SUPABASE_URL>', 'stopped');
});

test('a placeholder span named like an Object member is left as written', () => {
  document.body.innerHTML = '<code><span data-placeholder="constructor">&lt;constructor&gt;</span></code>';
  const apiSettings = signal<ApiSettingsState>({ kind: 'ready', url: 'https://abc.supabase.co', anonKey: 'anon-1' });
  const stop = fillPlaceholders({ apiSettings }, document.body as unknown as HTMLElement);
  assert.is(document.querySelector('code')!.textContent, '<constructor>');
  stop();
});

test('API settings are pending while the projects load, an error when they failed, and only then is there no project', () => {
  const idle = { status: 'idle' } as const;
  assert.equal(apiSettingsState('loggedIn', { status: 'pending' }, undefined, idle), { kind: 'pending' });
  assert.equal(apiSettingsState('loggedIn', { status: 'error', message: 'x' }, undefined, idle), {
    kind: 'error',
    message: 'x',
  });
  assert.equal(
    apiSettingsState('loggedIn', { status: 'success', data: { organizations: [], projects: [] } }, undefined, idle),
    { kind: 'noProject' },
  );
});

test.run();
