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
  return new ChunkPage(content, built);
}

/** The state of one page's placeholders: the manifest, the chunk files fetched, what watches them. */
class ChunkPage implements ChunkBuilder {
  readonly slugs = new Set<string>();
  readonly ready: Promise<void>;
  private chunks: ChunkInfo[] = [];
  private readonly files = new Map<number, Promise<Map<string, HTMLElement>>>();
  private readonly observer: IntersectionObserver;
  private broken = false;

  constructor(
    private readonly content: HTMLElement,
    private readonly built: (sections: HTMLElement[]) => void,
  ) {
    this.observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => entry.isIntersecting && void this.build(entry.target as HTMLElement)),
      { rootMargin: '100% 0px' },
    );
    this.ready = fetchManifest(content.dataset.referenceChunks).then(
      (manifest) => {
        this.chunks = manifest;
        for (const chunk of manifest) chunk.slugs.forEach((slug) => this.slugs.add(slug));
        this.watchNow();
        whenIdle(manifest.length, (index) => this.load(index).then((sections) => this.findable(index, sections)));
      },
      () => {
        this.broken = true;
        this.watchNow();
      },
    );
  }

  watch(): void {
    void this.ready.then(() => this.watchNow());
  }

  async ensure(slug: string): Promise<HTMLElement | undefined> {
    await this.ready;
    const found = () => this.content.querySelector<HTMLElement>(`section[data-section="${CSS.escape(slug)}"]`);
    if (found()) return found()!;
    const index = this.chunks.findIndex((c) => c.slugs.includes(slug));
    const at = index < 0 ? -1 : this.chunks[index].slugs.indexOf(slug);
    const placeholder = this.pending(index).find((p) => rangeOf(p).from <= at && at < rangeOf(p).to);
    if (placeholder) await this.build(placeholder);
    return found() ?? undefined;
  }

  /** The placeholders of chunk `index` in the page now. */
  private pending(index: number): HTMLElement[] {
    return [...this.content.querySelectorAll<HTMLElement>(`${PENDING}[data-chunk="${index}"]`)];
  }

  /** Chunk `index`'s sections, fetched once; a failed fetch is tried again the next time the reader comes near. */
  private load(index: number): Promise<Map<string, HTMLElement>> {
    let file = this.files.get(index);
    if (!file) {
      file = fetchChunk(this.chunks[index].url);
      file.catch(() => this.files.delete(index));
      this.files.set(index, file);
    }
    return file;
  }

  private async build(placeholder: HTMLElement): Promise<void> {
    try {
      this.buildNow(placeholder, await this.load(rangeOf(placeholder).chunk));
    } catch {
      if (placeholder.isConnected) failed(placeholder);
    }
  }

  /** Put the sections `placeholder` stands for in its place (or in the places of the parts it was split into meanwhile). */
  private buildNow(placeholder: HTMLElement, sections: Map<string, HTMLElement>): void {
    const { chunk, from, to } = rangeOf(placeholder);
    // Split for find-in-page meanwhile: build the parts that now stand for the same sections.
    const targets = placeholder.isConnected
      ? [placeholder]
      : this.pending(chunk).filter((p) => from <= rangeOf(p).from && rangeOf(p).to <= to);
    const made = targets.flatMap((target) => {
      const range = rangeOf(target);
      const mine = this.chunks[chunk].slugs.slice(range.from, range.to).flatMap((slug) => sections.get(slug) ?? []);
      this.observer.unobserve(target);
      target.replaceWith(...mine);
      return mine;
    });
    hydrateIslands(made);
    this.built(made);
  }

  /** Split chunk `index`'s placeholders a section each, holding its text hidden until found. */
  private findable(index: number, sections: Map<string, HTMLElement>): void {
    for (const placeholder of this.pending(index)) {
      const { from, to } = rangeOf(placeholder);
      if (to - from === 1 && placeholder.hasAttribute('hidden')) continue;
      const parts = this.chunks[index].slugs.slice(from, to).map((slug, i) => {
        const part = pendingPart(index, from + i, from + i + 1, this.chunks[index].heights[from + i]);
        // Its text, for find-in-page; hidden until found, never painted.
        part.setAttribute('hidden', 'until-found');
        part.textContent = textOf(sections.get(slug));
        // The browser shows the match after this event; the text it found is replaced by the section it
        // came from, so bring that section to the top, where the next search finds its text in place.
        part.addEventListener('beforematch', () => {
          this.buildNow(part, sections);
          sections.get(slug)?.scrollIntoView({ block: 'start' });
        });
        return part;
      });
      this.observer.unobserve(placeholder);
      placeholder.replaceWith(...parts);
      parts.forEach((part) => this.observer.observe(part));
    }
  }

  /** Split the placeholders put in the page since a chunk each and watch them (or say they failed). */
  private watchNow(): void {
    for (const placeholder of this.content.querySelectorAll<HTMLElement>(`${PENDING}:not([data-chunk])`)) {
      if (this.broken) {
        failed(placeholder);
        continue;
      }
      const parts = splitByChunk(this.chunks, placeholder);
      placeholder.replaceWith(...parts);
      parts.forEach((part) => this.observer.observe(part));
    }
  }
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
