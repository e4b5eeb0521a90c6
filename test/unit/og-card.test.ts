import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inflateSync } from 'node:zlib';
import { drawCard, referenceCard } from '../../renderer/server/og-card.ts';
import { drawingSetup } from '../../renderer/server/og-image.ts';
import { shape } from '../../renderer/server/og-text.ts';

const fonts = drawingSetup();
const BRAND = 'Docs & <Co>';

/** The RGB pixels of a PNG as our encoder writes it (8-bit RGB, unfiltered rows), read back with zlib. */
function pixels(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const data: Buffer[] = [];
  let [width, height] = [0, 0];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') {
      [width, height] = [png.readUInt32BE(at + 8), png.readUInt32BE(at + 12)];
      assert.equal([...png.subarray(at + 16, at + 21)], [8, 2, 0, 0, 0], '8-bit RGB, not interlaced');
    }
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  // inflateSync checks the stream's Adler-32 too.
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 3 + 1;
  assert.is(rows.length, stride * height);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    assert.is(rows[y * stride], 0, 'unfiltered rows');
    rgb.set(rows.subarray(y * stride + 1, (y + 1) * stride), y * width * 3);
  }
  return { width, height, rgb };
}

/** How a card drawn by `drawCard` differs from resvg's drawing of its whole SVG. */
function difference(title: string, subtitle: string) {
  const card = { route: '/x/', title, subtitle };
  const drawn = pixels(drawCard(card, BRAND, fonts));
  const reference = pixels(referenceCard(card, BRAND, fonts));
  assert.equal([drawn.width, drawn.height], [reference.width, reference.height]);
  let [largest, over32, total, inked] = [0, 0, 0, 0];
  for (let i = 0; i < drawn.rgb.length; i += 3) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(drawn.rgb[i + c] - reference.rgb[i + c]));
    largest = Math.max(largest, d);
    if (d > 32) over32++;
    total += d;
    // A pixel much lighter than the background: text, as resvg drew it.
    if (reference.rgb[i] > 100) inked++;
  }
  return { largest, over32, mean: total / (drawn.rgb.length / 3), inked, pixels: drawn.rgb.length / 3 };
}

const CASES: [string, string][] = [
  ['supabase start', 'CLI reference'],
  ['Create a signed upload URL for a file: from.createSignedUploadUrl()', 'Storage reference v2'],
  // Kerning and Inter's contextual forms (an arrow for ->, a raised hyphen between capitals, a raised colon between digits).
  ['AV To -> A-B 12:30 WAVE Type', 'LTAV yy jjj'],
  ['<script>alert("x")</script> & more', 'a <b> & "c" \'d\''],
  ['Ünïcödé façade naïve Åse — “quotes” ‘single’ € £ ¥', 'Ærø Łódź Šťastný Ő ő'],
  ['word '.repeat(80).trim(), 'x'.repeat(200)],
  ['supabase-' + 'x'.repeat(60), 'a/b_c.d'],
];

for (const [title, subtitle] of CASES)
  test(`a drawn card matches resvg's drawing of it, pixel by pixel within a small tolerance: ${title.slice(0, 40)}`, () => {
    const d = difference(title, subtitle);
    // Anti-aliasing differs at glyph edges (exact area here, supersampling in resvg), and glyphs sit
    // within 1/16 px of resvg's place: no pixel far off, few off by more than an eighth, and the text is there.
    assert.ok(d.largest <= 96, `largest difference ${d.largest}`);
    assert.ok(d.over32 <= d.pixels / 1000, `${d.over32} pixels differ by more than 32`);
    assert.ok(d.mean < 0.5, `mean difference ${d.mean}`);
    assert.ok(d.inked > 2000, `the reference has text (${d.inked} light pixels)`);
  });

test('a card whose text resvg lays out otherwise is drawn by resvg, as before: emoji, CJK, marks, other scripts, white space SVG collapses', () => {
  for (const [title, subtitle] of [
    ['Emoji 🚀 launch', 'ok'],
    ['日本語のタイトル', 'ok'],
    ['ok', 'Subtitle with 漢字'],
    ['e\u0301 combining', 'ok'],
    ['עברית', 'ok'],
    ['ok', 'tab\there'],
    ['ok', 'line\nbreak'],
    ['ok', 'two  spaces'],
    ['ok', ' leading space'],
  ]) {
    const card = { route: '/x/', title, subtitle };
    assert.ok(drawCard(card, BRAND, fonts).equals(referenceCard(card, BRAND, fonts)), `${title} / ${subtitle}`);
  }
});

test('text is shaped as resvg shapes it: kerning and contextual forms, and no shaping for what it would lay out otherwise', () => {
  const [av, plain] = [shape('AV', fonts.text.bold)!, shape('AH', fonts.text.bold)!];
  assert.ok(av[1].x < plain[1].x, 'AV is kerned closer than AH');
  assert.is(shape('a->b', fonts.text.bold)!.length, 3, 'the arrow is one glyph');
  for (const text of ['🚀', '日本', 'e\u0301', 'a\tb', 'a  b', ' a', 'a '])
    assert.is(shape(text, fonts.text.bold), undefined, text);
});

test('cards drawn one after another do not keep each other’s text: the same card draws the same bytes after any other', () => {
  const card = { route: '/x/', title: 'Short', subtitle: 'One' };
  const first = drawCard(card, BRAND, fonts);
  drawCard({ route: '/y/', title: 'A much longer title '.repeat(6), subtitle: 'Another line below it' }, BRAND, fonts);
  drawCard({ route: '/z/', title: 'Other brand', subtitle: 'x' }, 'Another Brand', fonts);
  assert.ok(drawCard(card, BRAND, fonts).equals(first));
});

test.run();
