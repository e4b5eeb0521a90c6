import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../pipeline/build.ts';
import { isLocalHost, localSettingProblem, publishingUrlProblem } from '../../pipeline/site-url.ts';
import { fixtureProject, testSite } from '../helpers/fixtures.ts';

// Every spelling of this machine the URL parser accepts; each is refused as the address of a published site.
const LOCAL = [
  'https://localhost',
  'https://localhost.',
  'https://LOCALHOST:8443',
  'https://%6C%6Fcalhost',
  'https://ｌｏｃａｌｈｏｓｔ',
  'https://docs.localhost',
  'https://Docs.LocalHost./x',
  'https://127.0.0.1',
  'https://127.1',
  'https://127.0.0.1.',
  'https://127.254.3.9',
  'https://0x7f.1',
  'https://0x7f000001',
  'https://0177.0.0.1',
  'https://2130706433',
  'https://0.0.0.0',
  'https://0',
  'https://[::1]',
  'https://[0:0:0:0:0:0:0:1]',
  'https://[::]',
  'https://[::ffff:127.0.0.1]',
  'https://[::ffff:7f00:1]',
  'https://[::127.0.0.1]',
  'https://[::ffff:0.0.0.0]',
];

const PUBLIC = [
  'https://docs.example.com',
  'https://localhost.example.com',
  'https://mylocalhost',
  'https://128.0.0.1',
  'https://126.255.255.255',
  'https://1.0.0.127',
  'https://[::2:1:0:1]',
  'https://[2001:db8::1]',
  'https://[::ffff:8.8.8.8]',
  'https://[1::1]',
];

test('a published site URL on this machine is refused in every spelling, a public one is not', () => {
  for (const url of LOCAL) assert.is(publishingUrlProblem(url), 'is an address of this machine', url);
  for (const url of PUBLIC) assert.is(publishingUrlProblem(url), undefined, url);
  assert.is(publishingUrlProblem('http://docs.example.com'), 'is not https');
  assert.is(publishingUrlProblem('docs.example.com'), 'is not an absolute URL');
});

test('a host name is classified as the URL parser writes it', () => {
  assert.ok(isLocalHost('localhost..'));
  assert.ok(isLocalHost('[::ffff:7f00:1]'));
  assert.not.ok(isLocalHost('[::ffff:808:808]'));
  assert.not.ok(isLocalHost('[1:2:3:4:5:6:7:8:9]'));
  assert.not.ok(isLocalHost('300.0.0.1'));
});

test("the settings a published page sends readers to may be paths, but not this machine's address", () => {
  assert.is(localSettingProblem(testSite), undefined);
  assert.is(localSettingProblem({ ...testSite, platformApiUrl: '/', signInUrl: '/platform/sign-in' }), undefined);
  const problem = localSettingProblem({ ...testSite, platformApiUrl: 'http://127.1:54321/' });
  assert.match(problem ?? '', /^platformApiUrl http:\/\/127\.1:54321\/ in site\.yaml is an address of this machine/);
  assert.match(problem ?? '', '--local');
  assert.match(localSettingProblem({ ...testSite, signInUrl: 'https://[::1]/sign-in' }) ?? '', /^signInUrl /);
});

test('a build for publishing stops on a local platformApiUrl before writing anything', async () => {
  const { root, specs, guides } = fixtureProject('site', 'valid');
  try {
    const file = join(specs, 'site.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^platformApiUrl: .*$/m, 'platformApiUrl: http://LOCALHOST.:54321'),
    );
    const out = join(root, 'out');
    const published = await build({ specs, guides, out });
    assert.match(
      published.error ?? '',
      /^platformApiUrl http:\/\/LOCALHOST\.:54321 in site\.yaml is an address of this machine/,
    );
    assert.not.ok(existsSync(out));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
