// What search costs: the index on disk, what the first search downloads, how long indexing adds to
// the build, and how soon the first result shows after the first keystroke (measured in Chromium).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { readData } from '../compiler/emit.ts';
import { build } from '../pipeline/build.ts';
import { SEARCH_DIR, startSearch } from '../renderer/server/search-index.ts';
import { startServer } from '../server/static-server.ts';

/** Rows for `npm run bench`, from a build of the real site into a temporary folder, removed after. */
export async function searchRows(): Promise<[string, string][]> {
  const root = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    return await measure(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The rows, from builds under `root`. */
async function measure(root: string): Promise<[string, string][]> {
  const out = join(root, 'out');
  const builds: number[] = [];
  const steps: number[] = [];
  for (let i = 0; i < 3; i++) {
    let started = performance.now();
    const result = await build({ specs: 'specs', guides: 'guides', out });
    if (result.pages === undefined) throw new Error(result.error ?? 'the site does not build');
    builds.push(performance.now() - started);
    // The search step alone, again, over the same compiled data (the markdown twins, llms files and the index).
    started = performance.now();
    await startSearch(readData(join(out, 'data')), mkdtempSync(join(root, 'step-'))).finish();
    steps.push(performance.now() - started);
  }
  const index = bytesUnder(join(out, SEARCH_DIR));
  const first = await firstSearch(out);
  return [
    ['search: index on disk (`out/pagefind/`, compressed by Pagefind)', kb(index)],
    [
      'search: what the first search downloads, after the dialog opens (transferred)',
      `${kb(first.bytes)} in ${first.requests} requests`,
    ],
    [
      'search: first result after the first keystroke, typed as the dialog opens (index still loading)',
      `${Math.round(first.cold)} ms`,
    ],
    [
      'search: first result after the first keystroke, index loaded (median of 5 words)',
      `${Math.round(first.warm)} ms`,
    ],
    [
      'search: indexing step (twins, llms files, Pagefind), median of 3',
      `${Math.round(median(steps))} ms of a ${Math.round(median(builds))} ms build (${Math.round((100 * median(steps)) / median(builds))}%)`,
    ],
  ];
}

/**
 * Open the dialog on a page and type a word at once (cold: the index loads meanwhile), counting what
 * the search fetched; then, with the index loaded, time five more words each in a fresh field.
 */
async function firstSearch(out: string): Promise<{ bytes: number; requests: number; cold: number; warm: number }> {
  const server = await startServer({ dir: out, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/reference/cli/supabase-start/`, { waitUntil: 'networkidle' });
    const fetched: Promise<number>[] = [];
    page.on('requestfinished', (request) =>
      fetched.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
    );
    await page.keyboard.press('Control+k');
    const cold = await timeToResult(page, 'database');
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(fetched);
    const warm: number[] = [];
    for (const word of ['storage', 'migration', 'session', 'bucket', 'policy'])
      warm.push(await timeToResult(page, word));
    return { bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length, cold, warm: median(warm) };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Empty the search field, type `word`, and return the milliseconds from its first keydown to the first result shown. */
async function timeToResult(page: Page, word: string): Promise<number> {
  const input = page.locator('.search-dialog[open] input');
  await input.fill('');
  await page.waitForFunction(() => !document.querySelector('.search-result'));
  await page.evaluate(() => {
    const w = window as unknown as { firstKey?: number; firstResult?: number };
    w.firstKey = w.firstResult = undefined;
    document
      .querySelector('.search-dialog input')!
      .addEventListener('keydown', () => (w.firstKey ??= performance.now()), { once: true });
    new MutationObserver((_m, observer) => {
      if (!document.querySelector('.search-result')) return;
      w.firstResult = performance.now();
      observer.disconnect();
    }).observe(document.querySelector('.search-results')!, { childList: true });
  });
  await page.keyboard.type(word);
  await page.locator('.search-result').first().waitFor();
  return page.evaluate(() => {
    const w = window as unknown as { firstKey: number; firstResult: number };
    return w.firstResult - w.firstKey;
  });
}

function bytesUnder(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return n + (stat.isDirectory() ? bytesUnder(path) : stat.size);
  }, 0);
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
