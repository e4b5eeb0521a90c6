/** Which process made a leftover, and on which machine. */
export interface Owner {
  pid: number;
  host: string;
}

/** The record a process leaves in what it makes, so a later run can tell whether its maker is gone. */
export function thisOwner(): Owner;

/** `value` (parsed JSON) as an owner record, or undefined when it is not one. */
export function asOwner(value: unknown): Owner | undefined;

/** The owner record that `text` (the JSON of a lock or a marker file) holds, or undefined. */
export function ownerIn(text: string | undefined): Owner | undefined;

/** Whether the process an owner record names has provably ended (on this machine, no process has its id). */
export function ownerGone(owner: Owner): boolean;
