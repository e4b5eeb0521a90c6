import { relative } from 'node:path';
import { closest } from '../../closest.ts';
import { diagnostic, type DiagnosticCode, type Values } from '../../diagnostics.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic, ReferenceEntry } from '../../types.ts';
import { validateSchema } from '../../validate/schema.ts';
import type { Staged } from '../kind.ts';
import type { FunctionsSources } from './load.ts';
import { folderModel } from './folder-model.ts';
import type { FunctionsSpec, LocatedFunction, SectionRef } from './model.ts';
import { schemaIds } from './schemas.ts';
import {
  isRef,
  type FullParamSpec,
  type FunctionSpec,
  type LibrarySpec,
  type ParamSpec,
  type SectionsSpec,
} from './types.ts';

/** Report a problem at `path` of `source`. */
export type Report = (code: DiagnosticCode, source: SourceFile, path: DataPath, values?: Values) => void;

/** Schema-check every file of a client library, then check what no schema can: ids, refs, overwrites and the reading order. */
export function validateFunctions(sources: FunctionsSources, entry: ReferenceEntry): Staged<FunctionsSpec> {
  const diagnostics: Diagnostic[] = [];
  const schemaCheck = (source: SourceFile | undefined, schema: string): boolean => {
    if (!source) return false;
    const found = validateSchema(source, schema);
    diagnostics.push(...found);
    return found.length === 0;
  };
  const report: Report = (code, source, path, values) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path) }, values));

  const libraryValid = schemaCheck(sources.library, schemaIds.library);
  const sectionsValid = schemaCheck(sources.sections, schemaIds.sections);
  const functionFiles = sources.functionFiles.filter((f) => schemaCheck(f, schemaIds.functions));
  for (const page of sources.markdownFiles) {
    if (page.title === undefined)
      diagnostics.push(diagnostic('functions-missing-title', { file: page.file, line: 1, column: 1 }, { id: page.id }));
  }
  if (!libraryValid) return { diagnostics };
  // The reading order is checked only when every file could be read: a function in a broken
  // file is not missing, and saying so would bury the real error.
  const complete = sources.complete && sectionsValid && functionFiles.length === sources.functionFiles.length;

  const library = sources.library;
  const spec = library.data as LibrarySpec;
  if (spec.info.id !== entry.id)
    report('functions-id-mismatch', library, ['info', 'id'], { id: spec.info.id, entry: entry.id });
  const shared = new Map<string, { param: FullParamSpec; index: number }>();
  (spec.params ?? []).forEach((param, index) => {
    if (shared.has(param.id))
      report('functions-duplicate-param', library, ['params', index, 'id'], {
        id: param.id,
        owner: 'the shared params of library.yaml',
      });
    else shared.set(param.id, { param, index });
  });

  const functions = new Map<string, LocatedFunction>();
  const markdown = new Map(sources.markdownFiles.map((page) => [page.id, page]));
  const firstUse = new Map<string, string>(
    [...markdown.values()].map((page) => [page.id, `${relative(sources.dir, page.file)}:1:1`]),
  );
  for (const source of functionFiles) {
    (source.data as { functions: FunctionSpec[] }).functions.forEach((fn, index) => {
      const at = ['functions', index, 'id'];
      const first = firstUse.get(fn.id);
      if (first) report('functions-duplicate-id', source, at, { id: fn.id, first });
      else
        firstUse.set(
          fn.id,
          `${relative(sources.dir, source.file)}:${source.locate(at).line}:${source.locate(at).column}`,
        );
      if (!functions.has(fn.id) && !markdown.has(fn.id)) functions.set(fn.id, { spec: fn, source, index });
    });
  }
  for (const located of functions.values()) checkFunction(located, shared, report);

  const groups: FunctionsSpec['groups'] = [];
  if (sources.sections && sectionsValid && complete) {
    const where = 'no function of functions/*.yaml has that id';
    groups.push(...checkSections(sources.sections, { functions, markdown, where }, report));
    const listed = new Set(groups.flatMap((g) => g.sections.map((s) => `${s.kind}:${s.id}`)));
    for (const { spec: fn, source, index } of functions.values()) {
      if (!listed.has(`function:${fn.id}`))
        report('functions-unlisted', source, ['functions', index, 'id'], { what: 'function', id: fn.id });
    }
    for (const page of markdown.values()) {
      if (!listed.has(`markdown:${page.id}`))
        diagnostics.push(
          diagnostic('functions-unlisted', { file: page.file, line: 1, column: 1 }, { what: 'markdown', id: page.id }),
        );
    }
  }
  // The model resolves refs, so it is built only for a library without errors.
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { value: folderModel({ library, spec, shared, functions, markdown, groups }), diagnostics };
}

