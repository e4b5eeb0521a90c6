import { chromium } from 'playwright-core';
import { startServer } from '../server/static-server.ts';
const server = await startServer({ dir: 'out', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const [route, file] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(server.url + route);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/scratch/${file}.png` });
}
await browser.close(); await server.close();
