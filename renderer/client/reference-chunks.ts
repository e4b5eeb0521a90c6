import { hydrateIslands } from './hydrate.ts';

/** One chunk file of a reference's sections, as the page's manifest names it. */
interface ChunkInfo {
  url: string;
  slugs: string[];
  heights: number[];
}

/** Builds a light reference page's sections from their chunk files: near the view, on demand, on find-in-page. */
export interface ChunkBuilder {
  /** Every slug of the reference, built or not: known once `ready` resolves. */
  slugs: Set<string>;
  /** Resolves once the manifest is in: its placeholders are split a chunk each and watched. */
  ready: Promise<void>;
  /** Split and watch placeholders put in the page since (once the manifest is in). */
  watch(): void;
  /** Build the section `slug` (and the others of its placeholder); resolves to it, or undefined if it cannot be had. */
  ensure(slug: string): Promise<HTMLElement | undefined>;
}

const PENDING = '.reference-pending';

/**
 * Fetch the reference's manifest (`data-reference-chunks`), split `content`'s placeholders
 * (`.reference-pending`, one for the sections before and one for those after what the page holds) a
 * chunk each, keeping their total height, and start building them as
 * they come within a screen of the view, in both directions, and, when the browser is idle, fill the
 * ones still waiting with their sections' text, `hidden="until-found"`, so find-in-page reaches it:
 * its `beforematch` builds the section before the browser shows the match. `built` hears of every
 * section put in the page. A placeholder keeps its height until its sections replace it.
 */
export function chunkBuilder(content: HTMLElement, built: (sections: HTMLElement[]) => void): ChunkBuilder {
  let chunks: ChunkInfo[] = [];
  const slugs = new Set<string>();
  const files = new Map<number, Promise<Map<string, HTMLElement>>>();
  const load = (index: number) => {
    let file = files.get(index);
    if (!file) {
      file = fetchChunk(chunks[index].url);
      // A failed fetch is tried again the next time the reader comes near.
      file.catch(() => files.delete(index));
      files.set(index, file);
    }
    return file;
  };
  const buildNow = (placeholder: HTMLElement, sections: Map<string, HTMLElement>) => {
    const { chunk, from, to } = rangeOf(placeholder);
    // Split for find-in-page meanwhile: build the parts that now stand for the same sections.
    const targets = placeholder.isConnected
      ? [placeholder]
      : [...content.querySelectorAll<HTMLElement>(`${PENDING}[data-chunk="${chunk}"]`)].filter(
          (p) => from <= rangeOf(p).from && rangeOf(p).to <= to,
        );
    const made = targets.flatMap((target) => {
      const range = rangeOf(target);
      const mine = chunks[chunk].slugs.slice(range.from, range.to).flatMap((slug) => sections.get(slug) ?? []);
      observer.unobserve(target);
      target.replaceWith(...mine);
      return mine;
    });
    hydrateIslands(made);
    built(made);
  };
  const build = async (placeholder: HTMLElement) => {
    try {
      buildNow(placeholder, await load(rangeOf(placeholder).chunk));
    } catch {
      if (placeholder.isConnected) failed(placeholder);
    }
  };
  const observer = new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && void build(entry.target as HTMLElement)),
    { rootMargin: '100% 0px' },
  );
  const findable = (index: number, sections: Map<string, HTMLElement>) => {
    for (const placeholder of content.querySelectorAll<HTMLElement>(`${PENDING}[data-chunk="${index}"]`)) {
      const { from, to } = rangeOf(placeholder);
      if (to - from === 1 && placeholder.hasAttribute('hidden')) continue;
      const parts = chunks[index].slugs.slice(from, to).map((slug, i) => {
        const part = pendingPart(index, from + i, from + i + 1, chunks[index].heights[from + i]);
        // Its text, for find-in-page; hidden until found, never painted.
        part.setAttribute('hidden', 'until-found');
        part.textContent = textOf(sections.get(slug));
        // The browser shows the match after this event; the text it found is replaced by the section it
        // came from, so bring that section to the top, where the next search finds its text in place.
        part.addEventListener('beforematch', () => {
          buildNow(part, sections);
          sections.get(slug)?.scrollIntoView({ block: 'start' });
        });
        return part;
      });
      observer.unobserve(placeholder);
      placeholder.replaceWith(...parts);
      parts.forEach((part) => observer.observe(part));
    }
  };
  let broken = false;
  const watch = () => {
    for (const placeholder of content.querySelectorAll<HTMLElement>(`${PENDING}:not([data-chunk])`)) {
      if (broken) {
        failed(placeholder);
        continue;
      }
      const parts = splitByChunk(chunks, placeholder);
      placeholder.replaceWith(...parts);
      parts.forEach((part) => observer.observe(part));
    }
  };
  const ready = fetchManifest(content.dataset.referenceChunks).then(
    (manifest) => {
      chunks = manifest;
      for (const chunk of chunks) chunk.slugs.forEach((slug) => slugs.add(slug));
      watch();
      whenIdle(chunks.length, (index) => load(index).then((sections) => findable(index, sections)));
    },
    () => {
      broken = true;
      watch();
    },
  );
  return {
    slugs,
    ready,
    watch: () => void ready.then(watch),
    async ensure(slug) {
      await ready;
      const found = () => content.querySelector<HTMLElement>(`section[data-section="${CSS.escape(slug)}"]`);
      if (found()) return found()!;
      const index = chunks.findIndex((c) => c.slugs.includes(slug));
      const at = index < 0 ? -1 : chunks[index].slugs.indexOf(slug);
      const placeholder = [...content.querySelectorAll<HTMLElement>(`${PENDING}[data-chunk="${index}"]`)].find(
        (p) => rangeOf(p).from <= at && at < rangeOf(p).to,
      );
      if (placeholder) await build(placeholder);
      return found() ?? undefined;
    },
  };
}

