// Reference pages as a phone loads them, two ways, the median of three loads each: Lighthouse's mobile
// run (fetched by npx at a pinned version when the bench runs: 185 MB that `npm ci` and the tests do not
// need), and Chromium's own performance entries under 4× CPU throttling, the figures its score weighs most.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/** The pages issue 18 names: the JavaScript, CLI and management-API index and deep slug pages. */
const PAGES = [
  '/reference/javascript/',
  '/reference/cli/',
  '/reference/api/',
  '/reference/cli/supabase-sso-add/',
  '/reference/javascript/using-modifiers/',
  '/reference/api/v1-verify-dns-config/',
];
const RUNS = 3;
const LIGHTHOUSE = 'lighthouse@12.8.2';

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

/** One Lighthouse mobile run of `url` (performance only): score, TBT, CLS, LCP; or why it could not run. */
function lighthouse(url: string): { score: number; tbt: number; cls: number; lcp: number } | string {
  const flags = ['--quiet', '--only-categories=performance', '--form-factor=mobile', '--output=json'];
  // Chromium leaves folders in the temp folder it is given: this one, removed after the run.
  const temp = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, ...flags, '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', TMPDIR: temp },
    },
  );
  rmSync(temp, { recursive: true, force: true });
  if (run.status !== 0) return (run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n').at(-1)!;
  const report = JSON.parse(run.stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
  };
}

/** Rows for the bench table: each page's Lighthouse mobile run, the median of three by score, and the machine's load. */
export function lighthouseRows(origin: string): [string, string][] {
  const rows: [string, string][] = [];
  const before = loadavg()[0];
  for (const route of PAGES) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(origin + route));
    const failed = runs.find((r) => typeof r === 'string');
    const label = `${route} Lighthouse mobile (${LIGHTHOUSE}, median of ${RUNS} by score): score, TBT, CLS, LCP`;
    if (typeof failed === 'string') {
      rows.push([label, `not run: ${failed}`]);
      continue;
    }
    const sorted = (runs as Exclude<(typeof runs)[number], string>[]).sort((a, b) => a.score - b.score);
    const m = sorted[Math.floor(RUNS / 2)];
    const scores = sorted.map((r) => r.score).join(', ');
    rows.push([label, `${m.score} (${scores}), ${Math.round(m.tbt)} ms, ${m.cls.toFixed(3)}, ${Math.round(m.lcp)} ms`]);
  }
  rows.push([
    'load average (1 min) before and after the Lighthouse runs',
    `${before.toFixed(2)}, ${loadavg()[0].toFixed(2)}`,
  ]);
  return rows;
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
