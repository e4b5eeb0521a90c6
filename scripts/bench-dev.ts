import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { generatedGuides } from './bench-guides.ts';
import { startDevServer } from './dev-server-process.ts';

/** Saves measured per kind; the median and the slowest are reported. */
const SAVES = 7;

/**
 * Bench rows for `npm run dev` with `count` generated guides beside the real ones: the first build,
 * and the time from saving a guide to the open page in Chromium showing the new text (the page
 * reloaded by the server), for an edit of the text and for an edit of the title (which changes the
 * menu, so the neighbours and the section index are re-rendered too); with the server's own part.
 */
export async function devRows(count = 3000): Promise<[string, string][]> {
  const guides = generatedGuides(count);
  const out = join(dirname(guides), 'out');
  const started = performance.now();
  const dev = await startDevServer(['--dir', out, '--guides', guides]);
  const { url } = dev;
  const firstBuild = performance.now() - started;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const rows: [string, string][] = [];
  try {
    const page = await browser.newPage();
    const file = join(guides, 'getting-started/generated/guide-0.md');
    const original = readFileSync(file, 'utf8');
    await page.goto(`${url}/guides/getting-started/generated/guide-0/`);
    for (const [kind, edit] of [
      ['an edit of its text', (n: number) => original.trimEnd() + `\n\nSaved marker ${n}.\n`],
      [
        'an edit of its title (the menu changes)',
        (n: number) => original.replace(/^title: .*$/m, `title: Saved marker ${n}`),
      ],
    ] as const) {
      const times: number[] = [];
      const server: number[] = [];
      for (let n = 0; n < SAVES; n++) {
        await page.waitForSelector('html[data-dev-live]');
        const before = dev.output().length;
        const saved = performance.now();
        writeFileSync(file, edit(n));
        await page.waitForFunction((t) => document.body?.textContent?.includes(t), `Saved marker ${n}`);
        times.push(performance.now() - saved);
        server.push(Number(/Built \d+ pages? in (\d+) ms/.exec(dev.output().slice(before))?.[1] ?? NaN));
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
      rows.push([
        `\`npm run dev\` with ${count.toLocaleString('en')} generated guides: save → page shows it, ${kind}`,
        `median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms (${SAVES} saves; the server's update: median ${median(server)} ms; load average ${loadavg()[0].toFixed(1)})`,
      ]);
    }
    writeFileSync(file, original);
    rows.unshift([
      `\`npm run dev\` with ${count.toLocaleString('en')} generated guides: first build until served`,
      `${Math.round(firstBuild)} ms`,
    ]);
  } finally {
    await browser.close();
    await dev.stop();
    rmSync(dirname(guides), { recursive: true, force: true });
  }
  return rows;
}

// `node --import tsx scripts/bench-dev.ts [count]` prints only these rows.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of await devRows(Number(process.argv[2] ?? 3000))) console.log(`| ${k} | ${v} |`);
}
