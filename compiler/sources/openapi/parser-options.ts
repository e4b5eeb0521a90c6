import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpecFiles } from './files.ts';

/** swagger-parser's options: dereference circular schemas into shared objects, and read `$ref`'d files from `files` only. */
export function parserOptions(files: SpecFiles, schema = true) {
  const read = (file: { url: string }) => {
    const path = file.url.startsWith('file:') ? fileURLToPath(file.url) : decodeURI(file.url);
    const source = files.files.get(resolve(path));
    // The loader read every file a $ref reaches, or refused it: anything else is not read.
    if (!source) throw new Error(`${basename(path)} was not read`);
    return structuredClone(source.data);
  };
  return {
    // Our own resolver, not swagger-parser's `file` one with a custom read: that one refuses every
    // path when a `window` global exists (it then takes paths for URLs), as in a DOM test run.
    resolve: { external: true, http: false, file: false, specFiles: { order: 1, canRead: true, read } },
    dereference: { circular: true },
    validate: { schema, spec: true },
  };
}
