// What a command leaves in the temp folder: `node --import tsx test/helpers/temp-check.ts npm test`.
// The command runs with a temp folder of its own (TMPDIR), so other processes on the machine cannot
// blur the count; afterwards that folder must be empty, and it is removed. Exits with the command's
// code, or 1 when it left anything. The system temp folder is counted before and after too, for the record.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** tsx's compile cache (`tsx-<uid>`): a tool's cache, kept on purpose from run to run like node_modules/.cache. */
const TOOL_CACHE = /^tsx-\d+$/;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node --import tsx test/helpers/temp-check.ts <command> [arguments…]');
  process.exit(2);
}
const system = tmpdir();
const before = readdirSync(system).length;
const own = mkdtempSync(join(system, 'docs-temp-check-'));
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TMPDIR: own } });
const code = await new Promise<number>((resolve) =>
  child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1))),
);
const entries = readdirSync(own);
const left = entries.filter((name) => !TOOL_CACHE.test(name));
rmSync(own, { recursive: true, force: true });
const after = readdirSync(system).length;
const named = left.length ? `: ${left.slice(0, 20).join(', ')}` : '';
console.log(`temp folder: the command left ${left.length} entries in its own${named}`);
console.log(`(and tsx's compile cache: ${entries.length - left.length}); the system temp folder held`);
console.log(`${before} entries before and ${after} after (other processes on the machine count there too).`);
process.exit(code || (left.length ? 1 : 0));
