import { statSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentCodings } from '../renderer/server/content-coding.ts';
import { MANIFEST, readManifest } from './manifest.ts';

/** The manifest the dev loop last read or wrote, with the size and time of its file: read again only when another writer changed it. */
let listed: { dir: string; size: number; mtimeMs: number; files: Set<string> } | undefined;

/** The names `dir`'s manifest lists, from memory while its file is the one the dev loop last saw. */
function manifestFiles(dir: string): Set<string> {
  const stat = statSync(join(dir, MANIFEST), { throwIfNoEntry: false });
  if (listed?.dir === dir && stat?.size === listed.size && stat.mtimeMs === listed.mtimeMs) return listed.files;
  return new Set(readManifest(dir)?.files ?? []);
}

/** Remove `path`; one already gone is fine. */
async function removed(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Write `files` (route → content) into `dir`, each beside its place then renamed over it, so a reader
 * sees the old file or the new one; remove `gone`; drop the precompressed copies of both (now stale:
 * the server compresses as it answers) and keep the manifest listing what is there, written again
 * only when that list changed (a text edit of a page written before changes none). The files are
 * written side by side: replacing a file by a rename waits for its bytes to reach the disk, which a
 * busy disk makes take milliseconds each.
 */
export async function writeFiles(dir: string, files: Map<string, string>, gone: string[]): Promise<void> {
  const manifest = manifestFiles(dir);
  const names = [...files.keys()].map((route) => route.slice(1));
  // Whether the manifest lists them or not: a stale copy left would be served instead of the page.
  const stale = names.flatMap((name) => contentCodings.map((coding) => name + coding.suffix));
  for (const route of gone) stale.push(...['', ...contentCodings.map((c) => c.suffix)].map((s) => route.slice(1) + s));
  await Promise.all([
    ...[...files].map(([route, content]) => replace(join(dir, route.slice(1)), content)),
    ...stale.map((name) => removed(join(dir, name))),
  ]);
  // Listed once the files are there and gone (a folder is removed by what its manifest lists).
  const listedBefore = manifest.size;
  for (const name of names) manifest.add(name);
  const dropped = stale.filter((name) => manifest.delete(name)).length;
  if (manifest.size !== listedBefore || dropped > 0) {
    // What the build recorded for linking its files into the next build stays: an entry whose file
    // the dev loop replaced or removed no longer matches its inode and size, so that file is written.
    const built = readManifest(dir);
    const reuse = built && { version: built.version, ids: built.ids, folders: built.folders };
    await replace(join(dir, MANIFEST), JSON.stringify({ ...reuse, files: [...manifest].sort() }) + '\n');
  }
  const stat = statSync(join(dir, MANIFEST), { throwIfNoEntry: false });
  listed = stat && { dir, size: stat.size, mtimeMs: stat.mtimeMs, files: manifest };
}

/** Write `content` beside `path`, then rename it over `path`. */
async function replace(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.dev-writing`, content);
  await rename(`${path}.dev-writing`, path);
}
