import { createHash } from 'node:crypto';
import { constants, copyFileSync, linkSync, lstatSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { link, lstat, unlink, writeFile } from 'node:fs/promises';

/**
 * What a build knows of the site it replaces (pipeline/earlier-output.ts reads it from that site's
 * manifest): a file whose content is unchanged is hard-linked from there instead of written again.
 * Each file's content has an id: `sha256:<hex>` of its bytes, or for a file made from something
 * else (a precompressed copy, a sharing image) the key of what it was made from.
 */
export interface OutputReuse {
  /** Whether the new site's folder already holds content `id` at `route` (a spare written into: the build two before wrote it). */
  kept(route: string, id: string): boolean;
  /** The path of the previous site's file at `route`, when it holds content `id` and is as that build left it. */
  earlier(route: string, id: string): string | undefined;
  /** The previous site's file at `route` and its content id, when it is as that build left it. */
  candidate(route: string): { id: string; path: string } | undefined;
  /** The key the previous site's folder `folder` (a route ending in `/`) was made from as a whole, when it was made by this product version. */
  folderKey(folder: string): string | undefined;
  /** Every file the previous site has under `folder` (a route ending in `/`; not in a folder within made whole on its own), when that folder was made from `key`. */
  earlierFolder(folder: string, key: string): { route: string; id: string; path: string }[] | undefined;
  /** `route` of the new site holds content `id`; `linked` when it was linked rather than written. */
  note(route: string, id: string, linked: boolean): void;
  /** The folder `folder` of the new site was made from `key`. */
  noteFolder(folder: string, key: string): void;
}

/** The content id of `bytes`. */
export function contentId(bytes: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * Put `content` (whose id is `id`; a function makes it only when it must be written) at `path`, the
 * file of `route` in the new site: linked from the previous site when that held the same content
 * (and `mayLink`), else written. Written only where no file is (a
 * file linked there before, which the previous site shares, is unlinked first, never written
 * through), so the previous site is never changed.
 */
export async function placeFile(
  path: string,
  route: string,
  content: string | Uint8Array | (() => Promise<string | Uint8Array>),
  reuse: OutputReuse | undefined,
  id = content instanceof Function ? undefined : contentId(content),
  mayLink = true,
): Promise<{ id: string; linked: boolean }> {
  if (id !== undefined && mayLink && reuse?.kept(route, id)) {
    reuse.note(route, id, true);
    return { id, linked: true };
  }
  const from = id === undefined || !mayLink ? undefined : reuse?.earlier(route, id);
  if (from && (await linked(from, path))) {
    reuse!.note(route, id!, true);
    return { id: id!, linked: true };
  }
  const bytes = content instanceof Function ? await content() : content;
  // `wx`: a file there (or a link to anywhere) is never written through, but removed first.
  await writeFile(path, bytes, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
    await unlink(path);
    await writeFile(path, bytes, { flag: 'wx' });
  });
  const placed = { id: id ?? contentId(bytes), linked: false };
  reuse?.note(route, placed.id, false);
  return placed;
}

/** `placeFile` for callers that write synchronously (the compiled data, the sharing-image workers). */
export function placeFileSync(
  path: string,
  route: string,
  made: string | Uint8Array | (() => string | Uint8Array),
  reuse?: OutputReuse,
  id = made instanceof Function ? undefined : contentId(made),
): void {
  if (id !== undefined && reuse?.kept(route, id)) return reuse.note(route, id, true);
  const from = id === undefined ? undefined : reuse?.earlier(route, id);
  if (from && linkedSync(from, path)) return reuse!.note(route, id!, true);
  const content = made instanceof Function ? made() : made;
  id ??= contentId(content);
  try {
    writeFileSync(path, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(path);
    writeFileSync(path, content, { flag: 'wx' });
  }
  reuse?.note(route, id, false);
}

/**
 * Link `from` at `path`; false when links cannot be made there (another device, a file system without
 * them). A build writing into the spare (pipeline/spare.ts) finds the file it wrote two builds ago
 * there: kept when it is `from` itself (the same inode, as after a build that linked it), else
 * replaced, never written through.
 */
async function linked(from: string, path: string): Promise<boolean> {
  try {
    await link(from, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
  }
  try {
    const [there, source] = await Promise.all([lstat(path), lstat(from)]);
    if (sameFile(there, source)) return true;
    await unlink(path);
    await link(from, path);
    return true;
  } catch {
    return false;
  }
}

/** `linked`, synchronously. */
export function linkedSync(from: string, path: string): boolean {
  try {
    linkSync(from, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
  }
  try {
    if (sameFile(lstatSync(path), lstatSync(from))) return true;
    unlinkSync(path);
    linkSync(from, path);
    return true;
  } catch {
    return false;
  }
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.isFile() && a.ino === b.ino && a.dev === b.dev;
}

/** Copy `source` (a file of a cache: never linked, so never shared) to `path`, where nothing may be written through. */
export function copyInto(source: string, path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Nothing there: the usual case.
  }
  copyFileSync(source, path, constants.COPYFILE_EXCL);
}
