import { sharedFile, type Page } from './shared-file.ts';

/**
 * A run of consecutive sections written as one static file (`/assets/reference-<doc>-<n>-<hash>.html`),
 * fetched by a reference page when the reader comes near them: the unit a light page builds at once.
 */
export interface Chunk extends Page {
  /** The slugs of its sections, in order. */
  slugs: string[];
  /** Each section's estimated height in CSS pixels on a wide screen: the room its placeholder keeps. */
  heights: number[];
}

/**
 * The elements a chunk holds at most (a section larger than that is a chunk alone): building one is a
 * short task, and the index, which carries its first chunk, stays well under 4,000 elements on load.
 */
export const CHUNK_ELEMENTS = 1200;

/**
 * Pixels per byte of a section's HTML on a 1,280 px wide screen: the mean over the site's own
 * references (0.07 for a function, mostly tabs of code hidden until chosen, to 0.22 for a CLI command,
 * mostly prose and flags). One figure for every kind, so no kind is named outside its folder. The
 * reserve is an estimate: scroll anchoring absorbs the difference when a section above the view is
 * built, and sections below it move nothing the reader sees.
 */
const PIXELS_PER_BYTE = 0.12;

/** The elements an HTML string opens: the cost of building it. */
export function elementCount(html: string): number {
  return html.match(/<[a-zA-Z]/g)?.length ?? 0;
}

/** A section's estimated height in pixels on a wide screen (CSS scales it on narrow ones). */
export function estimatedHeight(html: string): number {
  return Math.max(48, Math.round(html.length * PIXELS_PER_BYTE));
}

/**
 * Split a reference's rendered sections, in order, into chunks of at most `budget` elements each, so
 * each file and each build stays small whatever the reference's size: O(n) in all.
 */
export function chunkSections(
  name: string,
  sections: { slug: string; html: string }[],
  budget = CHUNK_ELEMENTS,
): Chunk[] {
  const chunks: Chunk[] = [];
  let current: typeof sections = [];
  let elements = 0;
  const close = () => {
    if (current.length === 0) return;
    const file = sharedFile(`${name}-${chunks.length}`, current.map((s) => s.html).join(''));
    chunks.push({
      ...file,
      slugs: current.map((s) => s.slug),
      heights: current.map((s) => estimatedHeight(s.html)),
    });
    current = [];
    elements = 0;
  };
  for (const section of sections) {
    const count = elementCount(section.html);
    if (elements + count > budget) close();
    current.push(section);
    elements += count;
  }
  close();
  return chunks;
}

/**
 * The placeholder of the sections at positions `from` (inclusive) to `to` (exclusive) of the reference:
 * one empty block, as tall as their estimates, that the page script splits into one a chunk (from the
 * manifest) and replaces with the sections when the reader comes near. One element whatever the
 * number of sections, so a page stays the same size (the manifest is a shared file). Only numbers go
 * into the markup.
 */
export function pendingHtml(chunks: Chunk[], from: number, to: number): string {
  const heights = chunks.flatMap((c) => c.heights).slice(from, to);
  if (heights.length === 0) return '';
  const height = heights.reduce((a, b) => a + b, 0);
  return (
    `<div class="reference-pending" data-from="${from}" data-to="${from + heights.length}"` +
    ` style="--estimate:${height}"></div>`
  );
}

/** The manifest a reference's pages fetch to build any section: each chunk's URL, slugs and estimated heights. */
export function chunkManifest(name: string, chunks: Chunk[], href: (route: string) => string): Page {
  const data = chunks.map((c) => ({ url: href(c.route), slugs: c.slugs, heights: c.heights }));
  return sharedFile(name, JSON.stringify(data), 'json');
}
