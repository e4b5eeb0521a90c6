import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Resvg } from '@resvg/resvg-js';
import { crc32 as zlibCrc32, deflateSync, inflateSync } from 'node:zlib';
import { adler32, baseImage, crc32, encodeOver, encodePng, filteredRows } from '../../renderer/server/png.ts';

/** Opaque RGBA pixels of a small image: every pixel a different colour. */
function pixels(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) bytes.set([(i * 37) & 255, (i * 91) & 255, (i * 13 + 7) & 255, 255], i * 4);
  return bytes;
}

test('CRC-32 matches zlib, for the check value and for arbitrary bytes', () => {
  assert.is(crc32(Buffer.from('123456789')), 0xcbf43926);
  const bytes = pixels(17, 5);
  assert.is(crc32(bytes), zlibCrc32(bytes) >>> 0);
});

test('the PNG is well formed: signature, chunks with correct CRCs, and the pixels back out of its data', () => {
  const rgba = pixels(7, 3);
  const png = encodePng(7, 3, rgba);
  assert.equal([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    assert.is(png.readUInt32BE(at + 8 + length), zlibCrc32(png.subarray(at + 4, at + 8 + length)) >>> 0, `${type} CRC`);
    chunks.push({ type, data });
    at += length + 12;
  }
  assert.equal(
    chunks.map((c) => c.type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  assert.equal(
    [chunks[0].data.readUInt32BE(0), chunks[0].data.readUInt32BE(4), ...chunks[0].data.subarray(8)],
    [7, 3, 8, 2, 0, 0, 0],
  );
  const rows = inflateSync(chunks[1].data);
  assert.is(rows.length, 3 * (7 * 3 + 1));
  const back = Buffer.concat([0, 1, 2].map((y) => rows.subarray(y * 22 + 1, (y + 1) * 22)));
  // Written as RGB: every pixel is opaque.
  assert.equal(
    [...back],
    [...rgba].filter((_, i) => i % 4 !== 3),
  );
});

test('another decoder (resvg, reading it as an image) sees the same pixels', () => {
  const rgba = pixels(4, 4);
  const href = `data:image/png;base64,${encodePng(4, 4, rgba).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="${href}" width="4" height="4" image-rendering="pixelated"/></svg>`;
  assert.equal([...new Resvg(svg).render().pixels], [...rgba]);
});

test('pixels of the wrong size are refused', () => {
  assert.throws(() => encodePng(4, 4, new Uint8Array(10)), /10 bytes is not 4×4 RGBA/);
});

test('Adler-32 matches the check value zlib gives', () => {
  assert.is(adler32(Buffer.from('Wikipedia')), 0x11e60398);
  const rows = Buffer.from(filteredRows(40, 30, pixels(40, 30)));
  const zlib = deflateSync(rows);
  assert.is(adler32(rows), zlib.readUInt32BE(zlib.length - 4));
});

test('a PNG drawn over a base compresses only the changed blocks of rows, and decodes to exactly the changed pixels', () => {
  const [width, height] = [9, 70];
  const base = baseImage(width, height, filteredRows(width, height, pixels(width, height)));
  const rows = Buffer.from(base.rows);
  const stride = width * 3 + 1;
  // Change bytes in the first row, in the middle and in the last row, keeping Adler-32's sums as og-text does.
  const sums = { a: 0, b: 0 };
  for (const y of [0, 33, 34, height - 1])
    for (const x of [0, 4, width - 1]) {
      const i = y * stride + 1 + x * 3;
      const after = (rows[i] + 101) & 255;
      sums.a += after - rows[i];
      sums.b = (((sums.b + (rows.length - i) * (after - rows[i])) % 65521) + 65521) % 65521;
      rows[i] = after;
    }
  const png = encodeOver(
    base,
    rows,
    [
      [0, 0],
      [33, 34],
      [height - 1, height - 1],
    ],
    sums,
  );
  const data = png.subarray(33 + 8, png.length - 12 - 4);
  // inflateSync checks the stream's Adler-32: a wrong sum fails here.
  assert.equal([...inflateSync(data)], [...rows]);
  // Unchanged, the drawing is the base itself.
  assert.equal([...inflateSync(encodeOver(base, base.rows, [], { a: 0, b: 0 }).subarray(41, -16))], [...base.rows]);
});

test.run();
