import { diagnostic } from '../../diagnostics.ts';
import type { SourceRoot } from '../../load/read-source.ts';
import { readYaml, type SourceFile } from '../../load/yaml-source.ts';
import type { Staged } from '../kind.ts';

/** The OpenAPI versions swagger-parser validates. */
const VERSION = /^3\.(0\.[0-4]|1\.[0-2])$/;

/** Read one OpenAPI file (YAML or JSON) keeping source positions; an unreadable file, broken YAML or a non-OpenAPI document becomes a Diagnostic. */
export function loadOpenApi(file: string, root: SourceRoot): Staged<SourceFile> {
  const { source, diagnostics } = readYaml(file, root);
  if (!source) return { diagnostics };
  const problem = shapeProblem(source.data);
  if (problem) {
    const at = source.locate(problem.path);
    return { diagnostics: [...diagnostics, diagnostic('openapi-parse', { file, ...at }, { problem: problem.text })] };
  }
  return { value: source, diagnostics };
}

/** What keeps `data` from being an OpenAPI 3 document swagger-parser can check, and where. */
function shapeProblem(data: unknown): { text: string; path: string[] } | undefined {
  if (!isRecord(data)) return { text: 'the top level is not a mapping', path: [] };
  const version = data.openapi;
  if (version === undefined)
    return {
      text: data.swagger !== undefined ? 'it is Swagger 2.0; convert it to OpenAPI 3' : 'it has no `openapi:` version',
      path: [],
    };
  if (typeof version !== 'string')
    return { text: "the `openapi:` version is not a string; write it in quotes, such as '3.0.3'", path: ['openapi'] };
  if (!VERSION.test(version))
    return { text: `the version '${version}' is not one of 3.0.0–3.0.4 or 3.1.0–3.1.2`, path: ['openapi'] };
  if (!isRecord(data.paths))
    return { text: 'it has no `paths:` mapping', path: data.paths === undefined ? [] : ['paths'] };
  return undefined;
}

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
