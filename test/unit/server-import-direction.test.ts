import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Imports point one way: the build (bin, pipeline, compiler, renderer) never loads the dev server.
const root = fileURLToPath(new URL('../..', import.meta.url));
const server = join(root, 'server');

/** The relative module paths `file` imports or re-exports, resolved to absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, path]) =>
    resolve(dirname(file), path),
  );
}

test('no module of the build imports server/', () => {
  const offenders = ['bin', 'compiler', 'pipeline', 'renderer'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => importsOf(file).some((path) => path === server || path.startsWith(server + '/')))
      .map((file) => relative(root, file)),
  );
  assert.equal(offenders, []);
});

test.run();
