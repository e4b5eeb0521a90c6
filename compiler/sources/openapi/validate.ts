import { basename } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { closest } from '../../closest.ts';
import { diagnostic, type DiagnosticCode } from '../../diagnostics.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import { slugify } from '../../slugify.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import { isRecord } from './load.ts';
import { checkRefs, sourcePath, valueAt } from './refs.ts';
import { validateWithSwagger } from './swagger.ts';

/** The HTTP methods an OpenAPI path item may hold, in the order operations are read. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The slug of the Introduction section (from `info.description`); no operation may take it. */
export const INTRODUCTION_SLUG = 'introduction';

const LOWERCASE_HYPHENATED = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An operation with where it stands: its path and method, its slug, and the data path of its object in the file. */
export interface LocatedOperation {
  path: string;
  method: (typeof httpMethods)[number];
  slug: string;
  at: DataPath;
}

/** A valid OpenAPI document: the file with positions, the dereferenced document and its operations in reading order. */
export interface OpenApiSpec {
  source: SourceFile;
  api: OpenAPIV3.Document;
  operations: LocatedOperation[];
}

/**
 * Check an OpenAPI document: every `$ref` internal and resolvable, then swagger-parser's validation,
 * then what the site needs of each operation (operationId, summary, description, declared tags, a
 * unique slug). The site's own checks run even when swagger-parser fails, so a writer sees everything at once.
 */
export async function validateOpenApi(source: SourceFile): Promise<Staged<OpenApiSpec>> {
  const refDiagnostics = checkRefs(source);
  const swagger = refDiagnostics.length === 0 ? await validateWithSwagger(source) : { diagnostics: [] };
  const { operations, diagnostics: ruleDiagnostics } = checkOperations(source);
  const diagnostics = [...refDiagnostics, ...swagger.diagnostics, ...ruleDiagnostics];
  const value = swagger.api && diagnostics.length === 0 ? { source, api: swagger.api, operations } : undefined;
  return { value, diagnostics };
}

function checkOperations(source: SourceFile): { operations: LocatedOperation[]; diagnostics: Diagnostic[] } {
  const data = source.data as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const report = (code: DiagnosticCode, path: DataPath, values: Record<string, string>, key = false) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path, { key }) }, values));
  const place = (path: DataPath) => {
    const { line, column } = source.locate(path);
    return `${basename(source.file)}:${line}:${column}`;
  };

  const declared = (Array.isArray(data.tags) ? data.tags : []).filter(isRecord).map((t) => String(t.name));
  const slugs = new Map<string, { name: string; place: string }>();
  const info = isRecord(data.info) ? data.info : {};
  if (typeof info.description === 'string' && info.description.trim()) {
    slugs.set(INTRODUCTION_SLUG, {
      name: 'the Introduction section (from info.description)',
      place: place(['info', 'description']),
    });
  }

  const operations: LocatedOperation[] = [];
  for (const path of Object.keys(isRecord(data.paths) ? data.paths : {})) {
    for (const method of httpMethods) {
      const at = sourcePath(data, ['paths', path, method]);
      const op = valueAt(data, at);
      if (!isRecord(op)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const text = (field: string) => (typeof op[field] === 'string' ? (op[field] as string).trim() : '');
      const [operationId, summary] = [text('operationId'), text('summary')];
      if (!operationId)
        report(
          'openapi-missing-operation-id',
          at,
          { operation: name, suggestion: slugify(summary) || `${method}-${slugify(path.replace(/[{}/]/g, ' '))}` },
          true,
        );
      if (!summary) report('openapi-missing-summary', at, { operation: name }, true);
      if (!text('description')) report('openapi-missing-description', at, { operation: name }, true);
      const tags = Array.isArray(op.tags) ? op.tags : [];
      if (tags.length === 0)
        report(
          'openapi-missing-tag',
          op.tags === undefined ? at : [...at, 'tags'],
          { operation: name, tags: declared.join(', ') || '(none declared)' },
          op.tags === undefined,
        );
      tags.forEach((tag, i) => {
        if (declared.includes(String(tag))) return;
        const near = closest(String(tag), declared);
        report('openapi-unknown-tag', [...at, 'tags', i], {
          operation: name,
          tag: String(tag),
          nearest: near ? `Did you mean '${near}'? ` : '',
          tags: declared.join(', ') || '(none declared)',
        });
      });

      const fromId = LOWERCASE_HYPHENATED.test(operationId);
      if (!fromId && !summary) continue; // Already reported: there is nothing to take a slug from.
      const slug = fromId ? operationId : slugify(summary);
      const slugAt = [...at, fromId ? 'operationId' : 'summary'];
      if (!slug) {
        report('openapi-empty-slug', slugAt, { operation: name, summary });
        continue;
      }
      const first = slugs.get(slug);
      if (first) {
        report('openapi-slug-clash', slugAt, { operation: name, slug, first: first.name, place: first.place });
        continue;
      }
      slugs.set(slug, { name, place: place(slugAt) });
      operations.push({ path, method, slug, at });
    }
  }
  return { operations, diagnostics };
}
