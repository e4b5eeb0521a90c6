/** The endpoints of the platform API stand-in whose answers can be slowed down, failed or emptied. */
export const knobEndpoints = ['profile', 'organizations', 'projects', 'branches', 'api'] as const;
export type KnobEndpoint = (typeof knobEndpoints)[number];

/** How one endpoint misbehaves: answer after `delayMs`, with a 500 (`fail`), or with an empty list (`empty`). */
export interface Knob {
  delayMs: number;
  fail: boolean;
  empty: boolean;
}

const maxDelayMs = 30_000;
const calm: Knob = { delayMs: 0, fail: false, empty: false };

/**
 * Knobs that let a person or a browser test reach every picker state: `POST /platform/_knobs` with
 * `{ "endpoint": "projects", "delayMs": 2000, "fail": false, "empty": false }` sets one endpoint,
 * `{ "reset": true }` calms them all. They hold for the whole server, not one session.
 */
export class Knobs {
  #knobs = new Map<KnobEndpoint, Knob>();

  /** How `endpoint` behaves now. */
  get(endpoint: KnobEndpoint): Knob {
    return this.#knobs.get(endpoint) ?? calm;
  }

  /** Apply a request body; returns an error message for a body that is not a knob setting. */
  apply(body: unknown): string | undefined {
    if (typeof body !== 'object' || body === null)
      return 'Send {"endpoint", "delayMs", "fail", "empty"} or {"reset": true}.';
    const { endpoint, delayMs = 0, fail = false, empty = false, reset } = body as Record<string, unknown>;
    if (reset === true) {
      this.#knobs.clear();
      return undefined;
    }
    if (!knobEndpoints.includes(endpoint as KnobEndpoint))
      return `endpoint must be one of ${knobEndpoints.join(', ')}.`;
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > maxDelayMs)
      return `delayMs must be a whole number from 0 to ${maxDelayMs}.`;
    if (typeof fail !== 'boolean' || typeof empty !== 'boolean') return 'fail and empty must be true or false.';
    this.#knobs.set(endpoint as KnobEndpoint, { delayMs, fail, empty });
    return undefined;
  }

  /** Every endpoint's knob, for the answer to a change. */
  all(): Record<KnobEndpoint, Knob> {
    return Object.fromEntries(knobEndpoints.map((e) => [e, this.get(e)])) as Record<KnobEndpoint, Knob>;
  }
}
