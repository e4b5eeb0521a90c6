import * as hb from 'harfbuzzjs';
import { pathContours, rasterize, type Contour, type Mask } from './og-raster.ts';
import { ADLER, type AdlerSums } from './png.ts';

/**
 * A font to draw a sharing image's text with, without resvg: HarfBuzz shapes it (the same shaping
 * resvg's rustybuzz does: kerning, Inter's contextual forms such as `->` or `A-B`), and each glyph's
 * mask is rasterized once for each size and eighth of a pixel it is placed at.
 */
export interface TextFont {
  font: hb.Font;
  upem: number;
  outlines: Map<number, Contour[]>;
  masks: Map<string, Mask>;
}

/** The HarfBuzz that shapes the text: part of each image's key. */
export const SHAPER = `harfbuzz ${hb.versionString()}`;

/** Glyph positions are rounded to an eighth of a pixel: at most 1/16 px off, where resvg places them exactly. */
const PHASES = 8;

/** Read a font file for `shape` and `drawShaped`. */
export function textFont(bytes: Uint8Array): TextFont {
  const face = new hb.Face(new hb.Blob(bytes));
  return { font: new hb.Font(face), upem: face.upem, outlines: new Map(), masks: new Map() };
}

let buffer: hb.Buffer | undefined;

/** A line shaped: each glyph and its pen position in font units. */
export type Shaped = { glyph: number; x: number; y: number }[];

// Latin, its punctuation, currency and arrows: scripts Inter draws left to right, which resvg shapes as one run.
const PLAIN = /^[\u0020-\u007e\u00a0-\u024f\u2000-\u2027\u202f-\u205f\u20a0-\u20cf\u2100-\u21ff]*$/;

/**
 * `text` shaped with `font`, or undefined when resvg might draw it otherwise than one shaped run:
 * a character the font lacks (resvg looks for a fallback), combining marks, another script, or white
 * space that SVG collapses (tabs, line breaks, runs of spaces, spaces at either end).
 */
export function shape(text: string, font: TextFont): Shaped | undefined {
  if (!PLAIN.test(text) || /\s\s|^\s|\s$|[^\S ]/.test(text)) return undefined;
  // One buffer for every line: each would otherwise hold WebAssembly memory until a finalizer frees it.
  buffer ??= new hb.Buffer();
  buffer.clearContents();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const shaped: Shaped = [];
  let pen = 0;
  for (let i = 0; i < infos.length; i++) {
    if (infos[i].codepoint === 0) return undefined;
    shaped.push({ glyph: infos[i].codepoint, x: pen + positions[i].xOffset, y: positions[i].yOffset });
    pen += positions[i].xAdvance;
  }
  return shaped;
}

/**
 * Pixels being drawn on: RGB rows of `stride` bytes, each starting `offset` bytes in (a PNG row's
 * filter byte), and how far each change moved their Adler-32 (so the PNG need not read them all again).
 */
export interface Canvas {
  data: Uint8Array;
  width: number;
  height: number;
  stride: number;
  offset: number;
  sums: AdlerSums;
}

/**
 * Draw a shaped line in `color` (opaque RGB), its pen starting at `x` on the baseline `y`, blending
 * each glyph's coverage over what is there. Returns the rows it may have changed, `[first, last]`.
 */
export function drawShaped(
  canvas: Canvas,
  shaped: Shaped,
  font: TextFont,
  size: number,
  x: number,
  y: number,
  color: [number, number, number],
): [number, number] {
  const scale = size / font.upem;
  let [first, last] = [canvas.height, -1];
  for (const { glyph, x: gx, y: gy } of shaped) {
    // The pen in eighths of a pixel: the whole pixels place the mask, the eighths choose it.
    const eighths = Math.round((x + gx * scale) * PHASES);
    const whole = Math.floor(eighths / PHASES);
    const phase = eighths - whole * PHASES;
    const mask = glyphMask(font, glyph, size, phase);
    const top = y - Math.round(gy * scale) + mask.top;
    blend(canvas, mask, whole + mask.left, top, color);
    first = Math.min(first, Math.max(0, top));
    last = Math.max(last, Math.min(canvas.height - 1, top + mask.height - 1));
  }
  return [first, last];
}

function glyphMask(font: TextFont, glyph: number, size: number, phase: number): Mask {
  const key = `${glyph} ${size} ${phase}`;
  let mask = font.masks.get(key);
  if (!mask) {
    let outline = font.outlines.get(glyph);
    if (!outline) font.outlines.set(glyph, (outline = pathContours(font.font.glyphToPath(glyph))));
    font.masks.set(key, (mask = rasterize(outline, size / font.upem, phase / PHASES)));
  }
  return mask;
}

/**
 * Source-over of an opaque colour by the mask's coverage, clipped to the canvas. Each byte's change
 * is added to the Adler-32 sums as it is made (the hot loop of a card: kept to local numbers).
 */
function blend(canvas: Canvas, mask: Mask, left: number, top: number, [r, g, b]: [number, number, number]): void {
  const { data, width, height, stride, offset, sums } = canvas;
  const { alpha } = mask;
  const length = data.length;
  let [sumA, sumB] = [sums.a, sums.b];
  for (let my = Math.max(0, -top); my < mask.height && top + my < height; my++) {
    const row = (top + my) * stride + offset;
    let rowA = 0;
    let rowB = 0;
    for (let mx = Math.max(0, -left); mx < mask.width && left + mx < width; mx++) {
      const a = alpha[my * mask.width + mx];
      if (a === 0) continue;
      const i = row + 3 * (left + mx);
      const keep = 255 - a;
      // Written out per channel: destructuring arrays here costs a third of a card's time.
      const r0 = data[i];
      const g0 = data[i + 1];
      const b0 = data[i + 2];
      const dr = (((r * a + r0 * keep + 127) / 255) | 0) - r0;
      const dg = (((g * a + g0 * keep + 127) / 255) | 0) - g0;
      const db = (((b * a + b0 * keep + 127) / 255) | 0) - b0;
      data[i] = r0 + dr;
      data[i + 1] = g0 + dg;
      data[i + 2] = b0 + db;
      // Adler-32's second sum weighs each byte by the bytes from it to the end.
      const weight = length - i;
      rowA += dr + dg + db;
      rowB += weight * (dr + dg + db) - dg - 2 * db;
    }
    sumA += rowA;
    sumB = (sumB + rowB) % ADLER;
  }
  [sums.a, sums.b] = [sumA % ADLER, sumB];
}
