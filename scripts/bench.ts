// Figures for the README and issue notes: build time, pages written, and what a first view loads.
// Not part of `npm test`: timings vary with the machine.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../server/static-server.ts';
import { lintRows, npxRows } from './bench-lint.ts';
import { ogRows } from './bench-og.ts';
import { openapiRows } from './bench-openapi.ts';
import { guideRows, kb, scaleRows } from './bench-scale.ts';
import { devRows } from './bench-dev.ts';
import { benchTranslator } from './bench-translator.ts';
import { searchRows } from './bench-search.ts';
import { benchServer } from './bench-server.ts';
import { lighthouseRows, referenceRows } from './bench-reference.ts';
import { timingRows, timingsIn } from './bench-timings.ts';
import { mb } from '../compiler/timings.ts';
import { errorCases, okCases } from '../test/unit/translator/cases/index.ts';
import { loadParser, sqlToRest } from '../renderer/translator/index.ts';

// Translator: the parser's cold start, then every case of the table translated warm, many times over.
const coldStart = performance.now();
await loadParser();
const parserColdMs = performance.now() - coldStart;
const queries = [...okCases, ...errorCases].map((c) => c.sql);
for (const sql of queries) sqlToRest(sql);
const perQuery: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const sql of queries) {
    const started = performance.now();
    sqlToRest(sql);
    perQuery.push(performance.now() - started);
  }
}

const runs = 3;
// Its folder, removed at the end: the build's versions sit beside `out`, which links to the current one.
const root = mkdtempSync(join(tmpdir(), 'bench-site-'));
const out = join(root, 'site');
const times: number[] = [];
const phases: ReturnType<typeof timingsIn>[] = [];
// The machine's load as the builds start: the figures mean little when other work shares the cores.
const loadBefore = loadavg();
for (let i = 0; i < runs; i++) {
  // From an empty cache each time: every sharing image is drawn, as in a first build or a CI run.
  const ogCache = mkdtempSync(join(tmpdir(), 'bench-og-'));
  const started = performance.now();
  const result = spawnSync(process.execPath, ['bin/docs-build.js', '--out', out, '--timings', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', DOCS_OG_CACHE: ogCache },
  });
  rmSync(ogCache, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(result.stderr);
  times.push(performance.now() - started);
  phases.push(timingsIn(result.stderr));
}
const loadAfter = loadavg();
// The phases of the run whose wall time was the median.
const medianRun = times.indexOf([...times].sort((a, b) => a - b)[Math.floor(runs / 2)]);
const pages = countFiles(out, (f) => f.endsWith('index.html'));

const server = await startServer({ dir: out, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: [string, string][] = [
  [
    'full build from an empty cache, wall time (median of 3, `node bin/docs-build.js`)',
    `${Math.round(median(times))} ms (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
  ],
  ['full build, peak RSS (most of the 3 runs)', mb(Math.max(...phases.map((p) => p.at(-1)!.peakRss)))],
  [
    'machine load while building (1-minute load average before, after; cores)',
    `${loadBefore[0].toFixed(2)}, ${loadAfter[0].toFixed(2)}; ${availableParallelism()} cores`,
  ],
  ['pages written', String(pages)],
  ...timingRows(phases[medianRun], 'full build, phase (that run, `--timings`)'),
  ...ogRows(),
  [`translation per keystroke, warm (${queries.length} cases × 20): median`, `${median(perQuery).toFixed(3)} ms`],
  ['translation per keystroke, warm: p99', `${percentile(perQuery, 0.99).toFixed(3)} ms`],
  ['SQL parser cold start in Node (`loadParser`)', `${Math.round(parserColdMs)} ms`],
];
const lazyTranslatorParts = /\/chunks\/(editor|engine)-|\.wasm$/;
const views: [string, string, RegExp?][] = [
  ['/reference/cli/', '/reference/cli/'],
  ['/reference/cli/supabase-db-push/', '/reference/cli/supabase-db-push/'],
  ['/reference/api/v1-create-a-project/', '/reference/api/v1-create-a-project/'],
  // Pages with the project picker, as a signed-out reader sees them (issue 18: at most 15 KiB of script, no React).
  ['/reference/javascript/ signed out', '/reference/javascript/'],
  ['/reference/javascript/select/ signed out', '/reference/javascript/select/'],
  ['/guides/api/sql-to-rest/ before the editor and parser', '/guides/api/sql-to-rest/', lazyTranslatorParts],
  ['/guides/api/sql-to-rest/ with the editor and parser', '/guides/api/sql-to-rest/'],
];
for (const [label, route, block] of views) {
  const loaded = await firstView(route, block);
  let total = 0;
  for (const kind of ['html', 'css', 'js', 'wasm'] as const) {
    const files = loaded.filter((f) => kindOf(f) === kind);
    if (files.length === 0) continue;
    const raw = files.reduce((n, f) => n + readFileSync(join(out, f)).length, 0);
    const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(out, f))).length, 0);
    total += gzip;
    rows.push([
      `${label}: ${kind.toUpperCase()} (${files.length} file${files.length === 1 ? '' : 's'})`,
      `${kb(raw)} raw, ${kb(gzip)} gzip`,
    ]);
  }
  rows.push([`${label}: all of the above`, `${kb(total)} gzip`]);
}
rows.push(...(await referenceRows(browser, server.url)), ...lighthouseRows(server.url));
await browser.close();
await server.close();
rows.push(...(await benchServer(out)));

rows.push(...lintRows(), ...npxRows(), ...scaleRows(), ...guideRows(), ...openapiRows(), ...(await devRows()));
rows.push(...(await searchRows()));
rows.push(...(await benchTranslator(out)));
rmSync(root, { recursive: true, force: true });

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`| ${'measure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);

/** The files a browser fetches for a first view of `route`, once it has settled; requests matching `block` are refused (with what they would import). */
async function firstView(route: string, block?: RegExp): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (block) await page.route(block, (r) => r.abort());
  const files = new Set<string>();
  page.on('request', (request) => {
    if (block?.test(request.url())) return;
    const url = new URL(request.url());
    if (url.origin === server.url) files.add(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
  });
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  return [...files].filter((f) => !f.startsWith('/og/'));
}

function kindOf(file: string): string {
  return (
    ({ '.html': 'html', '.css': 'css', '.js': 'js', '.wasm': 'wasm' } as Record<string, string>)[extname(file)] ??
    'other'
  );
}

function countFiles(dir: string, keep: (file: string) => boolean): number {
  return readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    return n + (statSync(path).isDirectory() ? countFiles(path, keep) : keep(path) ? 1 : 0);
  }, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
