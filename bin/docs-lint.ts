import { Command, InvalidArgumentError, Option } from 'commander';
import { counts, LINT_FORMATS, lintFormats, reportPaths, type LintFormat } from '../compiler/lint-formats/index.ts';
import { lint } from '../pipeline/lint.ts';

/** Exit statuses, as `--help` states them. */
const EXIT = { clean: 0, problems: 1, usage: 2 } as const;

/** `--max-warnings`: a whole number, at least 0. */
function warningLimit(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('Give a whole number, 0 or more.');
  return Number(value);
}

const program = new Command('docs-lint')
  .description(
    'Validate the specs and guides and print every problem as file:line:col severity code message, with a hint.',
  )
  .argument('[files...]', 'spec files or folders to report on (default: all of them)')
  .option('--specs <dir>', 'the specs folder', 'specs')
  .option('--guides <dir>', 'the guides folder', 'guides')
  .addOption(
    new Option(
      '--format <format>',
      'text; json ({ diagnostics, summary }); github (workflow commands that annotate the files); sarif (SARIF 2.1.0)',
    )
      .choices(LINT_FORMATS)
      .default('text'),
  )
  .addOption(
    new Option('--max-warnings <n>', 'exit 1 when more than n warnings are found (default: any number)').argParser(
      warningLimit,
    ),
  )
  .addHelpText(
    'after',
    `
Exit status:
  0  no problems, or only warnings (no more than --max-warnings)
  1  errors, or more warnings than --max-warnings
  2  a usage error: an unknown option or format, a path that does not exist or that the build does not read`,
  )
  // Commander exits 1 on a usage error; here 1 means problems were found.
  .exitOverride((error) => process.exit(error.exitCode === 0 ? EXIT.clean : EXIT.usage))
  .action(
    async (files: string[], options: { specs: string; guides: string; format: LintFormat; maxWarnings?: number }) => {
      const { diagnostics, error, usage } = await lint({ specs: options.specs, guides: options.guides, files });
      if (error) {
        console.error(`docs-lint: ${error}`);
        process.exitCode = usage ? EXIT.usage : EXIT.problems;
        return;
      }
      console.log(lintFormats[options.format]({ diagnostics, paths: reportPaths() }));
      const { errors, warnings } = counts(diagnostics);
      const tooMany = options.maxWarnings !== undefined && warnings > options.maxWarnings;
      // On stderr: stdout stays what the format says, so a CI tool can read it.
      if (tooMany) {
        const found = `${warnings} warning${warnings === 1 ? '' : 's'}`;
        console.error(`docs-lint: ${found}, more than --max-warnings ${options.maxWarnings} allows.`);
      }
      process.exitCode = errors > 0 || tooMany ? EXIT.problems : EXIT.clean;
    },
  );
await program.parseAsync();
