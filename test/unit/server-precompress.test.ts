import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../renderer/server/precompress.ts';

test('precompress writes a .br and a .gz beside each compressible file over 1 kB, and nothing for the rest', async () => {
  const out = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(out, 'reference/cli'), { recursive: true });
  mkdirSync(join(out, 'assets'));
  const page = '<p>A page long enough to be worth compressing.</p>\n'.repeat(100);
  const script = 'export const answer = 42;\n'.repeat(100);
  writeFileSync(join(out, 'reference/cli/index.html'), page);
  writeFileSync(join(out, 'assets/entry.js'), script);
  writeFileSync(join(out, 'assets/small.css'), 'body { margin: 0 }');
  writeFileSync(join(out, 'assets/image.png'), Buffer.alloc(4096));
  await precompress(out, ['/reference/cli/index.html', 'assets/entry.js', 'assets/small.css', 'assets/image.png']);
  for (const [file, content] of [
    ['reference/cli/index.html', page],
    ['assets/entry.js', script],
  ]) {
    assert.is(brotliDecompressSync(readFileSync(join(out, `${file}.br`))).toString(), content, file);
    assert.is(gunzipSync(readFileSync(join(out, `${file}.gz`))).toString(), content, file);
    assert.ok(
      statSync(join(out, `${file}.br`)).mtimeMs >= statSync(join(out, file)).mtimeMs,
      'no older than its file, or the server takes it for a stale copy',
    );
  }
  for (const file of ['assets/small.css', 'assets/image.png'])
    assert.not.ok(existsSync(join(out, `${file}.br`)) || existsSync(join(out, `${file}.gz`)), file);
  rmSync(out, { recursive: true });
});

test.run();
