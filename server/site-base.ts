import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkBase, normalizeBase } from '../compiler/index.ts';

/** The last base read for each site folder, with the size and time of the file it came from. */
const read = new Map<string, { size: number; mtimeMs: number; base: string[] }>();

/**
 * The segments of the sub-path the build in `root` is served under (`['docs']`; none at the root):
 * `base` in its `data/site.json`, the compiled settings it was rendered from. Read again whenever that
 * file changes, so a rebuild with another base is served under it at once. A file that is missing,
 * unreadable or holds no valid base means the root.
 */
export async function servedBase(root: string): Promise<string[]> {
  const file = join(root, 'data', 'site.json');
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return [];
  const known = read.get(root);
  if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.base;
  const base = await readFile(file, 'utf8').then(baseOf, () => []);
  read.set(root, { size: stats.size, mtimeMs: stats.mtimeMs, base });
  return base;
}

function baseOf(json: string): string[] {
  let base: unknown;
  try {
    base = (JSON.parse(json) as { base?: unknown }).base;
  } catch {
    return [];
  }
  if (typeof base !== 'string' || checkBase(base)) return [];
  return normalizeBase(base).split('/').filter(Boolean);
}

/** The segments of a request's path below `base`, or undefined when the path is not under it. */
export function belowBase(segments: readonly string[], base: readonly string[]): string[] | undefined {
  return base.every((name, i) => segments[i] === name) ? segments.slice(base.length) : undefined;
}
