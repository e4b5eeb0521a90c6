import { format } from 'node:util';

/** What `console.error` was given since `quietErrors()`, instead of printing it; `restore` puts it back. */
export function quietErrors(): { logged: string[]; restore: () => void } {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => void logged.push(format(...args));
  return { logged, restore: () => (console.error = original) };
}
