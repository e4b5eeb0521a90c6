import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where entries live unless `DOCS_BUILD_CACHE` names another folder: beside the packages, never published. */
export const DEFAULT_CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/docs-build/', import.meta.url));

/** A store of JSON values by key: what it holds was checked when it was read back. */
export interface CacheStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A key for `parts`: the hash of each, in order, so no two lists of parts share one. */
export function cacheKey(...parts: string[]): string {
  return sha256(parts.map(sha256).join('\n'));
}

/**
 * A store in the folder `dir`: one file per key, its first line the SHA-256 of the rest. An entry whose
 * hash does not match (cut short, changed by hand, a disk error) is not trusted: it is a miss, and is
 * written again. With a `writer`, entries are written on its thread while this one goes on (a build:
 * nothing it keeps is read back before it ends); else here.
 */
export function cacheStore(dir: string, writer?: CacheWriter): CacheStore {
  let made = false;
  return {
    get<T>(key: string) {
      let text: string;
      try {
        text = readFileSync(join(dir, `${key}.json`), 'utf8');
      } catch {
        return undefined;
      }
      const newline = text.indexOf('\n');
      const body = text.slice(newline + 1);
      if (newline !== 64 || sha256(body) !== text.slice(0, 64)) return undefined;
      try {
        return JSON.parse(body) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      const path = join(dir, `${key}.json`);
      if (writer) writer.write(path, value);
      else writeEntry(path, value);
    },
  };
}

/** Writes entries on a thread of its own (`cache-writer.ts`). */
export interface CacheWriter {
  write(path: string, value: unknown): void;
  /** Wait for every entry handed over to be written. */
  close(): Promise<void>;
}

/**
 * Write `value` as the entry at `path`: written beside its place and renamed in, so a build killed
 * while writing leaves no half-written entry, and two builds writing the same key both leave a whole one.
 */
export function writeEntry(path: string, value: unknown): void {
  const body = JSON.stringify(value);
  const beside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.writing`;
  try {
    // The hash's line and the body written one after the other: joined first, every entry (a rendered
    // reference's pages are megabytes) was copied once more, and the cache writer's heap grew twice as large.
    const fd = openSync(beside, 'wx');
    try {
      writeFileSync(fd, `${sha256(body)}\n`);
      writeFileSync(fd, body);
    } finally {
      closeSync(fd);
    }
    renameSync(beside, path);
  } catch {
    // A cache that cannot be written (a full or read-only disk) only makes the next build slower.
    try {
      unlinkSync(beside);
    } catch {
      // It was never made.
    }
  }
}

let version: string | undefined;

/**
 * The product's own version: a hash of every source file of the compiler, renderer and pipeline, of
 * the lockfile and of Node's version, so entries made by other code (other packages, another Node)
 * are never read.
 */
export function productVersion(): string {
  if (version) return version;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const hash = createHash('sha256').update(process.version);
  for (const folder of ['compiler', 'renderer', 'pipeline']) {
    const files = readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(relative(root, file).split(sep).join('/')).update(bytesOr(file));
  }
  // A project copied without its lockfile (or a source that vanished meanwhile) still has a version.
  hash.update(bytesOr(join(root, 'package-lock.json')));
  version = hash.digest('hex');
  return version;
}

/** A file's bytes, or a mark that it could not be read. */
function bytesOr(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return '\0unreadable\0';
  }
}

/**
 * The cache folder a build uses: `option` (a folder, or false for none), else `DOCS_BUILD_CACHE`
 * (`off` for none), else `DEFAULT_CACHE_DIR`.
 */
export function cacheDir(option?: string | false): string | undefined {
  if (option !== undefined) return option || undefined;
  const set = process.env.DOCS_BUILD_CACHE;
  if (set === 'off') return undefined;
  return set || DEFAULT_CACHE_DIR;
}

/** The store of compiled parts a build with the cache `option` (as `cacheDir`) uses, or none; written through `writer` when given. */
export function partsStore(option?: string | false, writer?: CacheWriter): CacheStore | undefined {
  const dir = cacheDir(option);
  return dir ? cacheStore(versionFolder(join(dir, 'parts')), writer) : undefined;
}

/**
 * The folder in `dir` for this product version's entries. The folders of other versions are removed:
 * their entries can never be read again, and each would hold a whole site's worth.
 */
export function versionFolder(dir: string): string {
  const name = productVersion().slice(0, 16);
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && entry.name !== name) rmSync(join(dir, entry.name), { recursive: true, force: true });
  } catch {
    // No folder yet, or one that cannot be read: the store makes or skips it.
  }
  return join(dir, name);
}
