import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../compiler/start-worker.ts';
import { begin } from '../../compiler/timings.ts';
import { ogImageRoute } from './html.ts';
import { ogImageId, ogSalt } from './og-id.ts';
import type { OutputReuse } from './output-reuse.ts';

/** One sharing image: the page it belongs to, its title, and the line under it. */
export interface OgCard {
  route: string;
  title: string;
  subtitle: string;
}

/** What the sharing-image worker is given: with each card, the previous site's image of its page (to link when it is the same). */
export interface OgWork {
  cards: (OgCard & { earlier?: { id: string; path: string } })[];
  brand: string;
  outDir: string;
  cacheDir: string;
}

/** What a worker placed: each image's route, content id, and whether it was linked from the previous site. */
export type OgPlaced = [route: string, id: string, linked: boolean][];

/** Sharing images being drawn on worker threads, the cards handed over as they become known. */
export interface OgDrawer {
  /** Draw these cards too, each under the product name `brand`. */
  add(cards: OgCard[], brand: string): void;
  /** No more cards: settles when every card handed over is written, or with the first failure. */
  finish(): Promise<void>;
  /** End the drawing at once; `finish` then rejects. */
  stop(): Promise<void>;
}

/** Cards a sharing-image worker is worth starting for: a worker takes about 0.1 s to start, in which it could draw some 25 (with their files). */
const CARDS_PER_WORKER = 200;

/**
 * Start drawing sharing images into `outDir` (at `ogImageRoute`). A worker thread starts with the
 * first cards and another for each further 200, up to `cores`: by default one fewer than the
 * machine's, as the main thread compiles and renders meanwhile (on two cores, one drawing worker
 * rather than two made the real site's build from an empty cache 0.1 to 0.6 s faster, with 0.3 to
 * 0.9 s less CPU: the second one's start and its share of the cores). Each card
 * goes to the worker given the fewest, so long titles spread evenly. A build hands over each
 * reference's cards as soon as it is compiled, so the drawing (about 4 ms an image with its files, see
 * `drawCard`) runs beside the compiler, then beside the rendering.
 */
export function startOgDrawing(
  outDir: string,
  cacheDir: string,
  cores = Math.max(1, availableParallelism() - 1),
  reuse?: OutputReuse,
): OgDrawer {
  const workers: { worker: Worker; given: number; done: Promise<void> }[] = [];
  const kept = reuse && keptImages(reuse);
  let total = 0;
  let failed: Error | undefined;
  // The phase `images` of `--timings`: from the first card handed over to the last image written.
  let drawn: (() => void) | undefined;
  // Once stopped, cards still handed over (a compile that goes on after a build was stopped) start nothing.
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  };
  const start = () => {
    const worker = startWorker(new URL('./og-worker.ts', import.meta.url));
    const done = new Promise<void>((resolve, reject) => {
      worker.once('message', (result: { error?: string; placed?: OgPlaced }) => {
        if (result.error) return reject(new Error(`Drawing the sharing images failed: ${result.error}`));
        for (const [route, id, linked] of result.placed ?? []) reuse?.note(route, id, linked);
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`A sharing-image worker stopped (exit code ${code}) before it finished.`)),
      );
    });
    // One worker failing stops the others; a build that fails first stops them and never awaits `finish`.
    done.catch((error: Error) => {
      failed ??= error;
      void stop();
    });
    workers.push({ worker, given: 0, done });
  };
  return {
    add(cards, brand) {
      if (cards.length === 0 || stopped) return;
      drawn ??= begin('images');
      // An image the folder being written into already holds, as made from the same card, is kept
      // there: a rebuild after one changed guide gives no worker anything, and starts none.
      const work = kept ? cards.filter((card) => !kept(card, brand)) : cards;
      if (work.length === 0) return;
      total += work.length;
      if (workers.length === 0 || (workers.length < cores && total > workers.length * CARDS_PER_WORKER)) start();
      const shares = workers.map((): OgWork['cards'] => []);
      for (const card of work) {
        const least = workers.reduce((best, w, i) => (w.given < workers[best].given ? i : best), 0);
        workers[least].given++;
        const earlier = reuse?.candidate(ogImageRoute(card.route));
        shares[least].push(earlier ? { ...card, earlier } : card);
      }
      shares.forEach((share, i) => {
        if (share.length) workers[i].worker.postMessage({ cards: share, brand, outDir, cacheDir } satisfies OgWork);
      });
    },
    async finish() {
      if (stopped) throw failed ?? new Error('The sharing images were stopped before they were all drawn.');
      for (const { worker } of workers) worker.postMessage({ end: true });
      try {
        await Promise.all(workers.map(({ done }) => done));
      } finally {
        await stop();
        drawn?.();
      }
      if (failed) throw failed;
    },
    stop,
  };
}

/**
 * Whether the folder being written into keeps the image of a card as it is (then noted so): no worker
 * need touch it. The salt is made on the first card asked about (the fonts are read for it).
 */
function keptImages(reuse: OutputReuse): (card: OgCard, brand: string) => boolean {
  let salt: string | undefined;
  return (card, brand) => {
    const route = ogImageRoute(card.route);
    const id = ogImageId((salt ??= ogSalt()), brand, card);
    if (!reuse.kept(route, id)) return false;
    reuse.note(route, id, true);
    return true;
  };
}
