import { escapeHtml, OG_IMAGE } from './html.ts';
import type { OgCard } from './og-drawing.ts';
import type { FontMetrics } from './og-font.ts';

const MARGIN = 80;
/** The width the title, the subtitle and the name may take. */
export const TEXT_WIDTH = OG_IMAGE.width - 2 * MARGIN;
/** Title sizes from largest: the first at which the title fits in three lines wins; the last cuts it with an ellipsis. */
const TITLE_SIZES = [72, 60, 52];
const TITLE_LINES = 3;

/** One line of a card's text: where its baseline starts, its size, weight and colour. */
export interface CardLine {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  color: string;
}

/** The fonts' metrics that a card is laid out by. */
export type CardMetrics = { bold: FontMetrics; regular: FontMetrics };

const TEXT_COLOR = '#e6e8eb';

/** The lines that vary from card to card: the title wrapped to at most three lines, and the subtitle at the foot. */
export function cardLines(card: OgCard, metrics: CardMetrics): CardLine[] {
  const { size, lines } = layoutTitle(card.title, metrics.bold);
  const lineHeight = Math.round(size * 1.18);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  return [
    ...lines.map((text, i) => ({
      text,
      x: MARGIN,
      y: Math.round(top + i * lineHeight),
      size,
      bold: true,
      color: TEXT_COLOR,
    })),
    {
      text: fitLine(card.subtitle, metrics.regular, 34, TEXT_WIDTH),
      x: MARGIN,
      y: 550,
      size: 34,
      bold: false,
      color: '#a7adb5',
    },
  ];
}

/** The same for every card of a site: background, bar, logo and the product's name. */
function fixedParts(brand: string, metrics: CardMetrics): string {
  const name = fitLine(brand, metrics.bold, 32, TEXT_WIDTH - 64);
  return (
    `<rect width="1200" height="630" fill="#121417"/><rect width="1200" height="10" fill="#3ecf8e"/>` +
    `<rect x="${MARGIN}" y="70" width="44" height="44" rx="10" fill="#0a7a4f"/><path d="M${MARGIN + 12} 103V81h13a7.5 7.5 0 0 1 0 15h-6v7z" fill="#fff"/>` +
    `<text x="${MARGIN + 64}" y="103" font-family="Inter" font-size="32" font-weight="700" fill="${TEXT_COLOR}">${escapeHtml(name)}</text>`
  );
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 ${OG_IMAGE.width} ${OG_IMAGE.height}">`;

/** A site's cards without their lines, as SVG: drawn once, the lines are drawn over it. */
export function backgroundSvg(brand: string, metrics: CardMetrics): string {
  return `${svgOpen}${fixedParts(brand, metrics)}</svg>`;
}

/** A card as SVG (its lines as `cardLines` lays them out): the product's name at the top, the title wrapped to at most three lines, the subtitle at the foot. Text is escaped. */
export function ogCardSvg(card: OgCard, brand: string, metrics: CardMetrics, laid = cardLines(card, metrics)): string {
  const lines = laid.map(
    ({ text, x, y, size, bold, color }) =>
      `<text x="${x}" y="${y}" font-family="Inter" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${color}">${escapeHtml(text)}</text>`,
  );
  return `${svgOpen}${fixedParts(brand, metrics)}${lines.join('')}</svg>`;
}
/** The title's size and lines: the largest size at which it fits in three lines, else the smallest, its last line cut with an ellipsis. */
export function layoutTitle(title: string, font: FontMetrics): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrap(title, font, size, TEXT_WIDTH);
    if (lines.length <= TITLE_LINES) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  const lines = wrap(title, font, size, TEXT_WIDTH);
  return {
    size,
    lines: [
      ...lines.slice(0, TITLE_LINES - 1),
      fitLine(lines.slice(TITLE_LINES - 1).join(' '), font, size, TEXT_WIDTH),
    ],
  };
}

/** Greedy word wrap by measured width; a word wider than a line is broken, after a `-`, `_`, `/` or `.` when it has one. */
function wrap(text: string, font: FontMetrics, size: number, width: number): string[] {
  const fits = (line: string) => font.width(line) * size <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    if (fits(line ? `${line} ${word}` : word)) {
      line = line ? `${line} ${word}` : word;
      continue;
    }
    if (line) lines.push(line);
    while (!fits(word)) {
      let cut = longest(1, word.length - 1, (n) => fits(word.slice(0, n)));
      const soft = Math.max(...['-', '_', '/', '.'].map((c) => word.lastIndexOf(c, cut - 1)));
      if (soft > 0) cut = soft + 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  return line ? [...lines, line] : lines;
}

/** `text` on one line of `width`, cut at a character with an ellipsis when it is wider. */
function fitLine(text: string, font: FontMetrics, size: number, width: number): string {
  if (font.width(text) * size <= width) return text;
  const cut = longest(0, text.length, (n) => font.width(`${text.slice(0, n).trimEnd()}…`) * size <= width);
  return `${text.slice(0, cut).trimEnd()}…`;
}

/**
 * The largest `n` from `least` to `most` for which `fits(n)` holds, else `least`, where a prefix of
 * `n` characters fits if a longer one does (widths only add up). By halves: cutting a word of a few
 * thousand characters a character at a time took seconds a line.
 */
function longest(least: number, most: number, fits: (n: number) => boolean): number {
  let [low, high] = [least, most];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}
