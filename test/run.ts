// `npm test`: every check, as many at a time as the machine has cores (TEST_JOBS=n to choose). The
// steps are the shared build of the site, the unit suite, the imports, the types, Prettier, ESLint and
// each build and browser test file as a process of its own, taken from one queue so the cores stay busy to the
// end: the site first, then the longest first (by the last run's times), so no long step starts last.
// Each step's output is printed whole when it ends, then a table of what each took. Exits 1 when any failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeAbandoned } from './helpers/temp-folders.ts';

interface Step {
  name: string;
  command: string[];
  /** A step that must have passed before this one starts. */
  after?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const cache = (name: string) => join(root, 'node_modules', '.cache', name);
/** A test process: TypeScript through tsx, temp folders kept in one that goes with the process. */
const node = (...args: string[]) => [
  process.execPath,
  '--import',
  'tsx',
  '--import',
  './test/helpers/temp-session.ts',
  ...args,
];
const uvu = (dir: string, pattern: string) => node('node_modules/uvu/bin.js', dir, pattern);
const testFiles = (dir: string) =>
  readdirSync(join(root, 'test', dir))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .sort();
const only = (file: string) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** What each step took in the last run (where this run's times are written for the next). */
const timesFile = cache('docs-test-times.json');
const lastTimes = ((): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(timesFile, 'utf8'));
  } catch {
    return {};
  }
})();

/** The site first (the test files read it); the rest longest first, by the last run, so no long step starts last. */
const steps: Step[] = [
  { name: 'site', command: node('test/helpers/site-build.ts') },
  { name: 'unit', command: uvu('test/unit', '\\.test\\.tsx?$') },
  // As `npm run cycles`: no import cycle, no import a layer rule forbids.
  { name: 'imports', command: node('scripts/import-check.ts') },
  // As `npm run typecheck` and `npm run style`, with caches (node_modules/.cache) that make a second run quick.
  {
    name: 'typecheck',
    // Builds the three projects of tsconfig.json (browser, Node, tests), each keeping its build info in node_modules/.cache/tsc/.
    command: [bin('tsc'), '-b'],
  },
  {
    name: 'prettier',
    command: [bin('prettier'), '--check', '.', '--cache', '--cache-location', cache('prettier-check.json')],
  },
  {
    name: 'eslint',
    command: [
      bin('eslint'),
      '.',
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      cache('eslint/'),
    ],
  },
  ...['browser', 'build'].flatMap((dir) =>
    testFiles(dir).map((file) => ({ name: `${dir}/${file}`, command: uvu(`test/${dir}`, only(file)), after: 'site' })),
  ),
];

const [site, ...rest] = steps;
const order = (step: Step) => lastTimes[step.name] ?? Infinity;
const queue = [
  site,
  ...rest
    .map((step, i) => ({ step, i }))
    .sort((a, b) => order(b.step) - order(a.step) || a.i - b.i)
    .map(({ step }) => step),
];
const lanes = Math.max(1, Number(process.env.TEST_JOBS) || availableParallelism());
const started = performance.now();
const results = new Map<string, { ok: boolean; seconds: number }>();
const running = new Set<ChildProcess>();

/** Run one step, its output kept until it ends so that parallel steps do not interleave. */
function run(step: Step): Promise<boolean> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      running.delete(child);
      // What a step killed outright could not remove goes now.
      removeAbandoned(tmpdir());
      const seconds = (performance.now() - start) / 1000;
      const ok = code === 0;
      results.set(step.name, { ok, seconds });
      process.stdout.write(`\n── ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

/** Start steps until every lane is busy; a step waits for the one it comes after. */
async function lane(queue: Step[], done: Map<string, Promise<boolean>>): Promise<void> {
  for (let step = queue.shift(); step && !stopped; step = queue.shift()) {
    const passed = step.after ? await done.get(step.after) : true;
    if (!passed) {
      results.set(step.name, { ok: false, seconds: 0 });
      process.stdout.write(`\n── ${step.name}: not run, as ${step.after} failed\n`);
    }
    const result = passed ? run(step) : Promise.resolve(false);
    done.set(step.name, result);
    await result;
  }
}

// A stop from outside (Ctrl+C, CI's timeout) reaches the running steps, which remove their temp folders
// as they end, and no further step starts; a second one ends them at once. The runner ends after them.
let stopped = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.on(signal, () => {
    for (const child of running) child.kill(stopped ? 'SIGKILL' : signal);
    stopped = true;
    process.exitCode = code;
  });

const done = new Map<string, Promise<boolean>>();
// Each lane takes its first step at once, in order: 'site' has started before any step waits for it.
await Promise.all(Array.from({ length: lanes }, () => lane(queue, done)));

if (stopped) process.exit();
const failed = [...results].filter(([, r]) => !r.ok).map(([name]) => name);
const total = (performance.now() - started) / 1000;
console.log(`\n${'step'.padEnd(44)} seconds`);
for (const [name, r] of [...results].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(`${name.padEnd(44)} ${r.seconds.toFixed(1).padStart(7)}${r.ok ? '' : '  FAILED'}`);
console.log(`${'total (wall clock)'.padEnd(44)} ${total.toFixed(1).padStart(7)}   on ${lanes} lanes`);
mkdirSync(join(timesFile, '..'), { recursive: true });
const times = {
  ...lastTimes,
  ...Object.fromEntries([...results].filter(([, r]) => r.ok).map(([name, r]) => [name, r.seconds])),
};
writeFileSync(timesFile, JSON.stringify(times, null, 1));
if (failed.length) {
  console.log(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