/** The reference's manifest: every chunk's URL, slugs and heights (none on a page without placeholders). */
async function fetchManifest(url: string | undefined): Promise<ChunkInfo[]> {
  if (!url) return [];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * A placeholder of the sections at reference positions `data-from` to `data-to` as one placeholder a
 * chunk, each as tall as its sections' estimates: together exactly as tall as it was.
 */
function splitByChunk(chunks: ChunkInfo[], placeholder: HTMLElement): HTMLElement[] {
  const { from, to } = rangeOf(placeholder);
  const parts: HTMLElement[] = [];
  let start = 0;
  for (const [index, chunk] of chunks.entries()) {
    const first = Math.max(from, start) - start;
    const last = Math.min(to, start + chunk.slugs.length) - start;
    start += chunk.slugs.length;
    if (first >= last) continue;
    const height = chunk.heights.slice(first, last).reduce((a, b) => a + b, 0);
    parts.push(pendingPart(index, first, last, height));
  }
  return parts;
}

/** Which sections a placeholder stands for: its chunk, and the positions in it from (inclusive) to (exclusive). */
function rangeOf(placeholder: HTMLElement): { chunk: number; from: number; to: number } {
  const { chunk, from, to } = placeholder.dataset;
  return { chunk: Number(chunk), from: Number(from), to: Number(to) };
}

/** A chunk file's sections by slug, parsed inert (a template) until built. */
async function fetchChunk(url: string): Promise<Map<string, HTMLElement>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const sections = template.content.querySelectorAll<HTMLElement>('section[data-section]');
  return new Map([...sections].map((section) => [section.dataset.section!, section]));
}

/** Say in the placeholder, in view, that its sections could not be loaded; coming near again tries again. */
function failed(placeholder: HTMLElement): void {
  placeholder.removeAttribute('hidden');
  placeholder.dataset.failed = '';
  const note = Object.assign(document.createElement('p'), { className: 'whole-reference' });
  note.append(
    "Couldn't load these sections. ",
    Object.assign(document.createElement('a'), {
      href: location.href,
      textContent: 'Reload the page',
    }),
  );
  placeholder.replaceChildren(note);
}

/** The placeholder of a chunk's sections `from` to `to`, `height` pixels tall (on a wide screen). */
function pendingPart(chunk: number, from: number, to: number, height: number): HTMLElement {
  const part = document.createElement('div');
  part.className = 'reference-pending';
  Object.assign(part.dataset, { chunk: String(chunk), from: String(from), to: String(to) });
  part.style.setProperty('--estimate', String(height));
  return part;
}

/** The words of a section, a space between elements' texts so neighbours never run together. */
function textOf(section: HTMLElement | undefined): string {
  if (!section) return '';
  const words: string[] = [];
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) words.push(walker.currentNode.nodeValue!);
  return words.join(' ');
}

/** Run `step(0)`, `step(1)` … one at a time when the browser is idle, each after the last one's promise settles. */
function whenIdle(count: number, step: (index: number) => Promise<unknown>): void {
  const idle = (next: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(next, { timeout: 5000 }) : setTimeout(next, 200);
  const run = (index: number) => {
    if (index >= count) return;
    idle(() => void step(index).finally(() => run(index + 1)));
  };
  run(0);
}
