import { relative } from 'node:path';
import { formatDiagnostic, summarize } from '../compiler/report.ts';
import type { Diagnostic } from '../compiler/types.ts';
import type { WatchEvents } from './watch.ts';

/** What a failed build says, one line each: every diagnostic as `docs-lint` prints it, then the reason. */
export function problemLines(diagnostics: Diagnostic[], error?: string): string[] {
  const lines = diagnostics.map((d) => formatDiagnostic(d));
  if (error) lines.push(error);
  else if (diagnostics.length > 0)
    lines.push(`Build failed: ${summarize(diagnostics)}; still serving the last good build.`);
  return lines;
}

/** The watch loop's events on the terminal: each update in one line, each failure with all its diagnostics. */
export function terminalEvents(
  log = (line: string) => console.log(line),
  warn = (line: string) => console.error(line),
): WatchEvents {
  return {
    updated(routes, ms) {
      const what = routes === 'all' ? 'the whole site' : `${routes.length} ${routes.length === 1 ? 'page' : 'pages'}`;
      log(`Built ${what} in ${ms} ms; watching for changes.`);
    },
    failed(diagnostics, error) {
      for (const line of problemLines(diagnostics, error)) warn(line);
    },
    rebuilding(path) {
      log(`${relative(process.cwd(), path) || path} changed: building the whole site.`);
    },
    warned(diagnostics) {
      for (const d of diagnostics) warn(formatDiagnostic(d));
    },
  };
}
