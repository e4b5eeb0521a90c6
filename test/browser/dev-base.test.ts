import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdBrowser, releaseBrowser } from '../helpers/browser.ts';
import { project } from '../unit/pipeline-project.ts';

// `npm run dev` on a site served under a base (`base: /docs`): the page listens at the base's
// event stream and follows a save of its guide.
const root = fileURLToPath(new URL('../..', import.meta.url));
const { dir, specs, guides } = project();
appendFileSync(join(specs, 'site.yaml'), '\nbase: /docs\n');
const guide = (body: string) =>
  writeFileSync(join(guides, 'start', 'one.md'), `---\ntitle: One\ndescription: About one.\n---\n\n${body}\n`);
mkdirSync(join(guides, 'start'));
writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Getting started }\n');
guide('First text.');

const args = ['--import', 'tsx', 'scripts/serve.ts', '--dev', '--port', '0', '--dir', join(dir, 'out')];
const dev = spawn(process.execPath, [...args, '--specs', specs, '--guides', guides], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const url = await new Promise<string>((resolve, reject) => {
  dev.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const found = / at (http:\/\/127\.0\.0\.1:\d+) with live reload/.exec(output);
    if (found) resolve(found[1]);
  });
  dev.once('exit', () => reject(new Error(`npm run dev ended:\n${output}`)));
});
const browser = await holdBrowser();
const context = await browser.newContext();

test('under a base, the page hears the event stream under it and follows a saved guide', async () => {
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => void (request.url().includes('/_docs-dev/') && streams.push(request.url())));
  await page.goto(`${url}/docs/guides/start/one/`);
  await page.waitForSelector('html[data-dev-live]');
  assert.equal(streams, [`${url}/docs/_docs-dev/events`]);
  guide('Saved text under the base.');
  await page.waitForFunction(() => document.body?.textContent?.includes('Saved text under the base.'));
  assert.is(new URL(page.url()).pathname, '/docs/guides/start/one/');
  await page.close();
});

test.after(async () => {
  await context.close();
  await releaseBrowser();
  dev.kill('SIGTERM');
  await new Promise((resolve) => (dev.exitCode === null ? dev.once('exit', resolve) : resolve(undefined)));
  // Its own folder only: another file of this process may still use the ones it made.
  rmSync(dir, { recursive: true, force: true });
});
test.run();
