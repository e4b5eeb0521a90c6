import { diagnostic } from '../../diagnostics.ts';
import type { SourceRoot } from '../../load/read-source.ts';
import { readYaml } from '../../load/yaml-source.ts';
import type { Staged } from '../kind.ts';
import { loadSpecFiles, type SpecFiles } from './files.ts';
import { isRecord } from './refs.ts';

/** The OpenAPI versions swagger-parser validates; Swagger 2.0 is converted to 3.0 after it is validated. */
const VERSION = /^3\.(0\.[0-4]|1\.[0-2])$/;

/**
 * Read one OpenAPI or Swagger 2.0 document (YAML or JSON) keeping source positions, with every file
 * its relative `$ref`s reach; an unreadable file, broken YAML, a non-OpenAPI document or a `$ref` that
 * cannot be followed becomes a Diagnostic.
 */
export function loadOpenApi(file: string, root: SourceRoot): Staged<SpecFiles> {
  // Positions are worked out only for a problem to report: a valid document is parsed once.
  const { source, diagnostics } = readYaml(file, root, { lazy: true });
  if (!source) return { diagnostics };
  const problem = shapeProblem(source.data);
  if (problem) {
    const at = source.locate(problem.path);
    return { diagnostics: [...diagnostics, diagnostic('openapi-parse', { file, ...at }, { problem: problem.text })] };
  }
  const loaded = loadSpecFiles(source, root);
  const all = [...diagnostics, ...loaded.diagnostics];
  return { value: all.some((d) => d.severity === 'error') ? undefined : loaded.files, diagnostics: all };
}

/** What keeps `data` from being a document swagger-parser can check, and where. */
function shapeProblem(data: unknown): { text: string; path: string[] } | undefined {
  if (!isRecord(data)) return { text: 'the top level is not a mapping', path: [] };
  if (data.openapi === undefined && data.swagger !== undefined)
    return data.swagger === '2.0'
      ? pathsProblem(data)
      : { text: "the `swagger:` version is not '2.0'", path: ['swagger'] };
  const version = data.openapi;
  if (version === undefined) return { text: 'it has no `openapi:` version', path: [] };
  if (typeof version !== 'string')
    return { text: "the `openapi:` version is not a string; write it in quotes, such as '3.0.3'", path: ['openapi'] };
  if (!VERSION.test(version))
    return { text: `the version '${version}' is not one of 3.0.0–3.0.4 or 3.1.0–3.1.2`, path: ['openapi'] };
  // A 3.1 document may hold only webhooks or components.
  if (version.startsWith('3.1') && (isRecord(data.webhooks) || isRecord(data.components)) && data.paths === undefined)
    return undefined;
  return pathsProblem(data);
}

function pathsProblem(data: Record<string, unknown>): { text: string; path: string[] } | undefined {
  if (!isRecord(data.paths))
    return { text: 'it has no `paths:` mapping', path: data.paths === undefined ? [] : ['paths'] };
  return undefined;
}

export { isRecord } from './refs.ts';
