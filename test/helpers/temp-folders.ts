import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The name every test process's temp folder starts with: `docs-tests-<pid>-<random>` (temp-session.ts). */
export const SESSION_PREFIX = 'docs-tests-';

/** Whether a process with this id runs (one of another user's counts). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Remove the temp folders in `dir` of test processes that no longer run (killed before they could). */
export function removeAbandoned(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(SESSION_PREFIX)) continue;
    const pid = Number(name.slice(SESSION_PREFIX.length).split('-')[0]);
    if (pid && pid !== process.pid && !running(pid)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
