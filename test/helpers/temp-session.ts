// Loaded first in every test process (`node --import tsx --import ./test/helpers/temp-session.ts …`,
// as package.json's test scripts run them; the helpers import it too, for a file run on its own):
// the system temp folder, as this process and its children see it (`os.tmpdir()` reads TMPDIR), becomes
// one folder of its own, removed when the process ends, however the tests inside it ended. Chromium's
// profiles, Pagefind's and the commands' folders land there too. A session left by a process that was
// killed outright is removed by the next one (and by `npm test` as each step ends).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeAbandoned, SESSION_PREFIX } from './temp-folders.ts';

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
  // A signal ends the process (with the shell's code for it): the 'exit' handlers run, Playwright's
  // killing the browsers it started, then this one, moved after theirs, removing the folder.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)
    process.once(signal, () => {
      process.off('exit', remove).on('exit', remove);
      process.exit(code);
    });
  return dir;
}
