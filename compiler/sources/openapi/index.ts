import type { SourceFile } from '../../load/yaml-source.ts';
import type { SourceKind } from '../kind.ts';
import { loadOpenApi } from './load.ts';
import { normalizeOpenApi } from './normalize.ts';
import { validateOpenApi, type OpenApiSpec } from './validate.ts';

/** An HTTP API reference from one OpenAPI 3.0/3.1 file: tags become groups, operations become sections. */
export const openapiKind: SourceKind<SourceFile, OpenApiSpec> = {
  load: (path) => loadOpenApi(path),
  validate: (source) => validateOpenApi(source),
  normalize: (spec, entry) => normalizeOpenApi(spec, entry),
};
