import type { SourceKind } from '../kind.ts';
import { loadCliSources, type CliSources } from './load.ts';
import { normalizeCli } from './normalize.ts';
import type { CliCommandSection } from './section.ts';
import { validateCli, type CliSpec } from './validate.ts';

/** The command-line reference: `cli.yaml`, `sections.yaml` and `commands/*.yaml` in one folder. */
export const cliKind: SourceKind<CliSources, CliSpec, CliCommandSection> = {
  sections: ['cli-command'],
  load: (path, _entry, root) => loadCliSources(path, root),
  validate: (sources) => validateCli(sources),
  normalize: (spec, entry) => normalizeCli(spec, entry),
};
