/**
 * Advance widths of a TrueType font, read from its own tables (cmap format 4, hmtx), so the sharing
 * image's text can be wrapped and cut to the width resvg will draw it at. Kerning is left out: it
 * moves a line by a few pixels, and the layout keeps a margin.
 */
export interface FontMetrics {
  /** The width of `text` at a font size of 1. */
  width: (text: string) => number;
}

/** Read the metrics of a TrueType/OpenType font file with TrueType outlines. */
export function fontMetrics(font: Uint8Array): FontMetrics {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0, count = view.getUint16(4); i < count; i++) {
    const entry = 12 + 16 * i;
    tables.set(String.fromCharCode(...font.subarray(entry, entry + 4)), view.getUint32(entry + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The font has no '${tag}' table.`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metricsCount = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricsCount - 1));
  const glyphOf = cmapFormat4(view, table('cmap'));
  const cache = new Map<string, number>();
  const charWidth = (char: string) => {
    let width = cache.get(char);
    if (width === undefined) {
      const glyph = glyphOf(char.codePointAt(0)!);
      // A character the font lacks is drawn by resvg's fallback: count it as a wide letter.
      width = glyph ? advance(glyph) / unitsPerEm : 0.7;
      cache.set(char, width);
    }
    return width;
  };
  return { width: (text) => [...text].reduce((sum, char) => sum + charWidth(char), 0) };
}

/** The glyph of a code point from the font's Unicode BMP cmap subtable (platform 3, encoding 1, format 4); 0 when it has none. */
function cmapFormat4(view: DataView, cmap: number): (codePoint: number) => number {
  let subtable = -1;
  for (let i = 0, count = view.getUint16(cmap + 2); i < count; i++) {
    const record = cmap + 4 + 8 * i;
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1) subtable = cmap + view.getUint32(record + 4);
  }
  if (subtable < 0 || view.getUint16(subtable) !== 4) throw new Error('The font has no Unicode BMP cmap (format 4).');
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (codePoint) => {
    for (let s = 0; s < segments; s++) {
      if (view.getUint16(ends + 2 * s) < codePoint) continue;
      const start = view.getUint16(starts + 2 * s);
      if (start > codePoint) return 0;
      const delta = view.getUint16(deltas + 2 * s);
      const rangeOffset = view.getUint16(rangeOffsets + 2 * s);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + 2 * s + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
