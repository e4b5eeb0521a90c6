import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontMetrics } from '../../renderer/server/og-font.ts';
import { layoutTitle, ogCardSvg, TEXT_WIDTH, writeOgImages } from '../../renderer/server/og-image.ts';
import { pngSize } from '../helpers/png.ts';

const require = createRequire(import.meta.url);
const bold = fontMetrics(readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')));
const regular = fontMetrics(readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')));
const metrics = { bold, regular };

test('font metrics: wider text measures wider, and a space is narrower than a letter', () => {
  assert.ok(bold.width('WWW') > bold.width('iii'));
  assert.ok(bold.width(' ') < bold.width('a'));
  assert.ok(Math.abs(bold.width('ab') - (bold.width('a') + bold.width('b'))) < 1e-9);
  assert.ok(bold.width('M') > 0.5 && bold.width('M') < 1.2, `an M is about an em wide at size 1: ${bold.width('M')}`);
});

test('a short title stays on one line at the largest size', () => {
  const { size, lines } = layoutTitle('supabase start', bold);
  assert.equal(lines, ['supabase start']);
  assert.is(size, 72);
});

test('a long title wraps into at most three lines, each within the width, with every word kept', () => {
  const title = 'Create a signed upload URL for a file in a bucket: from.createSignedUploadUrl()';
  const { size, lines } = layoutTitle(title, bold);
  assert.ok(lines.length > 1 && lines.length <= 3, lines.join(' / '));
  for (const line of lines) assert.ok(bold.width(line) * size <= TEXT_WIDTH, `${line} is too wide at ${size}`);
  assert.is(lines.join(' ').replace(/\s+/g, ''), title.replace(/\s+/g, ''));
});

test('a title too long for three lines is cut with an ellipsis, and a word wider than a line is broken', () => {
  const { size, lines } = layoutTitle('word '.repeat(80).trim(), bold);
  assert.is(lines.length, 3);
  assert.ok(lines[2].endsWith('…'), lines[2]);
  for (const line of lines) assert.ok(bold.width(line) * size <= TEXT_WIDTH, line);
  const long = layoutTitle('supabase-' + 'x'.repeat(60), bold);
  for (const line of long.lines) assert.ok(bold.width(line) * long.size <= TEXT_WIDTH, line);
  assert.is(long.lines[0], 'supabase-', 'broken after the hyphen');
});

test('a title or subtitle of thousands of characters is cut in a few measures a line, not one a character', () => {
  let measures = 0;
  // Measuring a character at a time took 20 s for this title: the font gives up long before that.
  const counted = {
    width: (text: string) => {
      if (++measures > 100_000) throw new Error('too many measures');
      return bold.width(text);
    },
  };
  const { size, lines } = layoutTitle('x'.repeat(3000), counted);
  assert.is(lines.length, 3);
  assert.ok(lines[2].endsWith('…'), lines[2]);
  for (const line of lines) assert.ok(bold.width(line) * size <= TEXT_WIDTH, line);
  // Each full line is as long as fits: one more character would not.
  assert.ok(bold.width(lines[0] + 'x') * size > TEXT_WIDTH);
  const svg = ogCardSvg({ route: '/', title: 'T', subtitle: 'y '.repeat(3000) }, 'Docs', {
    bold: counted,
    regular: counted,
  });
  assert.match(svg, /y…<\/text>/);
});

test('card text is escaped', () => {
  const svg = ogCardSvg(
    { route: '/', title: '<script>alert("x")</script> & more', subtitle: '<b>' },
    'Docs & co',
    metrics,
  );
  assert.not.match(svg, '<script>');
  assert.not.match(svg, '<b>');
  assert.match(svg, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  assert.match(svg, 'Docs &amp; co');
});

test('sharing images are 1200×630 PNGs drawn on a worker, copied from the cache when the same card was drawn before', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
  const out = () => mkdtempSync(join(tmpdir(), 'og-out-'));
  const cards = [{ route: '/reference/cli/supabase-start/', title: 'supabase start', subtitle: 'CLI reference' }];
  const first = out();
  await writeOgImages(cards, 'Docs', first, cache).done;
  const file = (dir: string) => readFileSync(join(dir, 'og/reference/cli/supabase-start.png'));
  assert.equal(pngSize(file(first)), { width: 1200, height: 630 });
  const cached = readdirSync(cache);
  assert.is(cached.length, 1);
  // Mark the cached file: a second build copies the marked bytes instead of drawing again.
  writeFileSync(join(cache, cached[0]), 'from the cache');
  const second = out();
  await writeOgImages(cards, 'Docs', second, cache).done;
  assert.is(file(second).toString(), 'from the cache');
  // Another title or another product name is another image.
  await writeOgImages([{ ...cards[0], title: 'supabase stop' }], 'Docs', out(), cache).done;
  await writeOgImages(cards, 'Other Docs', out(), cache).done;
  assert.is(readdirSync(cache).length, 3);
});

test('a failure to write the images rejects with the reason, and stop ends the worker', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
  // The output "folder" is a file, so no image can be written under it.
  const blocked = join(mkdtempSync(join(tmpdir(), 'og-out-')), 'file');
  writeFileSync(blocked, '');
  const cards = [{ route: '/x/', title: 'x', subtitle: 'y' }];
  await writeOgImages(cards, 'Docs', blocked, cache).done.then(
    () => assert.unreachable('it should fail'),
    (error: Error) => assert.match(error.message, /^Drawing the sharing images failed: .*ENOTDIR/),
  );
  const many = Array.from({ length: 500 }, (_, i) => ({ route: `/p${i}/`, title: `Page ${i}`, subtitle: 's' }));
  const drawing = writeOgImages(many, 'Docs', mkdtempSync(join(tmpdir(), 'og-out-')), cache);
  await drawing.stop();
  await drawing.done.then(
    () => assert.unreachable('a stopped drawing does not finish'),
    (error: Error) => assert.match(error.message, /stopped/),
  );
});

test.run();
