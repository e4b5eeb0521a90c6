import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchFolders } from '../../pipeline/watch-files.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

/** Watch `dir`; `next(check)` resolves with the first batch of changed paths that passes `check`. */
function watching(dir: string) {
  const batches: string[][] = [];
  let waiter: (() => void) | undefined;
  const stop = watchFolders([dir], (paths) => {
    batches.push(paths);
    waiter?.();
  });
  const next = (check: (paths: string[]) => boolean) =>
    new Promise<string[]>((resolve) => {
      const look = () => {
        const found = batches.find(check);
        if (found) resolve(found);
      };
      waiter = look;
      look();
    });
  return { stop, next, batches };
}

test('a file an editor renames over the old one is heard every time, not only the first', async () => {
  const dir = temporaryFolder('watch-files-');
  mkdirSync(join(dir, 'start'));
  const file = join(dir, 'start/one.md');
  writeFileSync(file, 'one');
  const watch = watching(dir);
  try {
    for (const round of [1, 2, 3]) {
      watch.batches.length = 0;
      writeFileSync(join(dir, 'start/.one.md.swp'), `round ${round}`);
      renameSync(join(dir, 'start/.one.md.swp'), file);
      const paths = await watch.next((p) => p.includes(file));
      assert.ok(paths.includes(file), `round ${round}`);
    }
  } finally {
    watch.stop();
  }
});

test('a folder made after watching began is watched too, and a burst of changes comes as one call', async () => {
  const dir = temporaryFolder('watch-files-');
  const watch = watching(dir);
  try {
    mkdirSync(join(dir, 'new'));
    await watch.next((p) => p.includes(join(dir, 'new')));
    watch.batches.length = 0;
    const files = ['a.md', 'b.md', 'c.md'].map((name) => join(dir, 'new', name));
    for (const file of files) writeFileSync(file, 'x');
    const paths = await watch.next((p) => files.every((file) => p.includes(file)));
    assert.equal(paths, [...paths].sort());
    rmSync(join(dir, 'new'), { recursive: true });
    const gone = await watch.next((p) => p.includes(join(dir, 'new')));
    assert.not.ok(gone.includes(join(dir, 'new', 'new')));
  } finally {
    watch.stop();
  }
});

test('a folder that does not exist is said, not thrown', () => {
  const problems: string[] = [];
  const stop = watchFolders([join(temporaryFolder('watch-files-'), 'missing')], () => {}, {
    failed: (error) => problems.push(error.message),
  });
  stop();
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^Cannot watch .*missing: /);
});

test.after(removeTemporaryFolders);
test.run();
