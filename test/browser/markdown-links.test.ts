// A page's markdown twin: "View as markdown" links it and "Copy as markdown" copies it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
test.after(() => site.close());

test('"View as markdown" links the twin, and "Copy as markdown" fetches it only when pressed and copies it', async () => {
  const { page, context } = await site.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(site.url + '/guides/platform/custom-domains/', { waitUntil: 'networkidle' });
  assert.is(
    await page.getByRole('link', { name: 'View as markdown' }).getAttribute('href'),
    '/guides/platform/custom-domains.md',
  );
  assert.equal(
    requests.filter((path) => path.endsWith('.md')),
    [],
  );
  await page.getByRole('button', { name: 'Copy as markdown' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  const twin = await (await fetch(site.url + '/guides/platform/custom-domains.md')).text();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), twin);
  assert.match(twin, /^# Custom domains\n/);
  await context.close();
});

test.run();
