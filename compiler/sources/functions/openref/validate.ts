import { basename, relative } from 'node:path';
import { closest } from '../../../closest.ts';
import { diagnostic } from '../../../diagnostics.ts';
import type { SourceFile } from '../../../load/yaml-source.ts';
import type { Diagnostic } from '../../../types.ts';
import { replaceSchema, validateSchema } from '../../../validate/schema.ts';
import type { Staged } from '../../kind.ts';
import type { FunctionModel, FunctionsSpec } from '../model.ts';
import { checkSections, type Report } from '../validate.ts';
import type { OpenrefSources } from './load.ts';
import { openrefFunction } from './model.ts';
import schema from './openref.schema.json' with { type: 'json' };
import { reportSlips } from './slips.ts';
import { describeFunction, findSymbol, type TdFunction } from './typedoc.ts';
import type { OpenrefFunction, OpenrefSpec } from './types.ts';

replaceSchema(schema, 'compiler/sources/functions/openref/openref.schema.json');

/** Check a one-file openref spec: its schema, the slips real files carry (warnings), ids, `$ref`s and the reading order. */
export function validateOpenref(sources: OpenrefSources): Staged<FunctionsSpec> {
  const { file } = sources;
  const diagnostics: Diagnostic[] = validateSchema(file, schema.$id);
  if (diagnostics.length > 0) return { diagnostics };
  const report: Report = (code, source, path, values) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path) }, values));
  const spec = file.data as OpenrefSpec;
  reportSlips(spec.functions, file, report);

  const functions = new Map<string, FunctionModel>();
  const firstAt = new Map<string, string>();
  spec.functions.forEach((fn, index) => {
    const at = file.locate(['functions', index, 'id']);
    const first = firstAt.get(fn.id);
    if (first) return report('functions-duplicate-id', file, ['functions', index, 'id'], { id: fn.id, first });
    firstAt.set(fn.id, `${relative(sources.dir, file.file)}:${at.line}:${at.column}`);
    checkExamples(fn, index, file, report);
    functions.set(fn.id, openrefFunction(fn, file, index, typed(fn, index, sources, report)));
  });
  const markdown = new Map(sources.markdownFiles.map((page) => [page.id, page]));
  const groups = sources.sections
    ? checkSections(
        sources.sections,
        { functions, markdown, where: `no function of ${basename(file.file)} has that id` },
        report,
      )
    : fileGroups(spec);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return {
    value: {
      language: spec.info.libraries?.[0]?.id ?? 'js',
      introduction: { text: spec.info.description ?? '', source: file, path: ['info', 'description'] },
      functions,
      markdown,
      groups,
      unshown: [],
    },
    diagnostics,
  };
}

/** The file's own reading order: functions in order, grouped by `category` (or `group`) as they first appear; one group when none has either. */
function fileGroups(spec: OpenrefSpec): FunctionsSpec['groups'] {
  const groups = new Map<string, FunctionsSpec['groups'][number]>();
  const seen = new Set<string>();
  for (const fn of spec.functions) {
    if (seen.has(fn.id)) continue;
    seen.add(fn.id);
    const title = fn.category ?? fn.group ?? spec.info.title;
    if (!groups.has(title)) groups.set(title, { title, sections: [] });
    groups.get(title)!.sections.push({ kind: 'function', id: fn.id });
  }
  return [...groups.values()];
}

function checkExamples(fn: OpenrefFunction, index: number, source: SourceFile, report: Report): void {
  const ids = new Set<string>();
  (fn.examples ?? []).forEach((example, i) => {
    if (ids.has(example.id))
      report('functions-duplicate-example', source, ['functions', index, 'examples', i, 'id'], {
        id: example.id,
        function: fn.id,
      });
    ids.add(example.id);
  });
}

/** The TypeDoc parameters and return type of a function's `$ref`; an unknown symbol is a warning with the nearest names. */
function typed(fn: OpenrefFunction, index: number, sources: OpenrefSources, report: Report): TdFunction | undefined {
  const definition = sources.definition;
  if (!fn.$ref || !definition) return undefined;
  const path = ['functions', index, '$ref'];
  try {
    const symbol = findSymbol(definition.project, fn.$ref);
    if ('found' in symbol) return describeFunction(symbol.found);
    const near = closest(
      symbol.missing,
      symbol.near.map((n) => n.slice(n.lastIndexOf('.') + 1)),
    );
    const suggestion = near ? `Did you mean '${symbol.near.find((n) => n.endsWith(near))}'? ` : '';
    report('functions-openref-unknown-symbol', sources.file, path, {
      ref: fn.$ref,
      name: definition.name,
      missing: symbol.missing,
      near: symbol.near,
      suggestion,
    });
  } catch {
    // TypeDoc output is trusted only as far as it is checked: a malformed reflection is reported, not thrown.
    report('functions-openref-bad-definition', sources.file, path, {
      name: definition.name,
      problem: `the symbol '${fn.$ref}' is not written as TypeDoc writes symbols`,
    });
  }
  return undefined;
}
