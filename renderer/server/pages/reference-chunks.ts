import type { Section } from '../../../compiler/types.ts';
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
 * Pixels per byte of a section's HTML on a 1,280 px wide screen, by kind, fitted on the site's own
 * references (cli, api, auth, javascript): a CLI command is mostly prose and flags, a function mostly
 * tabs of code, hidden until chosen. The reserve is an estimate: scroll anchoring absorbs the difference
 * when a section above the view is built, and sections below it move nothing the reader sees.
 */
const PIXELS_PER_BYTE: Record<Section['kind'], number> = {
  'cli-command': 0.225,
  operation: 0.11,
  function: 0.07,
  markdown: 0.12,
};

/** The elements an HTML string opens: the cost of building it. */
export function elementCount(html: string): number {
  return html.match(/<[a-zA-Z]/g)?.length ?? 0;
}

/** A section's estimated height in pixels on a wide screen (CSS scales it on narrow ones). */
export function estimatedHeight(kind: Section['kind'], html: string): number {
  return Math.max(48, Math.round(html.length * (PIXELS_PER_BYTE[kind] ?? 0.1)));
}

/**
 * Split a reference's rendered sections, in order, into chunks of at most `budget` elements each, so
 * each file and each build stays small whatever the reference's size: O(n) in all.
 */
export function chunkSections(
  name: string,
  sections: { slug: string; kind: Section['kind']; html: string }[],
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
      heights: current.map((s) => estimatedHeight(s.kind, s.html)),
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
 * Placeholders for the sections at positions `from` (inclusive) to `to` (exclusive) of the reference:
 * one empty block per run of them within one chunk, as tall as their estimates, which the page
 * script replaces with the sections when the reader comes near. Only numbers go into the markup.
 */
export function pendingHtml(chunks: Chunk[], from: number, to: number): string {
  let html = '';
  let start = 0;
  for (const [index, chunk] of chunks.entries()) {
    const first = Math.max(from, start) - start;
    const last = Math.min(to, start + chunk.slugs.length) - start;
    if (first < last) {
      const height = chunk.heights.slice(first, last).reduce((a, b) => a + b, 0);
      html +=
        `<div class="reference-pending" data-chunk="${index}" data-from="${first}" data-to="${last}"` +
        ` style="--estimate:${height}"></div>`;
    }
    start += chunk.slugs.length;
  }
  return html;
}

/**
 * What the page script needs to build any section: each chunk's URL, slugs and estimated heights, as
 * JSON in a `<script type="application/json">` (`<` escaped, so no text can end the script).
 */
export function chunkManifest(chunks: Chunk[], href: (route: string) => string): string {
  const data = chunks.map((c) => ({ url: href(c.route), slugs: c.slugs, heights: c.heights }));
  return `<script type="application/json" data-reference-chunks="">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
