import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkBase, normalizeBase } from '../../compiler/index.ts';
import { build } from '../../pipeline/build.ts';
import { siteHref } from '../../renderer/components/site-href.tsx';
import { belowBase } from '../../server/site-base.ts';
import { servedSite } from '../helpers/served-site.ts';

test('a base is path segments of URL-safe characters; each refusal says why', () => {
  for (const ok of ['', '/', '/docs', 'docs', '/docs/', '/a/b-c_d.e~f', '/v1.2'])
    assert.is(checkBase(ok), undefined, ok);
  const refused: [string, RegExp][] = [
    ['/docs/../x', /'\.\.' segment/],
    ['/./docs', /'\.' segment/],
    ['/docs?x=1', /holds "\?"/],
    ['/docs#top', /holds "#"/],
    ['/do cs', /holds " "/],
    ['/d%6fcs', /holds "%"/],
    ['/docs\\x', /holds "\\\\"/],
    ['/döcs', /holds "ö"/],
    ['https://example.com/docs', /full URL/],
    ['//example.com/docs', /full URL/],
    ['javascript:alert(1)', /full URL/],
    ['/docs//x', /empty segment/],
    [' /docs', /spaces/],
  ];
  for (const [base, why] of refused) assert.match(checkBase(base) ?? '', why, base);
});

test('a base is normalized once: a leading slash, no trailing one, and nothing for the root', () => {
  const cases: [string, string][] = [
    ['', ''],
    ['/', ''],
    ['docs', '/docs'],
    ['/docs/', '/docs'],
    ['a/b/', '/a/b'],
  ];
  for (const [base, normalized] of cases) assert.is(normalizeBase(base), normalized, base);
});

test('siteHref puts the base before paths of the site only', () => {
  const paths = { base: '/docs', outside: '/dashboard' };
  const cases: [string, string][] = [
    ['/', '/docs/'],
    ['/guides/x/', '/docs/guides/x/'],
    ['/assets/a-1.css', '/docs/assets/a-1.css'],
    ['/guides/x/#y', '/docs/guides/x/#y'],
    ['#y', '#y'],
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['//evil.example/x', '//evil.example/x'],
    ['/\\evil.example', '/\\evil.example'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/project/_/sql', '/dashboard/project/_/sql'],
    ['/dashboards/', '/docs/dashboards/'],
    ['data:image/png;base64,AA', 'data:image/png;base64,AA'],
  ];
  for (const [href, url] of cases) assert.is(siteHref(paths, href), url, href);
  assert.is(siteHref({ base: '' }, '/guides/x/'), '/guides/x/');
});

test('a request path is under the base only when its first segments are the base', () => {
  assert.equal(belowBase(['docs', 'guides'], ['docs']), ['guides']);
  assert.equal(belowBase(['docs'], ['docs']), []);
  assert.is(belowBase(['docsx', 'guides'], ['docs']), undefined);
  assert.is(belowBase([], ['docs']), undefined);
  assert.equal(belowBase(['guides'], []), ['guides']);
});

test('docs-build --base refuses a bad base in one line, before reading anything', async () => {
  const result = await build({ specs: 'nowhere', guides: 'nowhere', out: 'nowhere', base: '/docs/../x', local: true });
  assert.equal(result.diagnostics, []);
  assert.is(result.pages, undefined);
  assert.match(result.error ?? '', /^--base \/docs\/\.\.\/x holds a '\.\.' segment/);
  assert.not.match(result.error ?? '', /\n/);
});

test('the local server serves a build under its base: / and the bare base redirect there, other paths are 404s', async () => {
  const site = await servedSite({
    'data/site.json': JSON.stringify({ base: '/docs' }),
    'index.html': 'home',
    'guides/x/index.html': 'guide',
    '404.html': 'not found',
  });
  try {
    const root = await site.request('/?q=1');
    assert.is(root.status, 302);
    assert.is(root.headers.location, '/docs/?q=1');
    assert.is((await site.request('/docs')).headers.location, '/docs/');
    assert.is((await site.request('/docs/guides/x')).headers.location, '/docs/guides/x/');
    assert.is((await site.request('/docs/')).body.toString(), 'home');
    assert.is((await site.request('/%64ocs/guides/x/')).body.toString(), 'guide');
    for (const outside of ['/guides/x/', '/docsx/guides/x/', '/index.html']) {
      const answer = await site.request(outside);
      assert.is(answer.status, 404, outside);
      assert.is(answer.body.toString(), 'not found');
    }
    assert.is((await site.request('/docs/nothing/')).status, 404);
  } finally {
    await site.close();
  }
});

test('a build without a base, or with a site.json that is not valid, is served at the root', async () => {
  for (const json of ['{"title":"x"}', '{"base":"/../x"}', 'not json', '{"base":7}']) {
    const site = await servedSite({ 'data/site.json': json, 'guides/x/index.html': 'guide' });
    try {
      assert.is((await site.request('/guides/x/')).body.toString(), 'guide', json);
    } finally {
      await site.close();
    }
  }
});

test.run();
