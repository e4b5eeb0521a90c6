import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { compressibleExtensions, contentCodings, worthCompressing } from './content-coding.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';

// zlib compresses on libuv's thread pool (4 threads by default): two files, each to brotli and gzip at
// once, keep its threads busy. Each stream holds its window and buffers (brotli's some megabytes): with
// eight files in flight the end of a build was its peak of memory (the real site: 500 to 513 MB, against
// 405 to 419 MB with two).
const filesInFlight = 2;

/** The files of the site by route: each one's content id, and whether it was linked from the previous site. */
export type PlacedFiles = Map<string, { id: string; linked: boolean }>;

/**
 * Write `<file>.br` and `<file>.gz` beside each compressible file over 1 kB of `files` (paths inside
 * `outDir`), which the local server sends instead of compressing on each request. A copy's id is its
 * coding and its file's id (from `placed`); a file linked from the previous site takes that site's
 * copies too when `reuse` has them (linked alike, a copy stays no older than its file, as the server requires).
 */
export async function precompress(
  outDir: string,
  files: string[],
  reuse?: OutputReuse,
  placed: PlacedFiles = new Map(),
): Promise<void> {
  const queue = files.filter((file) => compressibleExtensions.has(extname(file)));
  const work = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(outDir, file);
      const bytes = await readFile(path);
      if (!worthCompressing(bytes.length)) continue;
      const source = placed.get(file);
      await Promise.all(
        contentCodings.map(async (coding) => {
          const route = `/${file.replace(/^\/+/, '')}${coding.suffix}`;
          const id = source && `${coding.name}:${source.id}`;
          await placeFile(path + coding.suffix, route, () => coding.compress(bytes), reuse, id, source?.linked);
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: filesInFlight }, work));
}
