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
    resolve: { external: true, http: false, file: { read } },
    dereference: { circular: true },
    validate: { schema, spec: true },
  };
}
