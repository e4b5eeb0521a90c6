import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How long a folder must stay quiet before its changes are handed on: an editor saves by writing a
 * temporary file and renaming it over the old one, a few events within milliseconds.
 */
export const QUIET_MS = 5;

/** Stops watching. */
export type StopWatching = () => void;

/**
 * Watch `folders` and every folder below them and call `changed` with the absolute paths that
 * changed, once a burst of events has been quiet for `quietMs`. A path that was deleted or renamed
 * away is among them: the caller looks. Each folder is watched on its own (one inotify watch per
 * folder, not per file): Node 20's `recursive` on Linux watches each file's inode, so after an
 * editor saves by renaming a new file over the old one, it no longer hears that file.
 */
export function watchFolders(
  folders: string[],
  changed: (paths: string[]) => void,
  { quietMs = QUIET_MS, failed }: { quietMs?: number; failed?: (error: Error) => void } = {},
): StopWatching {
  const watchers = new Map<string, FSWatcher>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const flush = () => {
    timer = undefined;
    const paths = [...pending].sort();
    pending = new Set();
    // Folders made or renamed in since are watched too; the watchers of folders gone are let go.
    for (const path of paths) if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) tryWatching(path);
    for (const [folder, watcher] of watchers)
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
        watcher.close();
        watchers.delete(folder);
      }
    if (!closed) changed(paths);
  };
  const watchOne = (folder: string) => {
    if (watchers.has(folder)) return;
    const watcher = watch(folder, (_event, name) => {
      // Without a name (some filesystems), or once the folder itself is gone, the folder is what changed.
      pending.add(name && existsSync(folder) ? join(folder, name.toString()) : folder);
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    });
    // A folder deleted under the watcher ends it; the next flush lets it go.
    watcher.on('error', () => {});
    watchers.set(folder, watcher);
  };
  const watchTree = (root: string) => {
    watchOne(root);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isDirectory()) watchOne(join(entry.parentPath, entry.name));
  };
  const tryWatching = (folder: string) => {
    try {
      watchTree(resolve(folder));
    } catch (error) {
      // A folder that is missing, gone again or cannot be read is said; the others are still watched.
      failed?.(new Error(`Cannot watch ${folder}: ${(error as Error).message}`));
    }
  };
  for (const folder of folders) tryWatching(folder);
  return () => {
    closed = true;
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
