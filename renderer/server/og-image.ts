import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { TOOL_PAGES, type Compiled, type Document, type Site } from '../../compiler/types.ts';
import { escapeHtml, OG_IMAGE, ogImageRoute } from './html.ts';
import { startOgDrawing, type OgCard, type OgDrawer, type OgPlaced, type OgWork } from './og-drawing.ts';
import { copyInto, linkedSync, type OutputReuse } from './output-reuse.ts';

export type { OgCard, OgWork };
import { fontMetrics, type FontMetrics } from './og-font.ts';
import { encodePng } from './png.ts';

// Inter (SIL Open Font License 1.1), from @expo-google-fonts/inter: bundled, so every machine draws the same image.
const require = createRequire(import.meta.url);
const fonts = {
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
};
const resvgVersion = (require('@resvg/resvg-js/package.json') as { version: string }).version;

/**
 * Rendered images are kept here between builds, by a hash of their SVG, fonts and renderer;
 * `DOCS_OG_CACHE` names another folder (`npm run bench` times builds with an empty one).
 */
export const OG_CACHE_DIR =
  process.env.DOCS_OG_CACHE || fileURLToPath(new URL('../../node_modules/.cache/docs-og/', import.meta.url));

const MARGIN = 80;
/** The width the title, the subtitle and the name may take. */
export const TEXT_WIDTH = OG_IMAGE.width - 2 * MARGIN;
/** Title sizes from largest: the first at which the title fits in three lines wins; the last cuts it with an ellipsis. */
const TITLE_SIZES = [72, 60, 52];
const TITLE_LINES = 3;

/** The sharing image of every page that has its own: home, tools, documents and reference sections. */
export function ogCards({ site, documents }: Compiled): OgCard[] {
  return [...siteCards(site), ...documents.flatMap(documentCards)];
}

/** The cards of the pages no Document describes: home and the tools. */
export function siteCards(site: Pick<Site, 'title' | 'description'>): OgCard[] {
  return [
    { route: '/', title: site.title, subtitle: site.description },
    ...Object.values(TOOL_PAGES).map((tool) => ({ route: tool.route, title: tool.title, subtitle: tool.description })),
  ];
}

/** The cards of one Document: its own, and one for each section of a reference (each has a page). */
export function documentCards(document: Document): OgCard[] {
  return [
    { route: document.route, title: document.title, subtitle: document.description },
    ...(document.kind === 'guide'
      ? []
      : document.groups
          .flatMap((g) => g.sections)
          .map((section) => ({
            route: `${document.route}${section.slug}/`,
            title: section.title,
            subtitle: [document.title, document.version].filter(Boolean).join(' '),
          }))),
  ];
}

/** Sharing images being drawn: `done` settles when every one is written; `stop` ends the drawing at once. */
export interface OgDrawing {
  done: Promise<void>;
  stop(): Promise<void>;
}

/** Start writing the PNG of every card to `outDir` (at `ogImageRoute`), on worker threads (`startOgDrawing`). */
export function writeOgImages(cards: OgCard[], brand: string, outDir: string, cacheDir = OG_CACHE_DIR): OgDrawing {
  const drawer = startOgDrawing(outDir, cacheDir);
  drawer.add(cards, brand);
  const done = drawer.finish();
  // A build that fails first stops the drawing and never awaits `done`: its rejection must not end the process as unhandled.
  done.catch(() => {});
  return { done, stop: drawer.stop };
}

/** A build's drawer, with the hook `compile()` calls to hand it each Document's cards as soon as that is compiled. */
export interface BuildDrawing extends OgDrawer {
  onDocument(document: Document, site: Pick<Site, 'title'>): void;
}

/**
 * Start the sharing images of a build into `outDir`: its Documents' cards come as they are compiled,
 * the site's from `buildSite`; an image the previous site has the same (`reuse`) is linked from there.
 */
export function buildDrawing(outDir: string, cacheDir = OG_CACHE_DIR, reuse?: OutputReuse): BuildDrawing {
  const drawer = startOgDrawing(outDir, cacheDir, undefined, reuse);
  return { ...drawer, onDocument: (document, site) => drawer.add(documentCards(document), site.title) };
}

/**
 * Write the PNG of every card to `outDir`: linked from the previous site when its image there was made
 * from the same key, else copied from `cacheDir` when an identical image was drawn before (the copy
 * never passes through this process), else drawn with resvg and added to it. Returns what it placed.
 */
