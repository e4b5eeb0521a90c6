import { diagnostic } from '../../diagnostics.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import type { SourceKind, Staged } from '../kind.ts';
import { loadOpenApi } from './load.ts';
import { normalizeOpenApi } from './normalize.ts';
import optionsSchema from './options.schema.json' with { type: 'json' };
import type { OpenApiOptions, OperationSection } from './section.ts';
import { validateOpenApi, type OpenApiSpec } from './validate.ts';

/** An HTTP API reference from one OpenAPI 3.0/3.1 file: tags become groups, operations become sections. */
export const openapiKind: SourceKind<SourceFile, OpenApiSpec, OperationSection, OpenApiOptions> = {
  sections: ['operation'],
  options: optionsSchema,
  load: (path, _entry, root) => guarded(path, () => loadOpenApi(path, root)),
  validate: (source) => guarded(source.file, () => validateOpenApi(source)),
  normalize: (spec, entry) => normalizeOpenApi(spec, entry),
};

/** Run a stage over untrusted input; an exception it throws becomes a Diagnostic naming the file instead of ending the build. */
export async function guarded<T>(file: string, stage: () => Staged<T> | Promise<Staged<T>>): Promise<Staged<T>> {
  try {
    return await stage();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { diagnostics: [diagnostic('openapi-failed', { file, line: 1, column: 1 }, { file, reason })] };
  }
}
