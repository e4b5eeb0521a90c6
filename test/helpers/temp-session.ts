// Loaded first in every test process (`node --import tsx --import ./test/helpers/temp-session.ts …`,
// as package.json's test scripts run them; the helpers import it too, for a file run on its own):
// the system temp folder, as this process and its children see it (`os.tmpdir()` reads TMPDIR), becomes
// one folder of its own, removed when the process ends, however the tests inside it ended. Chromium's
// profiles, Pagefind's and the commands' folders land there too. A session left by a process that was
// killed outright is removed by the next one.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The name every session folder starts with: `docs-tests-<pid>-<random>`. */
export const SESSION_PREFIX = 'docs-tests-';

const marker = Symbol.for('docs-tests.temp-session');
const state = globalThis as { [marker]?: string };

/** This process's temp folder (made on first import). */
export const session: string = (state[marker] ??= start());

function start(): string {
  const system = tmpdir();
  removeAbandoned(system);
  const dir = mkdtempSync(join(system, `${SESSION_PREFIX}${process.pid}-`));
  process.env.TMPDIR = dir;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  // A signal ends the process without 'exit': remove, then end by the same signal as before.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      remove();
      process.kill(process.pid, signal);
    });
  return dir;
}

/** Remove the sessions of processes that no longer run. */
function removeAbandoned(system: string): void {
  for (const name of readdirSync(system)) {
    if (!name.startsWith(SESSION_PREFIX)) continue;
    const pid = Number(name.slice(SESSION_PREFIX.length).split('-')[0]);
    if (pid && pid !== process.pid && !running(pid)) rmSync(join(system, name), { recursive: true, force: true });
  }
}

/** Whether a process with this id runs (one of another user's counts). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
