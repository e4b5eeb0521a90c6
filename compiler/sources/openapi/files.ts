import { realpathSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import { isInside, outsideProblem, pathProblem, type SourceRoot } from '../../load/read-source.ts';
import { readYaml, type DataPath, type SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import { collectRefs, isRecord, pointerPath, valueAt } from './refs.ts';

/** The most files one document may join by `$ref`s: a guard against a generated tree without end. */
export const MAX_SPEC_FILES = 5000;

/** The files of one OpenAPI document: the root `files` names, and every file its `$ref`s reach, by absolute path. */
export interface SpecFiles<F extends { file: string; data: unknown } = SourceFile> {
  root: F;
  files: Map<string, F>;
}

/** A place in the document's files: the file and the data path inside it. */
export interface SpecPlace<F = SourceFile> {
  source: F;
  path: DataPath;
}

/** Where a `$ref` leads: a JSON pointer into a file (the holder's own for `#/…`), a URL, or nothing readable. */
export type RefTarget = { kind: 'file'; file: string; pointer: string[] } | { kind: 'remote' } | { kind: 'bad' };

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** Where `ref`, written in `fromFile`, leads: relative file parts resolve against that file's folder. */
export function refTarget(fromFile: string, ref: string): RefTarget {
  if (SCHEME.test(ref)) return { kind: 'remote' };
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const pointer = hash < 0 ? [] : pointerPath(ref.slice(hash));
  if (!pointer) return { kind: 'bad' };
  const file = filePart ? resolve(dirname(fromFile), safeDecode(filePart)) : fromFile;
  return { kind: 'file', file, pointer };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Read every file the root's `$ref`s reach, and theirs, through the specs folder's guards. A `$ref` to
 * a URL, out of the specs folder, or to a file that is not there is a Diagnostic at the `$ref`;
 * nothing outside the folder is opened (a path that leaves it is refused before it is looked at).
 */
export function loadSpecFiles(
  root: SourceFile,
  sourceRoot: SourceRoot,
): { files: SpecFiles; diagnostics: Diagnostic[] } {
  const files = new Map([[resolve(root.file), root]]);
  const refused = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const source = queue[i];
    for (const { ref, path } of collectRefs(source.data)) {
      if (typeof ref !== 'string') continue;
      const target = refTarget(resolve(source.file), ref);
      if (target.kind === 'remote')
        diagnostics.push(diagnostic('openapi-remote-ref', placeOfRef(source, path), { ref }));
      if (target.kind !== 'file' || files.has(target.file) || refused.has(target.file)) continue;
      // Located only for a problem to say there: a position costs a parse of the file (`loadYamlLazily`).
      const place = () => placeOfRef(source, path);
      const problem = fileProblem(source.file, target.file, sourceRoot, { place, ref });
      if (!problem && files.size >= MAX_SPEC_FILES)
        diagnostics.push(diagnostic('openapi-too-many-files', place(), { limit: MAX_SPEC_FILES }));
      if (problem || files.size >= MAX_SPEC_FILES) {
        if (problem) diagnostics.push(problem);
        refused.add(target.file);
        continue;
      }
      const read = readYaml(target.file, sourceRoot, { lazy: true });
      // A problem reading the file itself (outside through a link, a pipe) is said at the $ref that names it.
      diagnostics.push(
        ...read.diagnostics.map((d) =>
          d.file === target.file && d.line === 1 && d.column === 1 && d.code.startsWith('read-')
            ? { ...d, ...place() }
            : d,
        ),
      );
      if (!read.source) {
        refused.add(target.file);
        continue;
      }
      files.set(target.file, read.source);
      queue.push(read.source);
    }
  }
  return { files: { root, files }, diagnostics };
}

/** Where the `$ref` of the object at `path` of `source` is written. */
function placeOfRef(source: SourceFile, path: DataPath): { file: string; line: number; column: number } {
  return { file: source.file, ...source.locate([...path, '$ref']) };
}

/** Why the file a `$ref` in `from` names may not be read, said at the `$ref`; undefined when it may. */
function fileProblem(
  from: string,
  target: string,
  root: SourceRoot,
  named: { place: () => { file: string; line: number; column: number }; ref: string },
): Diagnostic | undefined {
  // Resolved against the real folder of the file holding the $ref, which is inside the specs folder:
  // a path that leaves it is refused before anything outside is even looked at.
  let realFrom: string;
  try {
    realFrom = realpathSync(dirname(from));
  } catch {
    realFrom = dirname(resolve(from));
  }
  const lexical = resolve(realFrom, relative(dirname(resolve(from)), target));
  if (!isInside(root.real, lexical))
    return diagnostic('read-outside', named.place(), { name: named.ref, folder: root.name });
  const problem = pathProblem(target, 'file');
  if (problem?.code === 'read-missing')
    return diagnostic('openapi-ref-missing', named.place(), {
      ref: named.ref,
      file: relative(dirname(resolve(from)), target),
    });
  if (problem) return { ...problem, ...named.place() };
  return outsideProblem(target, root) && outsideProblem(target, root, { place: named.place(), as: named.ref });
}

/**
 * Where the value at `path` of the dereferenced document is written: the path is followed through
 * the files, jumping to the target of every `$ref` met on the way (in this file or another), so a
 * problem found inside a referenced schema points at the schema's own lines.
 */
export function placeOf<F extends { file: string; data: unknown }>(
  files: SpecFiles<F>,
  path: readonly (string | number)[],
): SpecPlace<F> {
  return walk(files, path).place;
}

/** Where the value at `path` is written, past a `$ref` standing there too: where a problem inside that value is. */
export function placeThrough(files: SpecFiles, path: readonly (string | number)[]): SpecPlace {
  const { found, place } = walk(files, path);
  return found ? follow(files, place).place : place;
}

/** The value at `path` of the dereferenced document, read through the files' `$ref`s (the last one too). */
export function valueThrough(files: SpecFiles, path: readonly (string | number)[]): unknown {
  const { found, place } = walk(files, path);
  return found ? follow(files, place).node : undefined;
}

function walk<F extends { file: string; data: unknown }>(
  files: SpecFiles<F>,
  path: readonly (string | number)[],
): { found: boolean; place: SpecPlace<F> } {
  let at = { place: { source: files.root, path: [] as DataPath }, node: files.root.data };
  for (const segment of path) {
    at = follow(files, at.place, at.node);
    const key: string | number = Array.isArray(at.node) ? Number(segment) : segment;
    const next = valueAt(at.node, [key]);
    const place = { source: at.place.source, path: [...at.place.path, key] };
    if (next === undefined) return { found: false, place };
    at = { place, node: next };
  }
  return { found: true, place: at.place };
}

/** Follow the `$ref`s standing at `place` (at most 32, so a loop of them ends) to where the value is written. */
function follow<F extends { file: string; data: unknown }>(
  files: SpecFiles<F>,
  place: SpecPlace<F>,
  node: unknown = valueAt(place.source.data, place.path),
): { place: SpecPlace<F>; node: unknown } {
  for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
    const target = refTarget(resolve(place.source.file), node.$ref);
    const file = target.kind === 'file' ? files.files.get(target.file) : undefined;
    const value = file && target.kind === 'file' ? valueAt(file.data, target.pointer) : undefined;
    if (!file || target.kind !== 'file' || value === undefined) break;
    [place, node] = [{ source: file, path: [...target.pointer] }, value];
  }
  return { place, node };
}
