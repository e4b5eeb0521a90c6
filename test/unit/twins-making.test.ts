// The twins of a build are made on a worker thread (or taken from the cache) and come out as
// markdownFiles makes them on this thread.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { compile } from '../../compiler/index.ts';
import { markdownFiles } from '../../renderer/server/llms.ts';
import type { PageCache } from '../../renderer/server/render-cache.ts';
import { startTwins, type MarkdownFile } from '../../renderer/server/twins.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { compiled } = await compile(join(root, 'specs'), join(root, 'guides'));
if (!compiled) throw new Error('the real site does not compile');

/** A store in memory that counts what it was asked for and given. */
function memoryStore(): PageCache & { gets: number; sets: number } {
  const entries = new Map<string, unknown>();
  return {
    gets: 0,
    sets: 0,
    get<T>(key: string) {
      this.gets++;
      return structuredClone(entries.get(key)) as T | undefined;
    },
    set(key, value) {
      this.sets++;
      entries.set(key, structuredClone(value));
    },
  };
}

/** The files with their texts, as written. */
const texts = (files: MarkdownFile[]) =>
  Promise.all(
    files.map(async ([route, content]) => [
      route,
      typeof content === 'string' ? content : Buffer.from(await content.make()).toString(),
    ]),
  );

test("the real site's twins, made on a worker thread, are the ones made on this thread, in the same order", async () => {
  const made = await texts(await startTwins(compiled).files);
  assert.equal(made, markdownFiles(compiled));
  assert.ok(made.length > 400, 'a twin for every page with one, and the llms files');
});

test('twins are kept in the cache, and a build whose documents did not change takes them all from it', async () => {
  const store = memoryStore();
  const first = await texts(await startTwins(compiled, store).files);
  const written = store.sets;
  assert.ok(written > 0 && written <= 16 + 64 + 1, `the twins in a few entries, not one a file: ${written}`);
  const again = await texts(await startTwins(compiled, store).files);
  assert.is(store.sets, written + 1, "nothing new to keep but llms-full.txt's parts, kept when it is made");
  assert.equal(again, first);
  const changed = {
    ...compiled,
    documents: compiled.documents.map((d, i) => (i === 0 ? { ...d, title: 'Changed' } : d)),
  };
  const third = await texts(await startTwins(changed, store).files);
  // The ids' bucket the old key leaves and the one the new key joins, the new texts' bucket, llms-full.txt's parts.
  assert.is(store.sets, written + 1 + 4, "the changed document's ids and texts, and llms-full.txt's parts");
  assert.equal(third, markdownFiles(changed));
});

test('a twins worker stopped before it finished ends its files with an error, never with half of them', async () => {
  const making = startTwins(compiled);
  await making.stop();
  const outcome = await making.files.then(
    () => 'files',
    (error: Error) => error.message,
  );
  assert.match(outcome, /stopped/);
});

test.run();
