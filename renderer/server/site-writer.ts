import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import { precompress, type PlacedFiles } from './precompress.ts';

/** A file whose content id and length are known without its bytes, which `make` gives only if it must be written. */
export interface LazyFile {
  id: string;
  length: number;
  make(): string | Uint8Array | Promise<string | Uint8Array>;
}

/** What a file is written from: its bytes, or a `LazyFile`. */
export type FileContent = string | Uint8Array | LazyFile;

/** Writes a site's files under one folder as they are made. */
export interface SiteWriter {
  /** Start writing `content` to `route`; resolves once few enough writes are in flight to render the next file. */
  write(route: string, content: FileContent): Promise<void>;
  /** Wait for every write, then precompress the big files; throws the first write that failed. */
  close(): Promise<void>;
}

/** Writes in flight at most: enough to keep libuv's four threads busy, few enough that pages do not pile up in memory. */
const WRITES_IN_FLIGHT = 16;

/** Files from this size on are precompressed at build time. */
const PRECOMPRESS_FROM = 64 * 1024;

/**
 * A writer into `outDir`: each file is handed to the disk as soon as it is made, so a build holds
 * only the files still being written, never the whole site. With `reuse`, a file the previous site
 * held with the same bytes is linked from there instead (`placeFile`).
 */
export function siteWriter(outDir: string, reuse?: OutputReuse): SiteWriter {
  const inFlight = new Set<Promise<void>>();
  // Each folder is made once, off this thread: making some 1,300 folders took this thread a third of a second.
  const folders = new Map<string, Promise<unknown>>();
  const big: string[] = [];
  const placed: PlacedFiles = new Map();
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async write(route, content) {
      check();
      // Big files (whole references, the editor, the parser) get .br and .gz copies the server sends as they are;
      // smaller ones it compresses once and keeps in memory.
      const isBig = content.length >= PRECOMPRESS_FROM;
      const lazy = typeof content === 'string' || content instanceof Uint8Array ? undefined : content;
      if (isBig) big.push(route);
      // A file the folder already holds as it is (a spare written into) costs one lstat, on this thread:
      // handed to the disk's threads, the wait for each such answer made most of a rebuild's render.
      if (lazy && reuse?.kept(route, lazy.id)) {
        reuse.note(route, lazy.id, true);
        if (isBig) placed.set(route, { id: lazy.id, linked: true });
        return;
      }
      const path = join(outDir, route);
      const folder = dirname(path);
      let made = folders.get(folder);
      if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
      const done: Promise<void> = made
        .then(() =>
          lazy
            ? placeFile(path, route, async () => lazy.make(), reuse, lazy.id)
            : placeFile(path, route, content as string | Uint8Array, reuse),
        )
        .then(
          (how) => {
            inFlight.delete(done);
            if (isBig) placed.set(route, how);
          },
          (error: unknown) => {
            inFlight.delete(done);
            failure ??= { error };
          },
        );
      inFlight.add(done);
      if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
      check();
    },
    async close() {
      await Promise.all(inFlight);
      check();
      await precompress(outDir, big, reuse, placed);
    },
  };
}
