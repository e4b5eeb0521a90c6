import { Resvg } from '@resvg/resvg-js';
import { OG_IMAGE } from './html.ts';
import type { OgCard } from './og-drawing.ts';
import { backgroundSvg, cardLines, ogCardSvg, type CardMetrics } from './og-layout.ts';
import { baseImage, encodeOver, encodePng, filteredRows, rowBytes, type BaseImage } from './png.ts';
import { drawShaped, shape, type Canvas, type TextFont } from './og-text.ts';

/** What a thread draws cards with: the fonts' files (for resvg), their metrics and their shaping. */
export interface CardFonts {
  files: { bold: string; regular: string };
  metrics: CardMetrics;
  text: { bold: TextFont; regular: TextFont };
}

const { width, height }: { width: number; height: number } = OG_IMAGE;
const STRIDE = rowBytes(width);

/** The card's fixed parts as PNG rows (drawn by resvg once a brand), and the rows the last card drew over. */
let base: { brand: string; image: BaseImage } | undefined;
let canvas: Canvas | undefined;
let dirty: [number, number][] = [];

/**
 * A card as PNG (its lines laid out by `cardLines`, given when they are already). The fixed parts are drawn once, by resvg; each card's lines are shaped by HarfBuzz
 * and their glyphs blended over a copy of those rows (the rows the last card changed are put back),
 * about a tenth of what resvg takes for the whole card. A card whose text resvg might lay out
 * otherwise (see `shape`) is drawn whole by resvg, as the reference drawing.
 */
export function drawCard(card: OgCard, brand: string, fonts: CardFonts, laid = cardLines(card, fonts.metrics)): Buffer {
  const lines = laid.map((line) => {
    const font = line.bold ? fonts.text.bold : fonts.text.regular;
    return { ...line, font, shaped: shape(line.text, font) };
  });
  if (lines.some((line) => !line.shaped)) return referenceCard(card, brand, fonts, laid);
  const { image, target } = prepared(brand, fonts);
  // Until every line is drawn, any row may differ from the base: a failure halfway leaves the next card a whole copy.
  dirty = [[0, height - 1]];
  dirty = lines.map(({ shaped, font, size, x, y, color }) => drawShaped(target, shaped!, font, size, x, y, rgb(color)));
  return encodeOver(image, target.data, dirty, target.sums);
}

/** The card drawn whole by resvg: what `drawCard` matches, and draws itself when it cannot. */
export function referenceCard(
  card: OgCard,
  brand: string,
  fonts: CardFonts,
  laid = cardLines(card, fonts.metrics),
): Buffer {
  return encodePng(width, height, render(ogCardSvg(card, brand, fonts.metrics, laid), fonts));
}

/** The canvas holding the brand's fixed parts only: rows drawn over by the last card are copied back. */
function prepared(brand: string, fonts: CardFonts): { image: BaseImage; target: Canvas } {
  if (base?.brand !== brand) {
    const pixels = render(backgroundSvg(brand, fonts.metrics), fonts);
    base = { brand, image: baseImage(width, height, filteredRows(width, height, pixels)) };
    dirty = [[0, height - 1]];
  }
  canvas ??= { data: Buffer.alloc(STRIDE * height), width, height, stride: STRIDE, offset: 1, sums: { a: 0, b: 0 } };
  for (const [first, last] of dirty)
    if (first <= last) base.image.rows.copy(canvas.data, first * STRIDE, first * STRIDE, (last + 1) * STRIDE);
  canvas.sums = { a: 0, b: 0 };
  return { image: base.image, target: canvas };
}

function render(svg: string, fonts: CardFonts): Uint8Array {
  const image = new Resvg(svg, {
    font: { fontFiles: [fonts.files.bold, fonts.files.regular], loadSystemFonts: false, defaultFontFamily: 'Inter' },
  }).render();
  // Every card is opaque (its background fills it), so resvg's premultiplied pixels are the colours themselves.
  return image.pixels;
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}
