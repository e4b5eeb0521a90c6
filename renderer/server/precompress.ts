import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { compressibleExtensions, contentCodings, worthCompressing } from './content-coding.ts';

// zlib compresses on libuv's thread pool (4 threads by default); a few more files in flight keep
// it busy without holding every page of the site in memory at once.
const filesInFlight = 8;

/**
 * Write `<file>.br` and `<file>.gz` beside each compressible file over 1 kB of `files` (paths inside
 * `outDir`), which the local server sends instead of compressing on each request.
 */
export async function precompress(outDir: string, files: string[]): Promise<void> {
  const queue = files.filter((file) => compressibleExtensions.has(extname(file)));
  const work = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(outDir, file);
      const bytes = await readFile(path);
      if (!worthCompressing(bytes.length)) continue;
      await Promise.all(
        contentCodings.map(async (coding) => writeFile(path + coding.suffix, await coding.compress(bytes))),
      );
    }
  };
  await Promise.all(Array.from({ length: filesInFlight }, work));
}
