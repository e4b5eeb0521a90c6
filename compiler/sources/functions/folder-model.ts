import type { SourceFile } from '../../load/yaml-source.ts';
import type { MarkdownFile } from './load.ts';
import type { ExampleModel, FunctionModel, FunctionsSpec, LocatedFunction } from './model.ts';
import { paramTexts, resolveParams, type SharedParams } from './params.ts';
import type { LibrarySpec } from './types.ts';

/** A checked client-library folder, indexed. */
export interface CheckedFolder {
  library: SourceFile;
  spec: LibrarySpec;
  shared: SharedParams;
  functions: Map<string, LocatedFunction>;
  markdown: Map<string, MarkdownFile>;
  groups: FunctionsSpec['groups'];
}

/** The layout-neutral model of a checked folder: shared `ref`s and `overwriteParams` resolved. */
export function folderModel(folder: CheckedFolder): FunctionsSpec {
  const { library, spec } = folder;
  const functions = new Map<string, FunctionModel>();
  for (const [id, located] of folder.functions) functions.set(id, functionModel(located, folder));
  return {
    language: spec.info.language ?? 'js',
    introduction: { text: spec.info.description, source: library, path: ['info', 'description'] },
    functions,
    markdown: folder.markdown,
    groups: folder.groups,
    // A shared parameter's description shows only where a function uses it un-overwritten.
    unshown: paramTexts(spec.params ?? [], library, ['params']),
  };
}

function functionModel({ spec: fn, source, index }: LocatedFunction, folder: CheckedFolder): FunctionModel {
  const at = (...path: (string | number)[]) => ['functions', index, ...path];
  const text = (value: string, ...path: (string | number)[]) => ({ text: value, source, path: at(...path) });
  return {
    id: fn.id,
    title: fn.title,
    description: text(fn.description, 'description'),
    ...(fn.notes ? { notes: text(fn.notes, 'notes') } : {}),
    params: resolveParams(fn.params, fn.overwriteParams ?? [], source, at('params'), folder.shared, folder.library),
    examples: fn.examples.map((example, i): ExampleModel => ({
      id: example.id,
      name: example.name,
      code: example.code,
      ...(example.lang ? { lang: example.lang } : {}),
      ...(example.data ? { data: example.data } : {}),
      ...(example.response !== undefined ? { response: example.response } : {}),
      ...(example.description ? { description: text(example.description, 'examples', i, 'description') } : {}),
    })),
  };
}
