// What each of docs-lint's formats is given, and how it names files.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../types.ts';

/** Where paths in a report are relative to. */
export interface ReportPaths {
  /** The current folder: text and json name files from here, as a writer typed them. */
  cwd: string;
  /** The repository's root (the nearest folder above cwd with `.git`, else cwd): CI reads paths from there. */
  root: string;
}

/** What every format is given: the diagnostics found and where paths start. */
export interface ReportInput {
  diagnostics: Diagnostic[];
  paths: ReportPaths;
}

/** `file` (relative to `cwd`) relative to `folder`, with `/` between names, when it lies inside it; else undefined. */
export function pathInside(file: string, folder: string, cwd: string): string | undefined {
  const path = relative(folder, resolve(cwd, file));
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return undefined;
  return path.split(sep).join('/');
}

/** `file` (relative to `cwd`) relative to `folder` when it lies inside it, else as it is. */
export function shownPath(file: string, folder: string, cwd: string): string {
  return pathInside(file, folder, cwd) ?? file;
}

/** The paths a report of this process starts from: its current folder, and the repository above it. */
export function reportPaths(cwd = process.cwd()): ReportPaths {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return { cwd, root: dir };
    if (dirname(dir) === dir) return { cwd, root: cwd };
  }
}
