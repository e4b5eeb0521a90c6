import { Command } from 'commander';
import { formatDiagnostic, summarize } from '../compiler/report.ts';
import { lint } from '../pipeline/lint.ts';

const program = new Command('docs-lint')
  .description(
    'Validate the specs and guides and print every problem as file:line:col severity code message, with a hint.',
  )
  .argument('[files...]', 'spec files or folders to report on (default: all of them)')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .action(async (files: string[], options: { specs: string; guides: string }) => {
    const { diagnostics: found, error } = await lint({ ...options, files });
    if (error) {
      console.error(`docs-lint: ${error}`);
      process.exitCode = 1;
      return;
    }
    for (const d of found) console.log(formatDiagnostic(d));
    console.log(found.length ? summarize(found) : 'No problems found.');
    process.exitCode = found.some((d) => d.severity === 'error') ? 1 : 0;
  });
await program.parseAsync();
