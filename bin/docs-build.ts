import { Command, Option } from 'commander';
import { constants } from 'node:os';
import { formatDiagnostic, summarize } from '../compiler/report.ts';
import { formatTimings, Timings } from '../compiler/timings.ts';
import { build, type BuildOptions } from '../pipeline/build.ts';
import { watchBuild } from '../pipeline/watch.ts';
import { terminalEvents } from '../pipeline/watch-report.ts';

const program = new Command('docs-build')
  .description('Compile the specs into out/data/*.json and render the static site into out/.')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .option('--out <dir>', 'where to write the site', 'out')
  .option(
    '--site-url <url>',
    'the public https URL canonical links, the sitemap and sharing images use (default: url in specs/site.yaml)',
  )
  .option('--base <path>', 'the sub-path the site is served under, e.g. /docs (default: base in specs/site.yaml)')
  .option(
    '--local',
    'build to view on this machine: the site URL is http://127.0.0.1:3000 (or --site-url) and may be local',
  )
  .addOption(
    new Option(
      '--timings [format]',
      'print on stderr where the time and memory go, phase by phase: as a table, or as json (an array)',
    ).choices(['table', 'json']),
  )
  .option('--watch', 'after building, watch the specs and guides and build again on every change (npm run dev)')
  .action(async (options: Options) => {
    const started = performance.now();
    const signal = stopOnSignals();
    if (options.watch) return watch(options, signal);
    // Progress on a terminal only: CI logs stay quiet.
    const interactive = process.stderr.isTTY && !process.env.CI;
    const progress = (step: string) => interactive && process.stderr.write(`\r\x1b[2K${step}…`);
    const timings = options.timings ? new Timings() : undefined;
    const result = await build({ ...options, progress, signal, timings });
    if (interactive) process.stderr.write('\r\x1b[2K');
    if (timings)
      console.error(options.timings === 'json' ? JSON.stringify(timings.report()) : formatTimings(timings.report()));
    for (const d of result.diagnostics) console.error(formatDiagnostic(d));
    if (result.stopped) {
      console.error(result.error);
      // Now, not when the event loop empties: a stopped compile may still be running on its threads.
      process.exit(exitCode(result.stopped));
    }
    if (result.pages === undefined) {
      console.error(result.error ?? `Build failed: ${summarize(result.diagnostics)}.`);
      process.exitCode = 1;
      return;
    }
    for (const dir of result.kept ?? [])
      console.error(`Left ${dir} beside the output: it holds files no build wrote (or could not delete).`);
    const warnings = result.diagnostics.length ? ` (${summarize(result.diagnostics)})` : '';
    console.log(
      `Built ${result.pages} pages into ${options.out}/ in ${Math.round(performance.now() - started)} ms${warnings}.`,
    );
  });

/** `--watch`: build, then build again on every change until Ctrl-C; problems are said and out keeps the last good build. */
async function watch({ timings, ...options }: Options, signal: AbortSignal): Promise<void> {
  // Each rebuild would print its own table: the phases of one build are --timings' concern.
  if (timings) console.error('--timings is not measured with --watch: run docs-build without it.');
  const watching = await watchBuild({ ...options, signal }, terminalEvents());
  const stop = async () => {
    await watching.close();
    process.exit(exitCode(String(signal.reason)));
  };
  if (signal.aborted) return stop();
  signal.addEventListener('abort', () => void stop(), { once: true });
}

/** What commander reads from the command line: the build's own options, and how to print timings. */
type Options = Pick<BuildOptions, 'specs' | 'guides' | 'out' | 'siteUrl' | 'local' | 'base'> & {
  timings?: true | 'table' | 'json';
  watch?: boolean;
};

/** The conventional exit status of a process ended by `signal`: 128 plus its number. */
function exitCode(signal: string): number {
  return 128 + (constants.signals[signal as NodeJS.Signals] ?? 0);
}

/**
 * On SIGINT or SIGTERM the build stops: it removes what it made, leaves out as it was and exits with the
 * conventional status. A second signal exits at once (the build's exit hook still removes its folders).
 */
function stopOnSignals(): AbortSignal {
  const controller = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const)
    process.on(name, () => {
      if (controller.signal.aborted) process.exit(exitCode(name));
      controller.abort(name);
    });
  return controller.signal;
}

await program.parseAsync();
