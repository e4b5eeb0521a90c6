import type { SourceKind } from '../kind.ts';
import { loadFunctionsSources, type FunctionsSources } from './load.ts';
import { normalizeFunctions } from './normalize.ts';
import type { FunctionSection } from './section.ts';
import { validateFunctions, type FunctionsSpec } from './validate.ts';

/** A client-library reference: `library.yaml`, `sections.yaml`, `functions/*.yaml` and `markdown/*.md` in one folder. */
export const functionsKind: SourceKind<FunctionsSources, FunctionsSpec, FunctionSection> = {
  sections: ['function'],
  load: (path, _entry, root) => loadFunctionsSources(path, root),
  validate: (sources, entry) => validateFunctions(sources, entry),
  normalize: (spec, entry) => normalizeFunctions(spec, entry),
};
