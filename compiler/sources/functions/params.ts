import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import { isRef, type FullParamSpec, type OverwriteSpec, type ParamSpec } from './types.ts';

/** Markdown with the place it was written, so links in it can be reported there. */
export interface LocatedText {
  text: string;
  source: SourceFile;
  path: DataPath;
}

/** A parameter as a reader sees it, refs and overwrites applied, with where its description was written. */
export interface ResolvedParam {
  id: string;
  name: string;
  type: string;
  required: boolean;
  /** The value it takes when left out, as source code (from TypeDoc). */
  default?: string;
  description: LocatedText;
  params?: ResolvedParam[];
}

/** Shared parameters by id, as validated. */
export type SharedParams = Map<string, { param: FullParamSpec; index: number }>;

/**
 * The parameters of a function written at `path` of `source`: each `- ref:` replaced by the shared
 * parameter of `library`, then each overwrite applied to the top-level parameter with its id.
 * Nested parameters stay a tree. Refs are known to exist (validate checked them).
 */
export function resolveParams(
  params: ParamSpec[],
  overwrites: OverwriteSpec[],
  source: SourceFile,
  path: DataPath,
  shared: SharedParams,
  library: SourceFile,
): ResolvedParam[] {
  const full = (param: FullParamSpec, from: SourceFile, at: DataPath): ResolvedParam => ({
    id: param.id,
    name: param.name,
    type: param.type,
    required: param.required,
    description: { text: param.description, source: from, path: [...at, 'description'] },
    ...(param.params ? { params: list(param.params, from, [...at, 'params']) } : {}),
  });
  const list = (items: ParamSpec[], from: SourceFile, at: DataPath): ResolvedParam[] =>
    items.map((param, i) => {
      if (!isRef(param)) return full(param, from, [...at, i]);
      const { param: sharedParam, index } = shared.get(param.ref)!;
      return { ...full(sharedParam, library, ['params', index]), id: param.ref };
    });

  const resolved = list(params, source, path);
  const overwritesAt = [...path.slice(0, -1), 'overwriteParams'];
  overwrites.forEach((overwrite, i) => {
    const at = [...overwritesAt, i];
    const target = resolved.findIndex((p) => p.id === overwrite.id);
    if (target < 0) return;
    const { name, type, required, description, params: nested } = overwrite;
    resolved[target] = {
      ...resolved[target],
      ...(name !== undefined ? { name } : {}),
      ...(type !== undefined ? { type } : {}),
      ...(required !== undefined ? { required } : {}),
      ...(description !== undefined
        ? { description: { text: description, source, path: [...at, 'description'] } }
        : {}),
      ...(nested !== undefined ? { params: list(nested, source, [...at, 'params']) } : {}),
    };
  });
  return resolved;
}

/** The descriptions of parameters written at `path` of `source`, nested ones too (shared parameters, checked even where no section shows them). */
export function paramTexts(params: ParamSpec[], source: SourceFile, path: DataPath): LocatedText[] {
  return params.flatMap((param, i) =>
    isRef(param)
      ? []
      : [
          { text: param.description, source, path: [...path, i, 'description'] },
          ...(param.params ? paramTexts(param.params, source, [...path, i, 'params']) : []),
        ],
  );
}
