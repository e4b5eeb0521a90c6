import { Command } from 'commander';
import { compile } from '../compiler/index.ts';
import { emitData } from '../compiler/emit.ts';
import { formatDiagnostic, summarize } from '../compiler/report.ts';
import { buildSite } from '../renderer/server/build-site.ts';

const program = new Command('docs-build')
  .description('Compile the specs into out/data/*.json and render the static site into out/.')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .option('--out <dir>', 'where to write the site', 'out')
  .option('--site-url <url>', 'the public URL canonical links are built from (default: url in specs/site.yaml)')
  .action(async (options: { specs: string; guides: string; out: string; siteUrl?: string }) => {
    const started = performance.now();
    // Progress on a terminal only: CI logs stay quiet.
    const interactive = process.stderr.isTTY && !process.env.CI;
    const progress = (step: string) => interactive && process.stderr.write(`\r\x1b[2K${step}…`);
    progress('compiling specs');
    const { compiled, diagnostics } = compile(options.specs, options.guides);
    if (interactive) process.stderr.write('\r\x1b[2K');
    for (const d of diagnostics) console.error(formatDiagnostic(d));
    if (!compiled) {
      console.error(`Build failed: ${summarize(diagnostics)}.`);
      process.exitCode = 1;
      return;
    }
    if (options.siteUrl) compiled.site.url = options.siteUrl.replace(/\/+$/, '');
    emitData(compiled, options.out);
    const { pages } = await buildSite(compiled, options.out, progress);
    if (interactive) process.stderr.write('\r\x1b[2K');
    const warnings = diagnostics.length ? ` (${summarize(diagnostics)})` : '';
    console.log(`Built ${pages} pages into ${options.out}/ in ${Math.round(performance.now() - started)} ms${warnings}.`);
  });
await program.parseAsync();
