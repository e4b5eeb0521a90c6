import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { TOOL_PAGES, type Compiled, type Document, type Site } from '../../compiler/types.ts';
import { ogImageRoute } from './html.ts';
import { drawCard, type CardFonts } from './og-card.ts';
import { startOgDrawing, type OgCard, type OgDrawer, type OgPlaced, type OgWork } from './og-drawing.ts';
import { fontMetrics } from './og-font.ts';
import { cardLines, ogCardSvg } from './og-layout.ts';
import { OG_FONTS, ogFontBytes, ogImageId, ogSalt } from './og-id.ts';
import { textFont } from './og-text.ts';
import { copyInto, linkedSync, type OutputReuse } from './output-reuse.ts';

export type { OgCard, OgWork };
export { layoutTitle, ogCardSvg, TEXT_WIDTH } from './og-layout.ts';

/**
 * Rendered images are kept here between builds, by a hash of their SVG, fonts and renderer;
 * `DOCS_OG_CACHE` names another folder (`npm run bench` times builds with an empty one).
 */
export const OG_CACHE_DIR =
  process.env.DOCS_OG_CACHE || fileURLToPath(new URL('../../node_modules/.cache/docs-og/', import.meta.url));

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
 * never passes through this process), else drawn (`drawCard`) and added to it. Returns what it placed.
 */
export async function drawOgImages({ cards, brand, outDir, cacheDir }: OgWork): Promise<OgPlaced> {
  const placed: OgPlaced = [];
  const setup = (drawing ??= drawingSetup());
  const { metrics, salt } = setup;
  mkdirSync(cacheDir, { recursive: true });
  for (const card of cards) {
    const route = ogImageRoute(card.route);
    const file = join(outDir, route);
    const id = ogImageId(salt, brand, card);
    mkdirSync(dirname(file), { recursive: true });
    // Linked before the card is laid out: measuring the text is most of what an image from the cache costs.
    if (card.earlier?.id === id && linkedSync(card.earlier.path, file)) {
      placed.push([route, id, true]);
      continue;
    }
    // Laid out once: the lines make the cache key (as SVG) and the drawing.
    const lines = cardLines(card, metrics);
    const svg = ogCardSvg(card, brand, metrics, lines);
    const cached = join(cacheDir, `${createHash('sha256').update(salt).update(svg).digest('hex').slice(0, 32)}.png`);
    if (!existsSync(cached)) {
      // Written beside and renamed, so a build that stops halfway never leaves a broken image in the cache
      // (the thread in the name keeps two workers drawing the same card apart).
      const partial = `${cached}.${process.pid}.${threadId}.tmp`;
      writeFileSync(partial, drawCard(card, brand, setup, lines));
      renameSync(partial, cached);
      // resvg's images (a card drawn whole, or a brand's fixed parts) hold some 6 MB each outside the
      // JavaScript heap, freed by finalizers that Node runs from the event loop: drawing 3,452 images in
      // one synchronous loop reached 18 GB. Letting the loop turn after each image keeps it bounded.
      await new Promise(setImmediate);
    }
    copyInto(cached, file);
    placed.push([route, id, false]);
  }
  return placed;
}

/** The fonts (metrics, shaping) and what the cache keys are salted with: read once a thread, as batches of cards come one after another. */
let drawing: (CardFonts & { salt: string }) | undefined;

/** Read the fonts a thread draws cards with. */
export function drawingSetup(): CardFonts & { salt: string } {
  const fontBytes = ogFontBytes();
  return {
    files: OG_FONTS,
    metrics: { bold: fontMetrics(fontBytes.bold), regular: fontMetrics(fontBytes.regular) },
    text: { bold: textFont(fontBytes.bold), regular: textFont(fontBytes.regular) },
    salt: ogSalt(fontBytes),
  };
}
