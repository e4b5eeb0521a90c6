// How long `docs-lint FILE` takes on one file of the real site (issue 20: under a second on two cores),
// and `npx sql-to-rest` beside npx's own start. `node --import tsx scripts/bench-lint.ts` prints only these rows.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { measure } from './bench-scale.ts';

/** The files linted: the biggest reference file, a guide and a CLI command file. */
const FILES: [string, string][] = [
  ['the management API reference (OpenAPI, 261 kB)', 'specs/management-api/openapi.yaml'],
  ['a guide', 'guides/getting-started/quickstart.md'],
  ['a CLI command file', 'specs/cli/commands/branches.yaml'],
];

const RUNS = 3;

/**
 * Bench rows: `docs-lint FILE` on each of FILES, its other parts taken from the lint cache (warmed by
 * a first run, not counted): the median of RUNS wall times, its CPU time, and the load it ran under.
 */
export function lintRows(): [string, string][] {
  return FILES.map(([name, file]) => {
    measure(['bin/docs-lint.js', file]);
    const runs = Array.from({ length: RUNS }, () => ({ ...measure(['bin/docs-lint.js', file]), load: loadavg()[0] }));
    const mid = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)];
    const each = runs.map((r) => `${Math.round(r.ms)} ms at load ${r.load.toFixed(1)}`).join(', ');
    return [
      `lint one file: ${name} (\`docs-lint ${file}\`, median of ${RUNS})`,
      `${Math.round(mid.ms)} ms (CPU ${mid.cpu.toFixed(2)} s), peak ${Math.round(mid.mb)} MB; runs: ${each}`,
    ];
  });
}

/**
 * Bench rows: `npx sql-to-rest 'select 1'` as a writer types it, and npx running Node with nothing to
 * do: what npx itself costs before any command of ours starts (the median of RUNS wall times each).
 */
export function npxRows(): [string, string][] {
  // `select 1` reads no table: the translator says why and exits with 1, which is its answer.
  const runs: [name: string, args: string[], status: number][] = [
    ["`npx sql-to-rest 'select 1'`", ['sql-to-rest', 'select 1'], 1],
    ["npx alone (`npx node -e ''`)", ['node', '-e', ''], 0],
  ];
  return runs.map(([name, args, status]) => {
    const times = Array.from({ length: RUNS }, () => {
      const started = performance.now();
      const result = spawnSync('npx', args, { encoding: 'utf8' });
      if (result.status !== status) throw new Error(`npx ${args.join(' ')}: ${result.error ?? result.stderr}`);
      return performance.now() - started;
    }).sort((a, b) => a - b);
    return [
      `${name} (median of ${RUNS})`,
      `${Math.round(times[Math.floor(RUNS / 2)])} ms at load ${loadavg()[0].toFixed(1)}`,
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  for (const [k, v] of [...lintRows(), ...npxRows()]) console.log(`| ${k} | ${v} |`);
