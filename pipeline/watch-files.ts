import { watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How long a folder must stay quiet before its changes are handed on: an editor saves by writing a
 * temporary file and renaming it over the old one, a few events within milliseconds.
 */
export const QUIET_MS = 25;

/** Stops watching. */
export type StopWatching = () => void;

/**
 * Watch `folders` and everything below them (`fs.watch` with `recursive`, native on Linux from
 * Node 20) and call `changed` with the absolute paths that changed once a burst of events has been
 * quiet for `quietMs`. A path that was deleted or renamed away is among them: the caller looks.
 */
export function watchFolders(
  folders: string[],
  changed: (paths: string[]) => void,
  { quietMs = QUIET_MS, failed }: { quietMs?: number; failed?: (error: Error) => void } = {},
): StopWatching {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const paths = [...pending].sort();
    pending = new Set();
    changed(paths);
  };
  const watchers: FSWatcher[] = folders.map((folder) => {
    const root = resolve(folder);
    const watcher = watch(root, { recursive: true }, (_event, name) => {
      // Without a name (some filesystems) the whole folder is said to have changed.
      pending.add(name ? join(root, name.toString()) : root);
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    });
    watcher.on('error', (error) => failed?.(error));
    return watcher;
  });
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
