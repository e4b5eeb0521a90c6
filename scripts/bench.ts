// Figures for the README and issue notes: build time, pages written, and what a first view loads.
// Not part of `npm test`: timings vary with the machine.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../server/static-server.ts';

const runs = 3;
const out = mkdtempSync(join(tmpdir(), 'bench-site-'));
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['bin/docs-build.js', '--out', out], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(result.stderr);
  times.push(performance.now() - started);
}
const pages = countFiles(out, (f) => f.endsWith('index.html'));

const server = await startServer({ dir: out, port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const rows: [string, string][] = [
  ['full build, wall time (median of 3, `node bin/docs-build.js`)', `${Math.round(median(times))} ms`],
  ['pages written', String(pages)],
];
for (const route of ['/reference/cli/', '/reference/cli/supabase-db-push/']) {
  const loaded = await firstView(route);
  for (const kind of ['html', 'css', 'js'] as const) {
    const files = loaded.filter((f) => kindOf(f) === kind);
    const raw = files.reduce((n, f) => n + readFileSync(join(out, f)).length, 0);
    const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(out, f))).length, 0);
    rows.push([`${route} first view: ${kind.toUpperCase()} (${files.length} file${files.length === 1 ? '' : 's'})`, `${kb(raw)} raw, ${kb(gzip)} gzip`]);
  }
}
await browser.close();
await server.close();

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`| ${'measure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);

/** The files a browser fetches for a first view of `route`, once it has settled (islands in view hydrated). */
async function firstView(route: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url) files.add(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
  });
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  return [...files].filter((f) => !f.startsWith('/og/'));
}

function kindOf(file: string): string {
  return ({ '.html': 'html', '.css': 'css', '.js': 'js' } as Record<string, string>)[extname(file)] ?? 'other';
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

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
