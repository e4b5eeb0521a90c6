import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository the sources are kept in, which site.yaml's `editUrl` names files from: the nearest
 * folder at or above `specsDir` holding `.git` (a folder, or a worktree's file), else the specs
 * folder's parent (where `specs/` and `guides/` sit side by side).
 */
export function repositoryRoot(specsDir: string): string {
  const start = resolve(specsDir);
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return dirname(start);
  }
}

/** `file` relative to `root`, `/`-separated, or undefined when it is not inside it. */
export function repositoryPath(root: string, file: string): string | undefined {
  const path = relative(root, resolve(file));
  return path && !path.startsWith('..') && !path.startsWith(sep) && !/^[a-z]:/i.test(path)
    ? path.split(sep).join('/')
    : undefined;
}
