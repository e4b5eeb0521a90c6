// Where a build's time and memory go (`docs-build --timings`, `npm run bench`). The stages mark their
// parts with `phase()` or `begin()`; unless a build is being timed those do nothing but run the work.
// The timed build is a module-level variable, not an AsyncLocalStorage: in Node 20 that would hook every
// promise of the build and slow the very thing measured.

/** The phases of a build, in the order they are reported. */
export const PHASES = [
  'load',
  'validate',
  'normalize',
  'link check',
  'render',
  'search index',
  'images',
  'write',
] as const;

export type Phase = (typeof PHASES)[number];

/** One phase of a timed build: offsets from the build's start, in ms, and memory in bytes. */
export interface PhaseTiming {
  phase: Phase | 'total';
  /** When its first part started. */
  start: number;
  /** When its last part ended. */
  end: number;
  /** How long some part of it was running: less than `end - start` when it ran in pieces between others. */
  time: number;
  /** The process's resident memory and V8's used heap when its last part ended. */
  rss: number;
  heap: number;
  /** The most resident memory the process had held by then. */
  peakRss: number;
}

interface Part {
  start: number;
  end: number;
}

/** The timings of one build: pass it to `build()`, then read `report()`. */
export class Timings {
  readonly #origin = performance.now();
  readonly #parts = new Map<Phase, Part[]>();
  readonly #memory = new Map<Phase, Pick<PhaseTiming, 'rss' | 'heap' | 'peakRss'>>();

  /** Record that a part of `phase` ran from `start` to now (both `performance.now()`). */
  record(phase: Phase, start: number): void {
    const parts = this.#parts.get(phase) ?? [];
    parts.push({ start: start - this.#origin, end: performance.now() - this.#origin });
    this.#parts.set(phase, parts);
    this.#memory.set(phase, memory());
  }

  /** Every phase that ran, in PHASES order, then the whole build so far as `total`. */
  report(): PhaseTiming[] {
    const rows: PhaseTiming[] = PHASES.flatMap((phase) => {
      const parts = this.#parts.get(phase);
      if (!parts) return [];
      const start = Math.min(...parts.map((p) => p.start));
      const end = Math.max(...parts.map((p) => p.end));
      return [{ phase, start, end, time: unionLength(parts), ...this.#memory.get(phase)! }];
    });
    const end = performance.now() - this.#origin;
    return [...rows, { phase: 'total', start: 0, end, time: end, ...memory() }];
  }
}

let timed: Timings | undefined;

/** Run `work` with the phases it marks recorded in `timings`. */
export async function measure<T>(timings: Timings, work: () => Promise<T>): Promise<T> {
  timed = timings;
  try {
    return await work();
  } finally {
    if (timed === timings) timed = undefined;
  }
}

function memory(): Pick<PhaseTiming, 'rss' | 'heap' | 'peakRss'> {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed, peakRss: process.resourceUsage().maxRSS * 1024 };
}

/** How long at least one of `parts` was running: overlapping parts count once. */
function unionLength(parts: Part[]): number {
  let total = 0;
  let reached = -Infinity;
  for (const { start, end } of [...parts].sort((a, b) => a.start - b.start)) {
    if (end > reached) total += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return total;
}

/** Mark the start of a part of `phase`; call the function returned when the part has ended. */
export function begin(phase: Phase): () => void {
  const timings = timed;
  if (!timings) return () => {};
  const start = performance.now();
  return () => timings.record(phase, start);
}

/** Run `work` as a part of `phase` (until its promise settles, when it returns one). */
export function phase<T>(name: Phase, work: () => T): T {
  const end = begin(name);
  const result = work();
  if (result instanceof Promise) return result.finally(end) as T;
  end();
  return result;
}

const COLUMNS: [string, (row: PhaseTiming) => string][] = [
  ['start', (row) => ms(row.start)],
  ['end', (row) => ms(row.end)],
  ['time', (row) => ms(row.time)],
  ['RSS', (row) => mb(row.rss)],
  ['heap', (row) => mb(row.heap)],
  ['peak RSS', (row) => mb(row.peakRss)],
];

/** A duration in ms, rounded, with its unit. */
export const ms = (value: number) => `${Math.round(value)} ms`;
/** A size in bytes as whole MB (MiB), with its unit. */
export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** The rows as a small table, with a line saying how to read it. */
export function formatTimings(rows: PhaseTiming[]): string {
  const cells = [
    ['phase', ...COLUMNS.map(([title]) => title)],
    ...rows.map((row) => [row.phase, ...COLUMNS.map(([, cell]) => cell(row))]),
  ];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const lines = cells.map((line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
  return [
    ...lines,
    'start and end count from the start of the build; time is how long the phase was running, so phases that',
    'overlap (rendering while Pagefind indexes and workers draw images) each show their own; memory is as the',
    "phase's last part ended, and peak RSS the most the process had held until then.",
  ].join('\n');
}
