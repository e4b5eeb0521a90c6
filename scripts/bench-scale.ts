// How lint and build grow with the size of a reference: generated CLI specs of k copies of the real one.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { siteYaml } from '../test/helpers/fixtures.ts';
import { generatedGuides } from './bench-guides.ts';

interface Command {
  id: string;
  title: string;
  subcommands: string[];
  [key: string]: unknown;
}

/** A specs folder whose CLI reference holds `copies` renamed copies of every real command (the first keeps its names, so links stay valid). */
function scaledSpecs(copies: number): { specs: string; commands: number } {
  const specs = mkdtempSync(join(tmpdir(), `bench-specs-${copies}x-`));
  writeFileSync(
    join(specs, 'site.yaml'),
    siteYaml([{ id: 'cli', kind: 'cli', files: 'cli', title: 'CLI reference', version: '1.178.2' }]),
  );
  mkdirSync(join(specs, 'cli/commands'), { recursive: true });
  cpSync('specs/cli/cli.yaml', join(specs, 'cli/cli.yaml'));
  const order = (parse(readFileSync('specs/cli/sections.yaml', 'utf8')) as { sections: string[] }).sections;
  const rename = (id: string, copy: number) => (copy === 0 ? id : `${id}-copy-${copy}`);
  let commands = 0;
  for (const name of readdirSync('specs/cli/commands')) {
    const { commands: list } = parse(readFileSync(join('specs/cli/commands', name), 'utf8')) as { commands: Command[] };
    for (let copy = 0; copy < copies; copy++) {
      const renamed = list.map((c) => ({
        ...c,
        id: rename(c.id, copy),
        title: copy ? `${c.title} (copy ${copy})` : c.title,
        subcommands: c.subcommands.map((s) => rename(s, copy)),
      }));
      commands += renamed.length;
      writeFileSync(join(specs, 'cli/commands', `${copy}-${name}`), stringify({ commands: renamed }));
    }
  }
  writeFileSync(
    join(specs, 'cli/sections.yaml'),
    stringify({ sections: Array.from({ length: copies }, (_, copy) => order.map((id) => rename(id, copy))).flat() }),
  );
  return { specs, commands };
}

// Prints the child's peak memory and CPU time (µs, every thread) when it exits, whatever it runs.
const reportRss = `data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("maxrss "+u.maxRSS+" cpu "+(u.userCPUTime+u.systemCPUTime)+"\\n")})`;

/** Run a bin with CI=true; its wall time in ms, peak memory in MB and CPU time in s (steadier than wall time on a busy machine). */
export function measure(args: string[], env: Record<string, string> = {}): { ms: number; mb: number; cpu: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', reportRss, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  // Worker threads report too, when they end: the last figure is the whole process.
  const rss = [...result.stderr.matchAll(/maxrss (\d+) cpu (\d+)/g)].at(-1);
  if (!rss || result.status !== 0) throw new Error(result.stderr.slice(0, 2000));
  return { ms, mb: Number(rss[1]) / 1024, cpu: Number(rss[2]) / 1e6 };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).reduce(
    (n, e) => n + (e.isFile() ? statSync(join(e.parentPath, e.name)).size : 0),
    0,
  );
}

