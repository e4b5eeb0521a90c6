import { highlight } from '../../highlight.ts';
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
import type { LocatedText, ResolvedParam } from './params.ts';
import type { ExampleModel, FunctionModel, FunctionsSpec } from './model.ts';

/** Markdown of the spec to Markup, its problems and links placed where it is written. */
type Prose = (text: LocatedText) => Markup;

/** Turn a validated client library (either layout) into its Document: its reading order, code highlighted, prose checked as a guide's is. */
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
  const yamlProse: Prose = ({ text, source, path }) => prose.markup(text, inValue(source, path, text));

  const pageSection = (id: string): MarkdownSection => {
    const page = spec.markdown.get(id)!;
    const compiled = prose.compile(page.body, inFile(page.file, page.bodyLine));
    return { ...markdownSection(id, page.title ?? id, compiled), source: page.file };
  };
  const groups = spec.groups
    .map((group) => ({
      title: group.title,
      sections: group.sections.map((s): Section =>
        s.kind === 'function'
          ? functionSection(spec.functions.get(s.id)!, yamlProse, spec.language)
          : pageSection(s.id),
      ),
    }))
    .filter((group) => group.sections.length > 0);
  const introduction = yamlProse(spec.introduction);
  // No text of the spec goes unchecked, shown or not.
  spec.unshown.forEach(yamlProse);
  return {
    document: referenceDocument(entry, groups, introduction),
    links: prose.links,
    diagnostics: prose.diagnostics,
  };
}

/** A function's section: its prose compiled, parameters as a tree, spotlit examples first. */
function functionSection(fn: FunctionModel, yamlProse: Prose, language: string): FunctionSection {
  const description = yamlProse(fn.description);
  const toParam = (param: ResolvedParam): FunctionParam => ({
    name: param.name,
    type: param.type,
    required: param.required,
    ...(param.default !== undefined ? { default: param.default } : {}),
    description: yamlProse(param.description),
    ...(param.params ? { params: param.params.map(toParam) } : {}),
  });
  const examples = [...fn.examples.filter((e) => e.spotlight), ...fn.examples.filter((e) => !e.spotlight)];
  return {
    kind: 'function',
    id: fn.id,
    slug: fn.id,
    title: fn.title,
    depth: 0,
    summary: firstSentence(description),
    // The file its description is written in: the function's own in a folder, the one file of an openref.
    source: fn.description.source.file,
    description,
    notes: fn.notes ? yamlProse(fn.notes) : [],
    params: fn.params.map(toParam),
    ...(fn.returns
      ? {
          returns: {
            type: fn.returns.type,
            description: fn.returns.description ? yamlProse(fn.returns.description) : [],
          },
        }
      : {}),
    examples: examples.map((example): FunctionExample => ({
      ...toExample(example, language),
      ...(example.description ? { description: yamlProse(example.description) } : {}),
    })),
  };
}

/** An example's code in its language, its data source and its response, highlighted at build time. */
function toExample(example: ExampleModel, language: string): FunctionExample {
  const { data, response } = example;
  return {
    id: example.id,
    name: example.name,
    code: highlight(example.code.trimEnd(), example.lang ?? language),
    ...(example.hideCode ? { hideCode: true } : {}),
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
