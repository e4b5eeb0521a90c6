// Reference pages as a phone loads them: Chromium's own performance entries under 4× CPU throttling
// (what Lighthouse's mobile run simulates), the median of three loads each. Lighthouse itself is not a
// dependency; these are the figures its score weighs most (TBT, CLS, LCP) and the page's element count.
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';

/** The pages issue 18 names: the JavaScript, CLI and management-API index and a deep slug page. */
const PAGES = ['/reference/javascript/', '/reference/cli/', '/reference/api/', '/reference/cli/supabase-sso-add/'];
const RUNS = 3;

/** What one load of a page measured. */
interface Load {
  tbt: number;
  cls: number;
  lcp: number;
  elements: number;
}

// A string, not a function: the page runs it as written (a bundler's helpers are not there).
const OBSERVE = `
  window.__perf = { tbt: 0, cls: 0, lcp: 0 };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__perf.tbt += Math.max(0, e.duration - 50))))
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__perf.cls += e.value; }))
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__perf.lcp = e.startTime)))
    .observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: OBSERVE });
  await page.goto(url, { waitUntil: 'networkidle' });
  const measured = await page.evaluate(() => ({
    ...(window as unknown as { __perf: Omit<Load, 'elements'> }).__perf,
    elements: document.querySelectorAll('*').length,
  }));
  await context.close();
  return measured;
}

/** Rows for the bench table: each page's median TBT, CLS, LCP and elements on load, and the machine's load. */
export async function referenceRows(browser: Browser, origin: string): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  const before = loadavg()[0];
  for (const route of PAGES) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await load(browser, origin + route));
    const median = (key: keyof Load) => [...loads.map((l) => l[key])].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    rows.push([
      `${route} at 390 px, CPU 4× slower (median of ${RUNS}): TBT, CLS, LCP, elements`,
      `${Math.round(median('tbt'))} ms, ${median('cls').toFixed(3)}, ${Math.round(median('lcp'))} ms, ${median('elements')}`,
    ]);
  }
  rows.push(['load average (1 min) before and after those loads', `${before.toFixed(2)}, ${loadavg()[0].toFixed(2)}`]);
  return rows;
}
