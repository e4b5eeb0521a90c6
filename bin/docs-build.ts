import { Command } from 'commander';
import { formatDiagnostic, summarize } from '../compiler/report.ts';
import { build } from '../pipeline/build.ts';

const program = new Command('docs-build')
  .description('Compile the specs into out/data/*.json and render the static site into out/.')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .option('--out <dir>', 'where to write the site', 'out')
  .option(
    '--site-url <url>',
    'the public https URL canonical links, the sitemap and sharing images use (default: url in specs/site.yaml)',
  )
  .option(
    '--local',
    'build to view on this machine: the site URL is http://127.0.0.1:3000 (or --site-url) and may be local',
  )
  .action(async (options: { specs: string; guides: string; out: string; siteUrl?: string; local?: boolean }) => {
    const started = performance.now();
    // Progress on a terminal only: CI logs stay quiet.
    const interactive = process.stderr.isTTY && !process.env.CI;
    const progress = (step: string) => interactive && process.stderr.write(`\r\x1b[2K${step}…`);
    const result = await build({ ...options, progress });
    if (interactive) process.stderr.write('\r\x1b[2K');
    for (const d of result.diagnostics) console.error(formatDiagnostic(d));
    if (result.pages === undefined) {
      console.error(result.error ?? `Build failed: ${summarize(result.diagnostics)}.`);
      process.exitCode = 1;
      return;
    }
    if (result.kept) console.error(`Kept ${result.kept}: it holds files no build wrote.`);
    const warnings = result.diagnostics.length ? ` (${summarize(result.diagnostics)})` : '';
    console.log(
      `Built ${result.pages} pages into ${options.out}/ in ${Math.round(performance.now() - started)} ms${warnings}.`,
    );
  });
await program.parseAsync();
