import { basename } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { closest } from '../../closest.ts';
import { diagnostic, type DiagnosticCode } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import { checkRefs } from './check-refs.ts';
import { placeOf, valueThrough, type SpecFiles, type SpecPlace } from './files.ts';
import { isRecord } from './refs.ts';
import { naturalSlug, uniqueSlugs, type SlugSource } from './slugs.ts';
import { validateWithSwagger } from './swagger.ts';

/** The HTTP methods an OpenAPI path item may hold, in the order operations are read. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The slug of the Introduction section (from `info.description`); no operation may take it. */
export const INTRODUCTION_SLUG = 'introduction';

/** The group of operations without a tag, after every tagged group. */
export const UNTAGGED_GROUP = 'Other operations';

/** An operation with where it stands: `paths` or (3.1) `webhooks`, its path and method, slug, title, and its object in the files. */
export interface LocatedOperation {
  root: 'paths' | 'webhooks';
  path: string;
  method: (typeof httpMethods)[number];
  slug: string;
  /** Its summary, else its method and path. */
  title: string;
  at: SpecPlace;
}

/** A valid OpenAPI document: its files with positions, the dereferenced document (3.x) and its operations in reading order. */
export interface OpenApiSpec {
  files: SpecFiles;
  api: OpenAPIV3.Document;
  operations: LocatedOperation[];
  /** Swagger 2.0, converted: paths in `api` are not those of the files, so texts are placed by their words. */
  converted: boolean;
}

/**
 * Check an OpenAPI document: every `$ref` resolvable, then swagger-parser's validation, then what
 * the site reads of each operation. Missing operationIds, summaries, descriptions and tags are
 * warnings with a fallback; the site's own checks run even when swagger-parser fails, so a writer
 * sees everything at once.
 */
export async function validateOpenApi(files: SpecFiles): Promise<Staged<OpenApiSpec>> {
  const refDiagnostics = checkRefs(files);
  const swagger = refDiagnostics.length === 0 ? await validateWithSwagger(files) : { diagnostics: [] };
  const { operations, diagnostics: ruleDiagnostics } = checkOperations(files);
  const diagnostics = [...refDiagnostics, ...swagger.diagnostics, ...ruleDiagnostics];
  const ok = swagger.api && !diagnostics.some((d) => d.severity === 'error');
  const converted = isRecord(files.root.data) && files.root.data.swagger !== undefined;
  return { value: ok ? { files, api: swagger.api!, operations, converted } : undefined, diagnostics };
}

/** The field a slug was made from, where a clash is reported (the operation itself for method and path). */
const slugField: Record<SlugSource, string | undefined> = {
  operationId: 'operationId',
  'kebab-operationId': 'operationId',
  summary: 'summary',
  'method-path': undefined,
};

type Raw = Omit<LocatedOperation, 'slug'> & {
  op: Record<string, unknown>;
  operationId: string;
  summary: string;
  description: string;
  wanted: string;
  from: SlugSource;
};

/** Every operation of `paths` and `webhooks`, in document order. */
function readOperations(files: SpecFiles): Raw[] {
  const found: Raw[] = [];
  for (const root of ['paths', 'webhooks'] as const) {
    const items = valueThrough(files, [root]);
    for (const path of Object.keys(isRecord(items) ? items : {})) {
      for (const method of httpMethods) {
        const op = valueThrough(files, [root, path, method]);
        if (!isRecord(op)) continue;
        // Read through $refs: a description may be written in another file.
        const text = (field: string) => {
          const value = valueThrough(files, [root, path, method, field]);
          return typeof value === 'string' ? value.trim() : '';
        };
        const naming = { operationId: text('operationId'), summary: text('summary'), method, path };
        const { slug, from } = naturalSlug({ ...naming, webhook: root === 'webhooks' });
        const title = naming.summary || `${method.toUpperCase()} ${path}`;
        const at = placeOf(files, [root, path, method]);
        found.push({ root, title, at, op, ...naming, description: text('description'), wanted: slug, from });
      }
    }
  }
  return found;
}

function checkOperations(files: SpecFiles): { operations: LocatedOperation[]; diagnostics: Diagnostic[] } {
  const data = files.root.data as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const report = (code: DiagnosticCode, at: SpecPlace, values: Record<string, string>, key = false) =>
    diagnostics.push(diagnostic(code, { file: at.source.file, ...at.source.locate(at.path, { key }) }, values));
  const within = (at: SpecPlace, ...path: (string | number)[]) => ({ source: at.source, path: [...at.path, ...path] });
  // Where a slug was made from: its field, or the operation itself for method and path.
  const fieldOf = (o: Raw) => (slugField[o.from] ? within(o.at, slugField[o.from]!) : o.at);
  const place = (at: SpecPlace) => {
    const { line, column } = at.source.locate(at.path);
    return `${basename(at.source.file)}:${line}:${column}`;
  };

  const declared = (Array.isArray(data.tags) ? data.tags : []).filter(isRecord).map((t) => String(t.name));
  const tagList = declared.join(', ') || '(none declared)';
  const info = isRecord(data.info) ? data.info : {};
  const introduction = typeof info.description === 'string' && info.description.trim() !== '';
  const raw = readOperations(files);
  const slugs = uniqueSlugs(
    raw.map((o) => o.wanted),
    introduction ? [INTRODUCTION_SLUG] : [],
  );
  const firstWith = new Map<string, Raw>();
  const operations = raw.map((o, i): LocatedOperation => {
    const { op, at } = o;
    const name = `${o.root === 'webhooks' ? 'The webhook ' : ''}${o.method.toUpperCase()} ${o.path}`;
    const slug = slugs[i];
    if (!o.operationId)
      report('openapi-missing-operation-id', at, { operation: name, slug, suggestion: o.wanted }, true);
    if (!o.summary) report('openapi-missing-summary', at, { operation: name, title: o.title }, true);
    else if (o.from !== 'summary' && o.from !== 'operationId')
      report('openapi-empty-slug', within(at, 'summary'), { operation: name, summary: o.summary, slug });
    if (!o.description) report('openapi-missing-description', at, { operation: name }, true);
    const tags = Array.isArray(op.tags) ? op.tags : [];
    if (tags.length === 0 && o.root === 'paths') {
      const where = op.tags === undefined ? at : within(at, 'tags');
      report('openapi-missing-tag', where, { operation: name, group: UNTAGGED_GROUP, tags: tagList }, !op.tags);
    }
    tags.forEach((tag, t) => {
      if (declared.includes(String(tag))) return;
      const near = closest(String(tag), declared);
      report('openapi-unknown-tag', within(at, 'tags', t), {
        operation: name,
        tag: String(tag),
        nearest: near ? `Did you mean '${near}'? ` : '',
        tags: tagList,
      });
    });
    const first = firstWith.get(o.wanted);
    if (slug !== o.wanted) {
      const field = slugField[o.from];
      report(
        'openapi-slug-clash',
        field ? within(at, field) : at,
        {
          operation: name,
          slug: o.wanted,
          first: first
            ? `${first.method.toUpperCase()} ${first.path}`
            : 'the Introduction section (from info.description)',
          given: slug,
          place: place(first ? fieldOf(first) : placeOf(files, ['info', 'description'])),
        },
        !field,
      );
    }
    if (!first) firstWith.set(o.wanted, o);
    return { root: o.root, path: o.path, method: o.method, slug, title: o.title, at };
  });
  return { operations, diagnostics };
}
