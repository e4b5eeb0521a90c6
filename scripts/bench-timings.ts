// The phases of a real build (`docs-build --timings json`) as rows of `npm run bench`'s table.
import { mb, ms, type PhaseTiming } from '../compiler/timings.ts';

/** The timings `docs-build --timings json` printed on `stderr` (its one line that is a JSON array). */
export function timingsIn(stderr: string): PhaseTiming[] {
  const line = stderr.split('\n').find((text) => text.startsWith('[{"phase"'));
  if (!line) throw new Error(`docs-build printed no timings:\n${stderr}`);
  return JSON.parse(line) as PhaseTiming[];
}

/** One row a phase: when it ran, how long, and the memory as it ended. */
export function timingRows(timings: PhaseTiming[], label: string): [string, string][] {
  return timings.map((row) => [
    `${label}: ${row.phase}`,
    `${ms(row.start)} to ${ms(row.end)}, running ${ms(row.time)}; RSS ${mb(row.rss)}, heap ${mb(row.heap)}, peak RSS ${mb(row.peakRss)}`,
  ]);
}
