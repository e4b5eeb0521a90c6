import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/** The file that marks a folder as a build's output and lists every file that build wrote. */
export const MANIFEST = '.docs-build-manifest.json';

/**
 * Why `out` must not be written to, or undefined when it may: an empty name, the filesystem root,
 * the home or current folder, the project folder or a folder holding it, a source folder or one
 * that holds or lies inside a source folder, a file, or a folder holding anything a previous
 * build did not write.
 */
export function outDirProblem(
  out: string,
  { sources, project }: { sources: string[]; project: string },
): string | undefined {
  if (out.trim() === '') return '--out is empty; name the folder to write the site into, e.g. --out out.';
  const target = resolve(out);
  const named = `--out ${out}`;
  if (target === resolve('/') || target === homedir() || target === process.cwd())
    return `${named} is ${target === process.cwd() ? 'the current folder' : target === homedir() ? 'your home folder' : 'the filesystem root'}; a build replaces its output folder, so name a folder of its own, e.g. --out out.`;
  const root = resolve(project);
  if (target === root || root.startsWith(target + sep))
    return `${named} is the project folder or holds it; name a folder of its own, e.g. --out out.`;
  for (const source of sources.map((s) => resolve(s))) {
    if (target === source || source.startsWith(target + sep) || target.startsWith(source + sep))
      return `${named} overlaps the source folder ${relative(process.cwd(), source) || source}; name a folder of its own, e.g. --out out.`;
  }
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${named} is a file, not a folder; name a folder to write the site into.`;
  const present = filesUnder(target);
  if (present.length === 0) return undefined;
  const listed = manifestFiles(target);
  if (!listed)
    return `${named} is not empty and is not the output of a previous build (it has no ${MANIFEST}); name an empty or new folder.`;
  const stranger = present.find((f) => f !== MANIFEST && !listed.has(f));
  return stranger
    ? `${named} holds ${stranger}, which no build wrote; move it away or name another folder.`
    : undefined;
}

/** A new, empty folder beside `out` (same filesystem, so the final rename is atomic) to build into. */
export function stagingDir(out: string): string {
  const target = resolve(out);
  mkdirSync(dirname(target), { recursive: true });
  return mkdtempSync(join(dirname(target), `.${basename(target)}.building-`));
}

/** Mark `dir` as build output: list every file under it in the manifest. */
export function writeManifest(dir: string): void {
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ files: filesUnder(dir) }) + '\n');
}

/**
 * Put the finished build `staged` in place of `out` with two renames, then delete what the previous
 * build listed in its manifest. Anything else found there is left in place (and said), never deleted.
 */
export function swapInto(staged: string, out: string): { kept?: string } {
  const target = resolve(out);
  if (!existsSync(target)) {
    renameSync(staged, target);
    return {};
  }
  const old = `${staged}.previous`;
  renameSync(target, old);
  try {
    renameSync(staged, target);
  } catch (error) {
    renameSync(old, target);
    throw error;
  }
  const listed = manifestFiles(old) ?? new Set<string>();
  for (const file of [...listed, MANIFEST]) {
    const path = resolve(old, file);
    // A hand-edited manifest must not reach outside the old output.
    if (path.startsWith(old + sep)) rmSync(path, { force: true });
  }
  removeEmptyDirs(old);
  return existsSync(old) ? { kept: old } : {};
}

/** Delete a staging folder after a failed build: everything in it was written by that build. */
export function discard(staged: string): void {
  rmSync(staged, { recursive: true, force: true });
}

function manifestFiles(dir: string): Set<string> | undefined {
  try {
    const { files } = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files: unknown };
    return Array.isArray(files) ? new Set(files.filter((f): f is string => typeof f === 'string')) : undefined;
  } catch {
    return undefined;
  }
}

/** Every file below `dir`, as `/`-separated paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function removeEmptyDirs(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
