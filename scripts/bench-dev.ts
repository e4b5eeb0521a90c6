import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { generatedGuides } from './bench-guides.ts';
import { startDevServer, type DevServer } from './dev-server-process.ts';

/** Saves measured per kind; the median and the slowest are reported. */
const SAVES = 7;

/** One kind of save: the file, the page open on it, and the file's text for the n-th save (holding `Saved marker n`). */
interface SaveKind {
  name: string;
  file: string;
  route: string;
  edit: (original: string, n: number) => string;
}

/**
 * Bench rows for `npm run dev` with `count` generated guides beside the real ones (and a copy of the
 * real specs): the first build, and the time from saving a file to the open page in Chromium showing
 * the new text (updated in place by the dev client, or reloaded), for an edit of a guide's text, of
 * its title (which changes the menu, so the neighbours and the section index are re-rendered too),
 * and of a CLI command's file (its reference alone compiled again); with the server's own part and
 * how many updates came without a reload.
 */
export async function devRows(count = 3000): Promise<[string, string][]> {
  const guides = generatedGuides(count);
  const specs = join(dirname(guides), 'specs');
  cpSync('specs', specs, { recursive: true });
  const out = join(dirname(guides), 'out');
  const started = performance.now();
  const dev = await startDevServer(['--dir', out, '--guides', guides, '--specs', specs]);
  const firstBuild = performance.now() - started;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const guide = {
    file: join(guides, 'getting-started/generated/guide-0.md'),
    route: '/guides/getting-started/generated/guide-0/',
  };
  const kinds: SaveKind[] = [
    { name: 'an edit of its text', ...guide, edit: (text, n) => text.trimEnd() + `\n\nSaved marker ${n}.\n` },
    {
      name: 'an edit of its title (the menu changes)',
      ...guide,
      edit: (text, n) => text.replace(/^title: .*$/m, `title: Saved marker ${n}`),
    },
    {
      name: 'an edit of a CLI command (its reference compiled again)',
      file: join(specs, 'cli/commands/bootstrap.yaml'),
      route: '/reference/cli/supabase-bootstrap/',
      edit: (text, n) => text.replace('Creates a working app', `Saved marker ${n}. Creates a working app`),
    },
  ];
  const rows: [string, string][] = [];
  try {
    const page = await browser.newPage();
    for (const kind of kinds) {
      const { times, server, inPlace } = await measureSaves(dev, page, kind);
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
      const what = kind.file.startsWith(guides)
        ? `save → page shows it, ${kind.name}`
        : `save of a spec file → page shows it, ${kind.name}`;
      rows.push([
        `\`npm run dev\` with ${count.toLocaleString('en')} generated guides: ${what}`,
        `median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms (${SAVES} saves, ${inPlace} updated in place without a reload; the server's update: median ${median(server)} ms; load average ${loadavg()[0].toFixed(1)})`,
      ]);
    }
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

/** Save `kind.file` SAVES times with the page open on it: each time until the page shows it, and the server's part. */
async function measureSaves(dev: DevServer, page: Page, kind: SaveKind) {
  const original = readFileSync(kind.file, 'utf8');
  await page.goto(dev.url + kind.route);
  const times: number[] = [];
  const server: number[] = [];
  let inPlace = 0;
  for (let n = 0; n < SAVES; n++) {
    await page.waitForSelector('html[data-dev-live]');
    const before = dev.output().length;
    const loaded = await page.evaluate(() => performance.timeOrigin);
    const saved = performance.now();
    writeFileSync(kind.file, kind.edit(original, n));
    await page.waitForFunction((t) => document.body?.textContent?.includes(t), `Saved marker ${n}`, { polling: 'raf' });
    times.push(performance.now() - saved);
    // The same document (no reload): its time origin is the one it had.
    if ((await page.evaluate(() => performance.timeOrigin)) === loaded) inPlace++;
    server.push(Number(/Built \d+ pages? in (\d+) ms/.exec(dev.output().slice(before))?.[1] ?? NaN));
  }
  writeFileSync(kind.file, original);
  return { times, server, inPlace };
}

// `node --import tsx scripts/bench-dev.ts [count]` prints only these rows.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of await devRows(Number(process.argv[2] ?? 3000))) console.log(`| ${k} | ${v} |`);
}