export async function drawOgImages({ cards, brand, outDir, cacheDir }: OgWork): Promise<OgPlaced> {
  const placed: OgPlaced = [];
  const { metrics, salt } = (drawing ??= drawingSetup());
  mkdirSync(cacheDir, { recursive: true });
  for (const card of cards) {
    const route = ogImageRoute(card.route);
    const file = join(outDir, route);
    // The image's id: what it is drawn from (the PNG encoder is the product version's, which the id is kept with).
    const id = `og:${createHash('sha256')
      .update(salt)
      .update(JSON.stringify([brand, card.title, card.subtitle]))
      .digest('hex')}`;
    mkdirSync(dirname(file), { recursive: true });
    // Linked before the card is laid out: measuring the text is most of what an image from the cache costs.
    if (card.earlier?.id === id && linkedSync(card.earlier.path, file)) {
      placed.push([route, id, true]);
      continue;
    }
    const svg = ogCardSvg(card, brand, metrics);
    const cached = join(cacheDir, `${createHash('sha256').update(salt).update(svg).digest('hex').slice(0, 32)}.png`);
    if (!existsSync(cached)) {
      const image = new Resvg(svg, {
        font: { fontFiles: [fonts.bold, fonts.regular], loadSystemFonts: false, defaultFontFamily: 'Inter' },
      }).render();
      // Every card is opaque (its background fills it), so resvg's premultiplied pixels are the colours themselves.
      // Written beside and renamed, so a build that stops halfway never leaves a broken image in the cache
      // (the thread in the name keeps two workers drawing the same card apart).
      const partial = `${cached}.${process.pid}.${threadId}.tmp`;
      writeFileSync(partial, encodePng(image.width, image.height, image.pixels));
      renameSync(partial, cached);
      // resvg's images hold some 6 MB each outside the JavaScript heap, freed by finalizers that Node
      // runs from the event loop: drawing 3,452 images in one synchronous loop reached 18 GB. Letting
      // the loop turn after each image (at no measurable cost) keeps it bounded (600 images: 3.9 GB to 0.4 GB).
      await new Promise(setImmediate);
    }
    copyInto(cached, file);
    placed.push([route, id, false]);
  }
  return placed;
}

/** The fonts' metrics and what the cache keys are salted with: read once a thread, as batches of cards come one after another. */
let drawing: { metrics: { bold: FontMetrics; regular: FontMetrics }; salt: string } | undefined;

function drawingSetup(): NonNullable<typeof drawing> {
  const fontBytes = { bold: readFileSync(fonts.bold), regular: readFileSync(fonts.regular) };
  return {
    metrics: { bold: fontMetrics(fontBytes.bold), regular: fontMetrics(fontBytes.regular) },
    salt: createHash('sha256').update(fontBytes.bold).update(fontBytes.regular).update(resvgVersion).digest('hex'),
  };
}

/** A card as SVG: the product's name at the top, the title wrapped to at most three lines, the subtitle at the foot. Text is escaped. */
export function ogCardSvg(card: OgCard, brand: string, metrics: { bold: FontMetrics; regular: FontMetrics }): string {
  const { size, lines } = layoutTitle(card.title, metrics.bold);
  const lineHeight = Math.round(size * 1.18);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${Math.round(top + i * lineHeight)}" font-size="${size}" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('');
  const subtitle = fitLine(card.subtitle, metrics.regular, 34, TEXT_WIDTH);
  const name = fitLine(brand, metrics.bold, 32, TEXT_WIDTH - 64);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 ${OG_IMAGE.width} ${OG_IMAGE.height}">` +
    `<rect width="1200" height="630" fill="#121417"/><rect width="1200" height="10" fill="#3ecf8e"/>` +
    `<rect x="${MARGIN}" y="70" width="44" height="44" rx="10" fill="#0a7a4f"/><path d="M${MARGIN + 12} 103V81h13a7.5 7.5 0 0 1 0 15h-6v7z" fill="#fff"/>` +
    `<g font-family="Inter" fill="#e6e8eb"><text x="${MARGIN + 64}" y="103" font-size="32" font-weight="700">${escapeHtml(name)}</text>${title}` +
    `<text x="${MARGIN}" y="550" font-size="34" fill="#a7adb5">${escapeHtml(subtitle)}</text></g></svg>`
  );
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
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
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
  let cut = text.length;
  while (cut > 0 && font.width(`${text.slice(0, cut).trimEnd()}…`) * size > width) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}
