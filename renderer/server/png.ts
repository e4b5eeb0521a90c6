import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A PNG of opaque RGBA pixels (`width × height × 4` bytes, rows top to bottom), written as RGB (every
 * pixel is opaque, so the alpha channel is left out: a quarter less to compress and store), with no
 * row filter and quick compression: for a sharing image, mostly flat colour with text, this is several
 * times quicker than resvg's own encoder.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return encodeRows(width, height, filteredRows(width, height, rgba));
}

/** The bytes of one PNG row of `width` RGB pixels, its filter type first. */
export function rowBytes(width: number): number {
  return width * 3 + 1;
}

/**
 * The rows of a PNG image: each row's RGB after its filter type, 0 (none). The buffer is reused (copy
 * what is kept): images come one after another, and a fresh 3 MB each time kept the collector busy
 * (9 ms an image became 20 ms).
 */
export function filteredRows(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4)
    throw new Error(`encodePng: ${rgba.length} bytes is not ${width}×${height} RGBA`);
  const stride = rowBytes(width);
  const size = stride * height;
  if (rowBuffer.length < size) rowBuffer = Buffer.alloc(size);
  const rows = rowBuffer.subarray(0, size);
  const packed = width % 4 === 0 && rgba.byteOffset % 4 === 0 && new Uint32Array(width * 0.75);
  const words = packed && new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const packedBytes = packed && new Uint8Array(packed.buffer);
  for (let y = 0; y < height; y++) {
    rows[y * stride] = 0;
    if (packed && words && packedBytes) {
      packRow(words, y * width, packed);
      rows.set(packedBytes, y * stride + 1);
    } else
      for (let x = 0, from = y * width * 4, to = y * stride + 1; x < width; x++, from += 4, to += 3) {
        rows[to] = rgba[from];
        rows[to + 1] = rgba[from + 1];
        rows[to + 2] = rgba[from + 2];
      }
  }
  return rows;
}

/**
 * One row of little-endian RGBA words as RGB, four pixels into three words at a time: a byte at a
 * time took 3.4 ms an image, more than compressing it.
 */
function packRow(words: Uint32Array, from: number, out: Uint32Array): void {
  for (let i = from, o = 0; o < out.length; i += 4, o += 3) {
    const p1 = words[i + 1];
    const p2 = words[i + 2];
    out[o] = (words[i] & 0xffffff) | (p1 << 24);
    out[o + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
    out[o + 2] = ((p2 >>> 16) & 0xff) | (words[i + 3] << 8);
  }
}

/** A PNG of RGB rows, each already led by its filter type (`filteredRows`), compressed at deflate level 3. */
export function encodeRows(width: number, height: number, rows: Uint8Array): Buffer {
  if (rows.length !== rowBytes(width) * height)
    throw new Error(`encodeRows: ${rows.length} bytes is not ${height} rows of ${width} RGB pixels`);
  return png(width, height, deflateSync(rows, { level: 3 }));
}

/** The PNG file of RGB rows compressed into the zlib stream `data`. */
function png(width: number, height: number, data: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

let rowBuffer = Buffer.alloc(0);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk: its length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** CRC-32 (ISO 3309, as PNG uses), by table. */
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** The CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** Rows compressed apart, so that a block of rows that is the same as the base image's is not compressed again. */
const BLOCK_ROWS = 16;
/** The modulus of Adler-32's sums. */
export const ADLER = 65521;

/** An image that others are drawn over: its PNG rows (`filteredRows`), their Adler-32, and each block of rows compressed. */
export interface BaseImage {
  width: number;
  height: number;
  rows: Buffer;
  adler: number;
  blocks: Buffer[];
}

/** Prepare `rows` (a copy is kept) as the base of `encodeOver`. */
export function baseImage(width: number, height: number, rows: Uint8Array): BaseImage {
  const own = Buffer.from(rows);
  const stride = rowBytes(width);
  const blocks = [];
  // Compressed hard: once a thread and base, and part of every image.
  for (let y = 0; y < height; y += BLOCK_ROWS)
    blocks.push(deflateBlock(own.subarray(y * stride, Math.min(height, y + BLOCK_ROWS) * stride), 9));
  return { width, height, rows: own, adler: adler32(own), blocks };
}

/**
 * A PNG of `rows`, which differ from the base's only within `changed` (ranges of rows, first and
 * last) and whose Adler-32 differs from the base's by `sums` (see `adlerSums`). Only the blocks of rows
 * that changed are compressed: the zlib stream is the blocks one after another, each ended by a sync
 * flush (so they join at a byte), then an empty final block.
 */
export function encodeOver(base: BaseImage, rows: Uint8Array, changed: [number, number][], sums: AdlerSums): Buffer {
  const stride = rowBytes(base.width);
  const count = base.blocks.length;
  const touched = new Array<boolean>(count).fill(false);
  for (const [first, last] of changed)
    for (let b = Math.floor(first / BLOCK_ROWS); b <= Math.floor(last / BLOCK_ROWS) && b < count; b++)
      touched[b] = true;
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let b = 0; b < count;) {
    if (!touched[b]) parts.push(base.blocks[b++]);
    else {
      let end = b;
      while (end < count && touched[end]) end++;
      const from = b * BLOCK_ROWS * stride;
      const to = Math.min(base.height, end * BLOCK_ROWS) * stride;
      parts.push(deflateBlock(Buffer.from(rows.buffer, rows.byteOffset + from, to - from)));
      b = end;
    }
  }
  const a = mod((base.adler & 0xffff) + sums.a);
  const b = mod((base.adler >>> 16) + sums.b);
  const trailer = Buffer.alloc(9);
  trailer.set([0x01, 0x00, 0x00, 0xff, 0xff]); // an empty stored block, the last
  trailer.writeUInt32BE(((b << 16) | a) >>> 0, 5);
  parts.push(trailer);
  return png(base.width, base.height, Buffer.concat(parts));
}

/** How much an image's Adler-32 sums moved as bytes were changed: `a` by each byte's change, `b` by it times the bytes from there to the end. */
export interface AdlerSums {
  a: number;
  b: number;
}

function mod(n: number): number {
  return ((n % ADLER) + ADLER) % ADLER;
}

function deflateBlock(bytes: Buffer, level = 1): Buffer {
  // Level 1: a card's changed rows in 1.2 ms where level 3 takes 1.7, for 7 % more bytes.
  return deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

/** Adler-32 (RFC 1950), the checksum a zlib stream ends with. */
export function adler32(bytes: Uint8Array): number {
  let [a, b] = [1, 0];
  for (let i = 0; i < bytes.length;) {
    // 5552 bytes is the most that can be summed before the sums must be reduced (zlib's NMAX).
    for (const end = Math.min(bytes.length, i + 5552); i < end; i++) {
      a += bytes[i];
      b += a;
    }
    [a, b] = [a % ADLER, b % ADLER];
  }
  return ((b << 16) | a) >>> 0;
}
