import { pathProblem } from '../../load/read-source.ts';
import type { SourceKind } from '../kind.ts';
import { loadFunctionsSources, type FunctionsSources } from './load.ts';
import type { FunctionsSpec } from './model.ts';
import { normalizeFunctions } from './normalize.ts';
import { loadOpenref, type OpenrefSources } from './openref/load.ts';
import { validateOpenref } from './openref/validate.ts';
import type { FunctionSection } from './section.ts';
import { validateFunctions } from './validate.ts';

/**
 * A client-library reference, in either layout: a folder (`library.yaml`, `sections.yaml`,
 * `functions/*.yaml`, `markdown/*.md`) or the platform's one-file openref `0.1` spec, whose
 * `$ref`s take parameters and return types from TypeDoc's JSON output.
 */
export const functionsKind: SourceKind<FunctionsSources | OpenrefSources, FunctionsSpec, FunctionSection> = {
  sections: ['function'],
  load: (path, _entry, root) => (isOneFile(path) ? loadOpenref(path, root) : loadFunctionsSources(path, root)),
  validate: (sources, entry) => ('layout' in sources ? validateOpenref(sources) : validateFunctions(sources, entry)),
  normalize: (spec, entry) => normalizeFunctions(spec, entry),
};

/** Whether `files` names one file: a file is there, or nothing is and the name is a YAML or JSON file's (so "does not exist" names it). */
function isOneFile(path: string): boolean {
  const problem = pathProblem(path, 'folder')?.code;
  return problem === 'read-not-a-folder' || (problem === 'read-missing' && /\.(ya?ml|json)$/i.test(path));
}
