import { lstatSync, readlinkSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { listedSet, MANIFEST, readManifest, unlistedCandidates } from './manifest.ts';
import { isMountPoint } from './mount-point.ts';
import { besideKind, isBesideName } from './out-names.ts';
import { placeOf, realPath, within } from './real-path.ts';

export { MANIFEST } from './manifest.ts';

/** What is at out before a build: nothing, a real folder (a build's from before links, or empty), or a build's link. */
export type OutNow = { kind: 'none' } | { kind: 'folder' } | { kind: 'link'; version?: string };

/** Where a build may write: out as given (for messages), its real place, and what is there now. */
export interface OutTarget {
  out: string;
  place: string;
  now: OutNow;
}

/** A build must not write where it was told to: the message, one line, says why and what to do. */
export class OutRefused extends Error {}

/** What out must keep clear of: the source folders and the project folder. */
export interface OutChecks {
  sources: string[];
  project: string;
  /**
   * False: what a folder at out holds is not read (a check before the lock, which `openStaging` repeats
   * under it with the contents: reading a large site's twice cost a rebuild some 50 ms).
   */
  contents?: boolean;
}

/** A path for a one-line message: as given, or quoted when it holds control characters. */
export function shown(path: string): string {
  return /[\x00-\x1f\x7f]/.test(path) ? JSON.stringify(path) : path;
}

/**
 * Where `out` is and what is there, or why it must not be written to: an empty name, the filesystem
 * root, the home or current folder, the project folder or a folder holding it, a source folder or one
 * that holds or lies inside a source folder (all compared by real path), one of the things a build
 * keeps beside its output, a link that no build made, a file, a mount point, or a folder holding
 * anything a previous build did not write.
 */
export function inspectOut(
  out: string,
  { sources, project, contents = true }: OutChecks,
): { target: OutTarget } | { problem: string } {
  if (out.trim() === '') return { problem: '--out is empty; name the folder to write the site into, e.g. --out out.' };
  const named = `--out ${shown(out)}`;
  try {
    const place = placeOf(out);
    const problem = placeProblem(named, place, { sources, project });
    if (problem) return { problem };
    const found = currentOutput(named, place, contents);
    if ('problem' in found) return found;
    // The version out links to is written over too: it must not overlap a source either.
    const version = found.now.kind === 'link' ? found.now.version : undefined;
    const overlap = version && overlapProblem(named, version, { sources, project });
    return overlap ? { problem: overlap } : { target: { out, place, now: found.now } };
  } catch (error) {
    return { problem: `${named} cannot be used: ${(error as Error).message}.` };
  }
}

/** Why the place itself is wrong (by its real path alone), or undefined. */
function placeProblem(named: string, place: string, { sources, project }: OutChecks): string | undefined {
  const special: [string, string][] = [
    [realPath('/'), 'the filesystem root'],
    [realPath(homedir()), 'your home folder'],
    [realPath(process.cwd()), 'the current folder'],
  ];
  // esbuild's metafile (the client bundle) breaks on these in a path, with a stack trace, mid-build.
  if (/[\x00-\x1f\x7f"]/.test(place))
    return `${named} has a control character or a double quote in its path, which the bundler cannot write; name a folder without one.`;
  const what = special.find(([path]) => path === place)?.[1];
  if (what)
    return `${named} is ${what}; a build replaces its output folder, so name a folder of its own, e.g. --out out.`;
  if (isBesideName(basename(place)))
    return `${named} is a folder a build keeps beside its output; name the output folder itself.`;
  return overlapProblem(named, place, { sources, project });
}

/** Why writing the folder at the real path `dir` would touch the project or a source folder, or undefined. */
function overlapProblem(named: string, dir: string, { sources, project }: OutChecks): string | undefined {
  if (within(realPath(project), dir))
    return `${named} is the project folder or holds it; name a folder of its own, e.g. --out out.`;
  for (const source of sources.map(realPath)) {
    if (within(source, dir) || within(dir, source))
      return `${named} overlaps the source folder ${shown(relative(process.cwd(), source) || source)}; name a folder of its own, e.g. --out out.`;
  }
  return undefined;
}

/** What is at `place` now, or why a build must not replace it. */
function currentOutput(named: string, place: string, contents: boolean): { now: OutNow } | { problem: string } {
  const stat = lstatSync(place, { throwIfNoEntry: false });
  if (!stat) return { now: { kind: 'none' } };
  if (stat.isSymbolicLink()) return linkOutput(named, place, contents);
  if (!stat.isDirectory())
    return { problem: `${named} is a file, not a folder; name a folder to write the site into.` };
  if (isMountPoint(place))
    return {
      problem: `${named} is a mount point, which a build cannot replace (it swaps a new version in beside it); name a folder inside it, e.g. --out ${shown(join(place, 'site'))}.`,
    };
  const problem = contents ? strangerProblem(named, place) : undefined;
  return problem ? { problem } : { now: { kind: 'folder' } };
}

/** A link at out is a build's when it names a version beside it that is (or was) a finished build. */
function linkOutput(named: string, place: string, contents: boolean): { now: OutNow } | { problem: string } {
  const text = readlinkSync(place);
  const kind = besideKind(basename(place), text);
  const version = join(dirname(place), text);
  const stat: Stats | undefined = kind?.kind === 'version' ? lstatSync(version, { throwIfNoEntry: false }) : undefined;
  if (kind?.kind === 'version' && !stat) return { now: { kind: 'link' } };
  if (!stat?.isDirectory() || !readManifest(version) || readManifest(version)?.building)
    return {
      problem: `${named} is a symbolic link to ${shown(text)} that no build made; a build replaces its output, so name a real or new folder instead.`,
    };
  const problem = contents ? strangerProblem(named, version) : undefined;
  return problem ? { problem } : { now: { kind: 'link', version } };
}

/**
 * Why the folder `dir` (out, or the version it links to) holds what a build must not replace, or
 * undefined. Only the folders changed since the build that wrote it are read (folder-stamps.ts).
 */
function strangerProblem(named: string, dir: string): string | undefined {
  const listed = readManifest(dir);
  const present = unlistedCandidates(dir, listed);
  if (!listed)
    return present.length === 0
      ? undefined
      : `${named} is not empty and is not the output of a previous build (it has no ${MANIFEST}); name an empty or new folder.`;
  const files = listedSet(listed);
  const [stranger] = present
    .map(({ path }) => path)
    .filter((path) => path !== MANIFEST && !files.has(path))
    .sort();
  return stranger
    ? `${named} holds ${shown(stranger)}, which no build wrote; move it away or name another folder.`
    : undefined;
}
