import type { DataPath, SourceFile } from '../../../load/yaml-source.ts';
import type { ExampleModel, FunctionModel } from '../model.ts';
import type { LocatedText, ResolvedParam } from '../params.ts';
import type { TdFunction, TdParam } from './typedoc.ts';
import type { OpenrefExample, OpenrefFunction, OpenrefParam } from './types.ts';

/**
 * A function of an openref file as a reader sees it. Its parameters are `overwriteParams`, else
 * `params`, else those of its TypeDoc symbol; its return type is the symbol's. TypeDoc's texts are
 * placed at the `$ref` that brought them, where a writer can act on them.
 */
export function openrefFunction(
  fn: OpenrefFunction,
  source: SourceFile,
  index: number,
  typed: TdFunction | undefined,
): FunctionModel {
  const at = (...path: DataPath): DataPath => ['functions', index, ...path];
  const text = (value: string | undefined, path: DataPath): LocatedText => ({ text: value ?? '', source, path });
  const fromRef = (value: string) => text(value, at('$ref'));
  const written = fn.overwriteParams ? 'overwriteParams' : fn.params ? 'params' : undefined;
  const params = written
    ? writtenParams(fn[written] ?? [], source, at(written))
    : (typed?.params ?? []).map((p) => typedParam(p, fromRef));
  return {
    id: fn.id,
    title: fn.title ?? fn.id,
    description: text(fn.description, at('description')),
    ...(fn.notes ? { notes: text(fn.notes, at('notes')) } : {}),
    params,
    ...(typed?.returns
      ? { returns: { type: typed.returns.type, description: fromRef(typed.returns.description) } }
      : {}),
    examples: (fn.examples ?? []).map((example, i) => openrefExample(example, text, at('examples', i))),
  };
}

function writtenParams(params: OpenrefParam[], source: SourceFile, path: DataPath): ResolvedParam[] {
  return params.map((param, i) => ({
    id: param.name,
    name: param.name,
    type: param.type ?? '',
    required: param.isOptional !== true,
    description: { text: param.description ?? '', source, path: [...path, i, 'description'] },
    ...(param.subContent ? { params: writtenParams(param.subContent, source, [...path, i, 'subContent']) } : {}),
  }));
}

function typedParam(param: TdParam, place: (text: string) => LocatedText): ResolvedParam {
  return {
    id: param.name,
    name: param.name,
    type: param.type,
    required: param.required,
    ...(param.default !== undefined ? { default: param.default } : {}),
    description: place(param.description),
    ...(param.params ? { params: param.params.map((p) => typedParam(p, place)) } : {}),
  };
}

function openrefExample(
  example: OpenrefExample,
  text: (value: string | undefined, path: DataPath) => LocatedText,
  path: DataPath,
): ExampleModel {
  const code = fenced(example.code ?? '');
  return {
    id: example.id,
    name: example.name,
    code: code.body,
    ...(code.lang ? { lang: code.lang } : {}),
    ...(example.data ? { data: { sql: example.data.sql } } : {}),
    ...(example.response !== undefined ? { response: fenced(example.response).body } : {}),
    ...(example.description ? { description: text(example.description, [...path, 'description']) } : {}),
    ...(example.isSpotlight ? { spotlight: true } : {}),
    // An example without code is its data, response and notes.
    ...(example.hideCodeBlock || !code.body.trim() ? { hideCode: true } : {}),
  };
}

/** The first fenced block of markdown (its language and body); text without a fence is the body as it is. */
export function fenced(markdown: string): { lang?: string; body: string } {
  // No `m` flag: `$` is the end of the text, so a block without its closing fence runs to the end.
  const match = /(?:^|\n)[ \t]*(`{3,}|~{3,})[ \t]*([\w#+-]*)[^\n]*\n([\s\S]*?)(?:\n[ \t]*\1[`~]*[ \t]*(?=\n|$)|$)/.exec(
    markdown,
  );
  if (!match) return { body: markdown };
  return { ...(match[2] ? { lang: match[2] } : {}), body: match[3] };
}
