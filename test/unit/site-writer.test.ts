import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteWriter } from '../../renderer/server/site-writer.ts';

test('writes every file, far more than are in flight at once, with its folders; big files get compressed copies', async () => {
  const out = mkdtempSync(join(tmpdir(), 'writer-'));
  const { write, close } = siteWriter(out);
  for (let i = 0; i < 200; i++) await write(`/guides/g${i % 7}/p${i}/index.html`, `<p>${i}</p>`);
  const big = `<p>${'x'.repeat(100 * 1024)}</p>`;
  await write('/assets/big.html', big);
  await close();
  for (let i = 0; i < 200; i++)
    assert.is(readFileSync(join(out, `guides/g${i % 7}/p${i}/index.html`), 'utf8'), `<p>${i}</p>`);
  assert.is(readFileSync(join(out, 'assets/big.html'), 'utf8'), big);
  assert.ok(existsSync(join(out, 'assets/big.html.br')) && existsSync(join(out, 'assets/big.html.gz')));
  assert.not.ok(existsSync(join(out, 'guides/g0/p0/index.html.gz')), 'small files are not precompressed');
});

test('a write that fails on the disk is thrown, by a later write or by close', async () => {
  const out = mkdtempSync(join(tmpdir(), 'writer-'));
  const { write, close } = siteWriter(out);
  await write('/taken/index.html', 'a folder now');
  // A file where a folder already is: the disk refuses it after write() has returned.
  await write('/taken', 'a file');
  let thrown: unknown;
  try {
    for (let i = 0; i < 100; i++) await write(`/more/${i}.html`, 'x');
    await close();
  } catch (error) {
    thrown = error;
  }
  assert.match(String(thrown), 'EISDIR');
});

test.run();
