// docs-build --timings: the phases' offsets, running time and memory, as recorded in compiler/timings.ts
// and as a real build prints them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { begin, formatTimings, measure, phase, PHASES, Timings, type PhaseTiming } from '../../compiler/timings.ts';
import { runBin } from '../helpers/run-bin.ts';
import { project, removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('outside a timed build a phase only runs its work', async () => {
  assert.is(
    phase('load', () => 7),
    7,
  );
  assert.is(await phase('render', async () => 'done'), 'done');
  begin('images')();
});

test('each phase keeps its own start and end; parts of one phase that overlap count once in its time', async () => {
  const timings = new Timings();
  await measure(timings, async () => {
    const drawing = begin('images');
    await Promise.all([phase('load', () => sleep(40)), phase('load', () => sleep(40))]);
    await phase('validate', () => sleep(20));
    drawing();
  });
  const rows = Object.fromEntries(timings.report().map((row) => [row.phase, row]));
  assert.equal(Object.keys(rows), ['load', 'validate', 'images', 'total']);
  const { load, validate, images, total } = rows;
  // Two loads that ran together took about 40 ms, not 80.
  assert.ok(load.time >= 35 && load.time < 70, `load ran ${load.time} ms`);
  assert.ok(validate.start >= load.end, 'validate started after load ended');
  assert.ok(images.start <= load.start && images.end >= validate.end, 'images spans both: they overlap');
  assert.ok(total.end >= images.end);
  for (const row of [load, validate, images, total]) {
    assert.ok(row.time <= row.end - row.start + 1e-6, `${row.phase}: time within its span`);
    assert.ok(row.rss > 0 && row.heap > 0 && row.peakRss >= row.rss, `${row.phase}: memory`);
  }
  // Not timed any more once the build has ended.
  phase('link check', () => undefined);
  assert.not.ok(timings.report().some((row) => row.phase === 'link check'));
});

test('the table: a header, a row a phase with its numbers, then how to read it', () => {
  const rows: PhaseTiming[] = [
    {
      phase: 'render',
      start: 10.4,
      end: 1200.6,
      time: 1190.2,
      rss: 300 * 2 ** 20,
      heap: 80 * 2 ** 20,
      peakRss: 310 * 2 ** 20,
    },
  ];
  const [header, render, ...notes] = formatTimings(rows).split('\n');
  assert.equal(header.split(/\s{2,}/), ['phase', 'start', 'end', 'time', 'RSS', 'heap', 'peak RSS']);
  assert.equal(render.split(/\s{2,}/), ['render', '10 ms', '1201 ms', '1190 ms', '300 MB', '80 MB', '310 MB']);
  assert.ok(notes.length > 0);
});

test('docs-build --timings prints every phase on stderr, overlapping ones honestly, and builds as without it', () => {
  const { specs, guides, dir } = project('valid', 3);
  const out = join(temporaryFolder('out-'), 'site');
  const args = ['--specs', specs, '--guides', guides, '--out', out, '--local', '--timings'];
  const json = runBin('docs-build.js', [...args, 'json'], dir, 120_000);
  assert.is(json.status, 0, json.stderr);
  assert.match(json.stdout, /^Built \d+ pages/);
  const rows = JSON.parse(json.stderr.split('\n').find((line) => line.startsWith('['))!) as PhaseTiming[];
  assert.equal(
    rows.map((row) => row.phase),
    [...PHASES, 'total'],
  );
  const of = Object.fromEntries(rows.map((row) => [row.phase, row]));
  // Pagefind indexes and the workers draw while the pages render.
  for (const name of ['search index', 'images'])
    assert.ok(of[name].start < of.render.end && of[name].end > of.render.start, `${name} overlaps render`);
  const table = runBin('docs-build.js', args, dir, 120_000);
  assert.is(table.status, 0, table.stderr);
  const lines = table.stderr.split('\n');
  assert.match(lines[0], /^phase\s+start\s+end\s+time\s+RSS\s+heap\s+peak RSS$/);
  for (const [i, name] of [...PHASES, 'total'].entries())
    assert.match(
      lines[i + 1],
      new RegExp(`^${name}\\s+\\d+ ms\\s+\\d+ ms\\s+\\d+ ms\\s+\\d+ MB\\s+\\d+ MB\\s+\\d+ MB$`),
    );
  const plain = runBin('docs-build.js', args.slice(0, -1), dir, 120_000);
  assert.is(plain.status, 0, plain.stderr);
  assert.not.match(plain.stderr, /^phase\s/m);
});

test.run();
