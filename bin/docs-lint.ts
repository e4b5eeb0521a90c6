import { Command } from 'commander';
import { compile } from '../compiler/index.ts';
import { diagnosticsUnder, formatDiagnostic, summarize } from '../compiler/report.ts';

const program = new Command('docs-lint')
  .description('Validate the specs and guides and print every problem as file:line:col severity code message, with a hint.')
  .argument('[files...]', 'spec files or folders to report on (default: all of them)')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .action((files: string[], options: { specs: string; guides: string }) => {
    const found = diagnosticsUnder(compile(options.specs, options.guides).diagnostics, files);
    for (const d of found) console.log(formatDiagnostic(d));
    console.log(found.length ? summarize(found) : 'No problems found.');
    process.exitCode = found.some((d) => d.severity === 'error') ? 1 : 0;
  });
program.parse();
