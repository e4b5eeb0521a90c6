import { chromium } from 'playwright-core';
import { startServer } from './server/static-server.ts';
const server = await startServer({ dir: '/tmp/search-out', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(server.url + '/');
for (const q of process.argv.slice(2)) {
  const r = await page.evaluate(async (q) => {
    const pf = await import('/pagefind/pagefind.js');
    const s = await pf.search(q);
    const d = await Promise.all(s.results.slice(0, 5).map((r: any) => r.data()));
    return [s.results.length, d.map((x: any) => x.url + ' | ' + x.meta.title + ' | ' + x.excerpt)];
  }, q);
  console.log(q, JSON.stringify(r, null, 1));
}
await browser.close(); await server.close();
