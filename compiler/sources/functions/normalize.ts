import { highlight } from '../../highlight.ts';
import type { DataPath } from '../../load/yaml-source.ts';
import type {
  Code,
  Diagnostic,
  Document,
  LinkRef,
  Markup,
  MarkdownSection,
  ReferenceEntry,
  Section,
} from '../../types.ts';
import type { DataTable, FunctionExample, FunctionParam, FunctionSection } from './section.ts';
import { firstSentence } from '../../markdown-text.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { inFile, inValue, proseCompiler } from '../prose.ts';
import { resolveParams, type LocatedText, type ResolvedParam } from './params.ts';
import { isRef, type ExampleSpec, type ParamSpec } from './types.ts';
import type { FunctionsSpec } from './validate.ts';

/** Turn a validated client library into its Document: the groups of sections.yaml, refs and overwrites resolved, code highlighted, prose checked as a guide's is. */
export function normalizeFunctions(
  spec: FunctionsSpec,
  entry: ReferenceEntry,
): { document: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const route = referenceRoute(entry);
  const slugs = new Set(spec.groups.flatMap((g) => g.sections.map((s) => s.id)));
  // `#slug` links point at the section's own page, so they work on every page, crawler pages included.
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;
  // Shared parameters repeat their description in many functions: each text is compiled once.
  const prose = proseCompiler(entry.id, { resolveLink });
  const yamlProse = ({ text, source, path }: LocatedText): Markup => prose.markup(text, inValue(source, path, text));

  const language = spec.spec.info.language ?? 'js';
  const toParam = (param: ResolvedParam): FunctionParam => ({
    name: param.name,
    type: param.type,
    required: param.required,
    description: yamlProse(param.description),
    ...(param.params ? { params: param.params.map(toParam) } : {}),
  });

  const functionSection = (id: string): FunctionSection => {
    const { spec: fn, source, index } = spec.functions.get(id)!;
    const at = (...path: (string | number)[]) => ({ source, path: ['functions', index, ...path] });
    const description = yamlProse({ text: fn.description, ...at('description') });
    const params = resolveParams(
      fn.params,
      fn.overwriteParams ?? [],
      source,
      at('params').path,
      spec.shared,
      spec.library,
    );
    return {
      kind: 'function',
      id: fn.id,
      slug: fn.id,
      title: fn.title,
      depth: 0,
      summary: firstSentence(description),
      description,
      notes: fn.notes ? yamlProse({ text: fn.notes, ...at('notes') }) : [],
      params: params.map(toParam),
      examples: fn.examples.map((example, i): FunctionExample => ({
        ...toExample(example, language),
        ...(example.description
          ? { description: yamlProse({ text: example.description, ...at('examples', i, 'description') }) }
          : {}),
      })),
    };
  };

  const pageSection = (id: string): MarkdownSection => {
    const page = spec.markdown.get(id)!;
    return markdownSection(id, page.title ?? id, prose.compile(page.body, inFile(page.file, page.bodyLine)));
  };

  const groups = spec.groups
    .map((group) => ({
      title: group.title,
      sections: group.sections.map((s): Section => (s.kind === 'function' ? functionSection(s.id) : pageSection(s.id))),
    }))
    .filter((group) => group.sections.length > 0);
  const introduction = yamlProse({
    text: spec.spec.info.description,
    source: spec.library,
    path: ['info', 'description'],
  });
  // A shared parameter's description shows only where a function uses it un-overwritten; it is
  // checked all the same, so no text of the spec goes unchecked.
  const checkShared = (params: ParamSpec[], path: DataPath): void =>
    params.forEach((param, i) => {
      if (isRef(param)) return;
      yamlProse({ text: param.description, source: spec.library, path: [...path, i, 'description'] });
      if (param.params) checkShared(param.params, [...path, i, 'params']);
    });
  checkShared(spec.spec.params ?? [], ['params']);
  return {
    document: referenceDocument(entry, groups, introduction),
    links: prose.links,
    diagnostics: prose.diagnostics,
  };
}

/** An example's code in its language, its data source and its response, highlighted at build time. */
function toExample(example: ExampleSpec, language: string): FunctionExample {
  const { data, response } = example;
  return {
    id: example.id,
    name: example.name,
    code: highlight(example.code.trimEnd(), example.lang ?? language),
    ...(data
      ? {
          data: {
            sql: highlight(data.sql.trimEnd(), 'sql'),
            tables: (data.tables ?? []).map((t) => toTable(t.name, t.rows)),
          },
        }
      : {}),
    ...(response !== undefined ? { response: highlightResponse(response.trimEnd()) } : {}),
  };
}

/** A response is JSON for database calls; anything else (a log line, an object printed by the library) stays plain text. */
function highlightResponse(text: string): Code {
  try {
    JSON.parse(text);
    return highlight(text, 'json');
  } catch {
    return highlight(text, 'text');
  }
}

/** Rows as written in YAML to a table of text: columns in order of first appearance. */
export function toTable(name: string, rows: Record<string, unknown>[]): DataTable {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { name, columns, rows: rows.map((row) => columns.map((column) => cell(row, column))) };
}

function cell(row: Record<string, unknown>, column: string): string {
  if (!Object.hasOwn(row, column)) return '';
  const value = row[column];
  if (value === null) return 'NULL';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The first sentence of markdown as plain text, for the page's meta description. */