/** Bench rows: lint at about 1,000 and 10,000 commands; build time, memory and output at 1×, 2× and 4× the CLI reference. */
export function scaleRows(): [string, string][] {
  const rows: [string, string][] = [];
  for (const copies of [8, 80]) {
    const { specs, commands } = scaledSpecs(copies);
    const guides = mkdtempSync(join(tmpdir(), 'bench-guides-'));
    const { ms, mb } = measure(['bin/docs-lint.js', '--specs', specs, '--guides', guides]);
    rows.push([
      `lint ${commands} generated commands (\`docs-lint\`)`,
      `${Math.round(ms)} ms (${(ms / commands).toFixed(2)} ms a command), peak ${Math.round(mb)} MB`,
    ]);
    for (const dir of [specs, guides]) rmSync(dir, { recursive: true, force: true });
  }
  for (const copies of [1, 2, 4]) {
    const { specs, commands } = scaledSpecs(copies);
    const out = join(mkdtempSync(join(tmpdir(), 'bench-out-')), 'site');
    const { ms, mb } = measure(['bin/docs-build.js', '--specs', specs, '--guides', 'guides', '--out', out]);
    rows.push([
      `build with the CLI reference ×${copies} (${commands} commands, \`docs-build\`)`,
      `${Math.round(ms)} ms, peak ${Math.round(mb)} MB, out/ ${(folderBytes(out) / 1e6).toFixed(1)} MB`,
    ]);
    for (const dir of [specs, dirname(out)]) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The bytes of the guide sidebar (`<nav id="sidebar">` … `</nav>`) in one page's HTML. */
function sidebarBytes(html: string): number {
  const start = html.indexOf('<nav id="sidebar"');
  return start < 0 ? 0 : html.indexOf('</nav>', start) + '</nav>'.length - start;
}

/**
 * Bench rows: build time, CPU time, peak memory and output of the real site with 300, 1,000 and
 * 3,000 generated guides added: first with no sharing image drawn yet (an empty image cache, as on a
 * fresh machine), then again with them all cached (a rebuild), both with the guides parsed on a
 * worker thread beside the main thread (as a build does on two cores or more); then on the main thread alone.
 */
export function guideRows(counts = [300, 1000, 3000]): [string, string][] {
  const rows: [string, string][] = [];
  for (const count of counts) {
    const guides = generatedGuides(count);
    const images = mkdtempSync(join(tmpdir(), 'bench-og-'));
    for (const [workers, how] of [
      ['1', 'no image cached yet'],
      ['1', 'images cached'],
      ['0', 'images cached, guides parsed on the main thread alone'],
    ]) {
      const out = join(mkdtempSync(join(tmpdir(), 'bench-out-')), 'site');
      const { ms, mb, cpu } = measure(['bin/docs-build.js', '--guides', guides, '--out', out], {
        DOCS_BUILD_WORKERS: workers,
        DOCS_OG_CACHE: images,
        DOCS_BUILD_CACHE: 'off',
      });
      const page = readFileSync(join(out, 'guides/getting-started/generated/guide-0/index.html'), 'utf8');
      rows.push([
        `build with ${count.toLocaleString('en')} generated guides, ${how} (\`docs-build\`)`,
        `${Math.round(ms)} ms (CPU ${cpu.toFixed(1)} s), peak ${Math.round(mb)} MB, out/ ${(folderBytes(out) / 1e6).toFixed(1)} MB, a guide page ${kb(page.length)} of which the sidebar ${kb(sidebarBytes(page))}`,
      ]);
      // Its folder: out is a link, and removing it alone would leave the build it points to.
      rmSync(dirname(out), { recursive: true, force: true });
    }
    rows.push(...cacheRows(count, guides, images));
    rmSync(images, { recursive: true, force: true });
    // generatedGuides makes `<temp>/guides`: its temp folder goes with it.
    rmSync(dirname(guides), { recursive: true, force: true });
  }
  return rows;
}

/** Runs of each cache row: the machine is shared, so the median of three is reported. */
const CACHE_RUNS = 3;

/**
 * The build cache (pipeline/part-cache.ts, renderer/server/cached-pages.ts) and the linking of
 * unchanged files from the previous site (pipeline/earlier-output.ts) with `count` generated guides,
 * images cached: a build from an empty cache into a new folder (which fills both), then one after the
 * text of a single guide changed (Pagefind indexes that guide's shard again), then one after only its
 * description changed (the search index is linked), then one after its text changed again, the first
 * written into the spare (pipeline/spare.ts) as every later rebuild is; each the median of
 * `CACHE_RUNS`, with the load average it ran under.
 */
function cacheRows(count: number, guides: string, images: string): [string, string][] {
  const file = join(guides, 'getting-started/generated/guide-0.md');
  const runs: Record<'empty' | 'text' | 'description' | 'spare', Measured[]> = {
    empty: [],
    text: [],
    description: [],
    spare: [],
  };
  for (let n = 0; n < CACHE_RUNS; n++) {
    const cache = mkdtempSync(join(tmpdir(), 'bench-cache-'));
    const out = join(mkdtempSync(join(tmpdir(), 'bench-out-')), 'site');
    const run = () =>
      measured(['bin/docs-build.js', '--guides', guides, '--out', out], {
        DOCS_OG_CACHE: images,
        DOCS_BUILD_CACHE: cache,
      });
    runs.empty.push(run());
    writeFileSync(file, readFileSync(file, 'utf8') + `\nOne more sentence, ${n}.\n`);
    runs.text.push(run());
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: "/m, `description: "Changed ${n}. `));
    runs.description.push(run());
    // The third build into this out: it writes into the spare (the version two builds before).
    writeFileSync(file, readFileSync(file, 'utf8') + `\nAnd another, ${n}.\n`);
    runs.spare.push(run());
    rmSync(cache, { recursive: true, force: true });
    rmSync(dirname(out), { recursive: true, force: true });
  }
  const name = `build with ${count.toLocaleString('en')} generated guides, images cached,`;
  return [
    [`${name} an empty build cache, a new --out`, medianOf(runs.empty)],
    [`${name} the build cache warm, the text of one guide changed`, medianOf(runs.text)],
    [`${name} the build cache warm, only the description of one guide changed`, medianOf(runs.description)],
    [`${name} the build cache warm, the text of one guide changed, written into the spare`, medianOf(runs.spare)],
  ];
}

type Measured = ReturnType<typeof measure> & { load: number };

/** `measure`, with the one-minute load average when it ended. */
function measured(args: string[], env: Record<string, string>): Measured {
  return { ...measure(args, env), load: loadavg()[0] };
}

/** The median run of `runs` by wall time, and every run's time and load. */
function medianOf(runs: Measured[]): string {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const mid = sorted[Math.floor(sorted.length / 2)];
  const each = runs.map((r) => `${Math.round(r.ms)} ms at load ${r.load.toFixed(1)}`).join(', ');
  return `median ${Math.round(mid.ms)} ms (CPU ${mid.cpu.toFixed(1)} s); runs: ${each}`;
}

/** `bytes` in kB, one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

// `node --import tsx scripts/bench-scale.ts guides [counts…]` prints only the guide rows.
if (import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === 'guides') {
  const counts = process.argv.slice(3).map(Number);
  for (const [k, v] of guideRows(counts.length ? counts : undefined)) console.log(`| ${k} | ${v} |`);
}
