/**
 * Run `work` and measure the processor time it takes, in ms. Unlike the time on the clock, it does
 * not grow when other processes share the machine, so a limit on it fails only for slow code.
 */
export function cpuTime<T>(work: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(start);
  return { result, ms: Math.round((user + system) / 1000) };
}
