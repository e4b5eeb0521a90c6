import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A finished command: its exit status, output, and how long it ran. */
export interface BinRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Set when the command was killed for running past its timeout. */
  timedOut: boolean;
  ms: number;
}

/**
 * Run one of `bin/` (`docs-lint.js`, `docs-build.js` …) as its own process in `cwd`. A command that
 * hangs is killed after `timeout` ms and says so in `timedOut`, so a hang fails its test instead of
 * hanging the suite.
 */
export function runBin(bin: string, args: string[], cwd = projectRoot, timeout = 20_000): BinRun {
  const started = performance.now();
  const result: SpawnSyncReturns<string> = spawnSync(process.execPath, [join(projectRoot, 'bin', bin), ...args], {
    cwd,
    encoding: 'utf8',
    // docs-lint's cache goes to this process's temp folder, which goes with it, not to the project's.
    env: { ...process.env, CI: 'true', DOCS_LINT_CACHE: join(tmpdir(), 'docs-lint-cache') },
    timeout,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    timedOut: (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT',
    ms: Math.round(performance.now() - started),
  };
}
