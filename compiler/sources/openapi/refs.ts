import { closest } from '../../closest.ts';
import { diagnostic } from '../../diagnostics.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import { isRecord } from './load.ts';
import { eachEntry } from './walk.ts';

/** The path of an internal JSON pointer (`#/components/schemas/A~1B` → ['components', 'schemas', 'A/B']); undefined for any other reference. */
export function pointerPath(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => safeDecode(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

/** The value at `path` in `data` (array indexes may be strings), or undefined when there is none. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Every `$ref` in `data`, with the path of the object holding it. */
export function collectRefs(data: unknown): { ref: unknown; path: DataPath }[] {
  const found: { ref: unknown; path: DataPath }[] = [];
  eachEntry(data, (key, ref, path) => {
    if (key !== '$ref') return false;
    found.push({ ref, path });
    return true;
  });
  return found;
}

/**
 * Check every `$ref` before anything resolves them: a reference to another file or URL is refused
 * (the build reads nothing else), and an internal one must point at a value of this document.
 */
export function checkRefs(source: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { ref, path } of collectRefs(source.data)) {
    const at = { file: source.file, ...source.locate([...path, '$ref']) };
    const value = String(ref);
    const target = typeof ref === 'string' ? pointerPath(ref) : undefined;
    if (!target) {
      diagnostics.push(diagnostic('openapi-external-ref', at, { ref: value }));
      continue;
    }
    const missingAt = target.findIndex((_, i) => valueAt(source.data, target.slice(0, i + 1)) === undefined);
    if (missingAt < 0) continue;
    const parent = valueAt(source.data, target.slice(0, missingAt));
    const near = isRecord(parent) ? closest(target[missingAt], Object.keys(parent)) : undefined;
    diagnostics.push(
      diagnostic('openapi-broken-ref', at, {
        ref: value,
        missing: target.slice(0, missingAt + 1).join('/'),
        name: target[missingAt],
        parent: `#/${target.slice(0, missingAt).join('/')}`,
        nearest: near ? `Did you mean '${near}'? ` : '',
      }),
    );
  }
  return diagnostics;
}

/** A data path as a writer reads it: `paths['/v1/projects'].get.parameters[0]`. */
export function describePath(path: DataPath): string {
  return path
    .map((key, i) =>
      typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${i ? '.' : ''}${key}` : `['${key}']`,
    )
    .join('');
}

/**
 * Where the value at `path` of the dereferenced document is written: the path is followed through
 * the original data, jumping to the target of every `$ref` met on the way, so an error found inside
 * a referenced schema points at the schema's own lines in `components`.
 */
export function sourcePath(data: unknown, path: readonly string[]): DataPath {
  let located: DataPath = [];
  let node = data;
  const follow = () => {
    for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
      const target = pointerPath(node.$ref);
      if (!target || valueAt(data, target) === undefined) return;
      located = target;
      node = valueAt(data, target);
    }
  };
  for (const segment of path) {
    follow();
    const key: string | number = Array.isArray(node) ? Number(segment) : segment;
    const next = valueAt(node, [key]);
    if (next === undefined) return [...located, key];
    located = [...located, key];
    node = next;
  }
  return located;
}
