import { resolve } from 'node:path';
import { closest } from '../../closest.ts';
import { diagnostic } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import { refTarget, type SpecFiles } from './files.ts';
import { collectRefs, isRecord, valueAt } from './refs.ts';

/**
 * Check every `$ref` of every file before anything resolves them: each must point at a value of the
 * file it names (its own for `#/…`). URLs and files that could not be read are said by the loader.
 */
export function checkRefs(files: SpecFiles): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const source of files.files.values()) {
    for (const { ref, path } of collectRefs(source.data)) {
      const value = String(ref);
      const target = typeof ref === 'string' ? refTarget(resolve(source.file), ref) : ({ kind: 'bad' } as const);
      if (target.kind === 'remote') continue;
      const data = target.kind === 'file' ? files.files.get(target.file)?.data : undefined;
      if (target.kind === 'file' && data === undefined) continue;
      const pointer = target.kind === 'file' ? target.pointer : [];
      const missingAt =
        target.kind === 'bad' ? 0 : pointer.findIndex((_, i) => valueAt(data, pointer.slice(0, i + 1)) === undefined);
      if (missingAt < 0) continue;
      // Located only now: a position costs a parse of the file (`loadYamlLazily`).
      const at = { file: source.file, ...source.locate([...path, '$ref']) };
      if (target.kind === 'bad') {
        diagnostics.push(diagnostic('openapi-bad-ref', at, { ref: value }));
        continue;
      }
      const parent = valueAt(data, pointer.slice(0, missingAt));
      const near = isRecord(parent) ? closest(pointer[missingAt], Object.keys(parent)) : undefined;
      diagnostics.push(
        diagnostic('openapi-broken-ref', at, {
          ref: value,
          missing: pointer.slice(0, missingAt + 1).join('/'),
          name: pointer[missingAt],
          parent: `#/${pointer.slice(0, missingAt).join('/')}`,
          nearest: near ? `Did you mean '${near}'? ` : '',
        }),
      );
    }
  }
  return diagnostics;
}
