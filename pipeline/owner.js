// Plain JavaScript: bin/build-dist.js reads it before any TypeScript can be loaded. Types: owner.d.ts.
import { hostname } from 'node:os';

/** The record a process leaves in what it makes, so a later run can tell whether its maker is gone. */
export function thisOwner() {
  return { pid: process.pid, host: hostname() };
}

/** `value` (parsed JSON) as an owner record, or undefined when it is not one. */
export function asOwner(value) {
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, host } = value;
  return Number.isSafeInteger(pid) && pid > 0 && typeof host === 'string' ? { pid, host } : undefined;
}

/** The owner record that `text` (the JSON of a lock or a marker file) holds, or undefined. */
export function ownerIn(text) {
  try {
    return text === undefined ? undefined : asOwner(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * Whether the process an owner record names has provably ended: it ran on this machine and no process
 * has its id now. A process elsewhere cannot be asked, so its leftovers are never taken for dead.
 */
export function ownerGone(owner) {
  if (owner.host !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists, under another user.
    return error.code === 'ESRCH';
  }
}