/** Duplicate example and parameter ids, refs to no shared parameter, overwrites of no parameter. */
function checkFunction(
  { spec: fn, source, index }: LocatedFunction,
  shared: Map<string, unknown>,
  report: Report,
): void {
  const at = (...path: DataPath) => ['functions', index, ...path];
  const examples = new Set<string>();
  fn.examples.forEach((example, i) => {
    if (examples.has(example.id))
      report('functions-duplicate-example', source, at('examples', i, 'id'), { id: example.id, function: fn.id });
    examples.add(example.id);
  });
  const checkParams = (params: ParamSpec[], path: DataPath, owner: string) => {
    const seen = new Set<string>();
    params.forEach((param, i) => {
      const id = isRef(param) ? param.ref : param.id;
      const key = isRef(param) ? 'ref' : 'id';
      if (seen.has(id)) report('functions-duplicate-param', source, [...path, i, key], { id, owner });
      seen.add(id);
      if (isRef(param) && !shared.has(param.ref))
        report('functions-unknown-ref', source, [...path, i, 'ref'], {
          function: fn.id,
          ref: param.ref,
          suggestion: didYouMean(param.ref, [...shared.keys()]),
        });
      if (!isRef(param) && param.params)
        checkParams(param.params, [...path, i, 'params'], `parameter '${param.id}' of function '${fn.id}'`);
    });
  };
  checkParams(fn.params, at('params'), `function '${fn.id}'`);
  const own = fn.params.map((p) => (isRef(p) ? p.ref : p.id));
  (fn.overwriteParams ?? []).forEach((overwrite, i) => {
    if (!own.includes(overwrite.id))
      report('functions-unknown-overwrite', source, at('overwriteParams', i, 'id'), {
        function: fn.id,
        id: overwrite.id,
        suggestion: didYouMean(overwrite.id, own),
      });
    if (overwrite.params)
      checkParams(
        overwrite.params,
        at('overwriteParams', i, 'params'),
        `overwriteParams '${overwrite.id}' of function '${fn.id}'`,
      );
  });
}

/** The groups of sections.yaml with unknown and repeated entries reported and left out; `where` says where functions are defined. */
export function checkSections(
  source: SourceFile,
  {
    functions,
    markdown,
    where: functionsWhere,
  }: { functions: Map<string, unknown>; markdown: Map<string, unknown>; where: string },
  report: Report,
): FunctionsSpec['groups'] {
  const firstLine = new Map<string, number>();
  return (source.data as SectionsSpec).groups.map((group, g) => ({
    title: group.title,
    sections: group.sections.flatMap((item, i): SectionRef[] => {
      const kind = 'function' in item ? 'function' : 'markdown';
      const id = 'function' in item ? item.function : item.markdown;
      const path = ['groups', g, 'sections', i, kind];
      const known = kind === 'function' ? functions : markdown;
      if (!known.has(id)) {
        const where = kind === 'function' ? functionsWhere : `markdown/${id}.md does not exist`;
        report('functions-unknown-entry', source, path, {
          what: kind,
          id,
          where,
          suggestion: didYouMean(id, [...known.keys()]),
        });
        return [];
      }
      const first = firstLine.get(`${kind}:${id}`);
      if (first !== undefined) {
        report('functions-listed-twice', source, path, { what: kind, id, line: first });
        return [];
      }
      firstLine.set(`${kind}:${id}`, source.locate(path).line);
      return [{ kind, id }];
    }),
  }));
}

/** `Did you mean 'x'? ` for the candidate nearest `word`, or nothing. */
export function didYouMean(word: string, candidates: string[]): string {
  const near = closest(word, candidates);
  return near ? `Did you mean '${near}'? ` : '';
}
