import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { cacheKey, cacheStore } from '../../pipeline/cache-store.ts';
import { cacheWriter } from '../../pipeline/cache-writer.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

test('entries handed to the writer thread are whole once it is closed, and read back as they were given', async () => {
  const dir = temporaryFolder('cache-writer-');
  const writer = cacheWriter();
  const store = cacheStore(dir, writer);
  const values = Array.from({ length: 50 }, (_, i) => ({ route: `/guides/${i}/`, html: `<p>${'é"<'.repeat(i)}</p>` }));
  values.forEach((value, i) => store.set(cacheKey(String(i)), value));
  await writer.close();
  const reader = cacheStore(dir);
  assert.equal(
    values.map((_, i) => reader.get(cacheKey(String(i)))),
    values,
  );
  assert.equal(
    readdirSync(dir).filter((name) => !name.endsWith('.json')),
    [],
    'nothing half-written is left',
  );
});

test('a closed writer writes nothing more, and a writer given nothing starts no thread and closes at once', async () => {
  const idle = cacheWriter();
  await idle.close();
  const dir = temporaryFolder('cache-writer-');
  const writer = cacheWriter();
  const store = cacheStore(dir, writer);
  store.set(cacheKey('kept'), 1);
  await writer.close();
  store.set(cacheKey('late'), 2);
  await writer.close();
  assert.is(cacheStore(dir).get(cacheKey('kept')), 1);
  assert.is(cacheStore(dir).get(cacheKey('late')), undefined);
});

test('a value a structured clone cannot copy is kept as JSON would keep it, not a failed build', async () => {
  const dir = temporaryFolder('cache-writer-');
  const writer = cacheWriter();
  const store = cacheStore(dir, writer);
  store.set(cacheKey('first'), 0);
  store.set(cacheKey('odd'), { kept: 1, dropped: () => 2 });
  await writer.close();
  assert.equal(cacheStore(dir).get(cacheKey('odd')), { kept: 1 });
});

test.run();
