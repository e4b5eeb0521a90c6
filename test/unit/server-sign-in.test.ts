import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';
import { safeReturnTo } from '../../server/platform-sign-in.ts';

const site = await servedSite({});

/** `returnTo` as it stands in the sign-in link's query: only what cannot stand there as it is gets encoded. */
const inQuery = (returnTo: string) => returnTo.replace(/[^\x21-\x7e]|[#&+]/g, encodeURIComponent);
/** The value the server reads from that query. */
const decoded = (returnTo: string) => new URLSearchParams(`returnTo=${inQuery(returnTo)}`).get('returnTo');

/** Where the sign-in page sends the browser after signing in: the target it embeds, resolved as a browser does. */
async function destination(returnTo: string): Promise<URL> {
  const page = await site.request(`/platform/sign-in?returnTo=${inQuery(returnTo)}`);
  assert.is(page.status, 200);
  const target = /location\.assign\(("(?:[^"\\]|\\.)*")\)/.exec(page.body.toString())?.[1];
  assert.ok(target, 'the page embeds a target');
  return new URL(JSON.parse(target!), `${site.url}/platform/sign-in`);
}

// What a browser makes of a URL: it strips tab, CR and LF anywhere, and leading and trailing spaces and
// controls, and takes a backslash for a slash; so each of these names another site once cleaned
// (written as they stand in the query: `%09` arrives as a tab).
const elsewhere = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/%09/evil.example/',
  '/%0d%0a/evil.example/',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  'https:evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http://evil.example',
  'javascript:alert(1)',
  'data:text/html,<h1>x</h1>',
  'ftp://evil.example/',
];

test('the sign-in page returns only to paths of this site, whatever the URL parser cleans away', async () => {
  for (const returnTo of elsewhere) {
    assert.is(safeReturnTo(decoded(returnTo)), '/', JSON.stringify(returnTo));
    const url = await destination(returnTo);
    assert.is(url.origin, site.url, JSON.stringify(returnTo));
    assert.is(url.pathname, '/', JSON.stringify(returnTo));
  }
});

test('paths of this site are kept, with their query and fragment', async () => {
  for (const [returnTo, kept] of [
    ['/reference/javascript/initializing/', '/reference/javascript/initializing/'],
    [
      '/guides/auth/phone-login/?showSmsProvider=Vonage#setup',
      '/guides/auth/phone-login/?showSmsProvider=Vonage#setup',
    ],
    ['/guides/', '/guides/'],
    ['/', '/'],
  ]) {
    assert.is(safeReturnTo(decoded(returnTo)), kept, returnTo);
    const url = await destination(returnTo);
    assert.is(url.origin, site.url, returnTo);
    assert.is(url.pathname + url.search + url.hash, kept, returnTo);
  }
  for (const missing of [null, ''] as const) assert.is(safeReturnTo(missing), '/', String(missing));
});

test('a target never closes the page script early', async () => {
  const page = await site.request(`/platform/sign-in?returnTo=${inQuery('/</script><script>alert(1)//')}`);
  assert.is(page.body.toString().match(/<\/script>/g)?.length, 1);
});

test.after(() => site.close());
test.run();
