import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder (this file's source is in pipeline/, in dist/ as in the sources). */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A stamp of the compiler that made a stored result: the time and size of every file under
 * `compiler/` and `pipeline/` (a few ms for some 250 files), the installed packages and Node's version. Any edit to
 * the compiler makes every stored result another compiler's, never wrongly reused.
 */
export function compilerVersion(): string {
  const digest = createHash('sha256').update(process.version);
  const files = [
    ...filesUnder(join(root, 'compiler')),
    ...filesUnder(join(root, 'pipeline')),
    join(root, 'package-lock.json'),
  ];
  for (const file of files.sort()) {
    try {
      const { size, mtimeMs } = statSync(file);
      digest.update(`${file}\0${size}\0${mtimeMs}\0`);
    } catch {
      digest.update(`${file}\0missing\0`);
    }
  }
  return digest.digest('hex');
}

/** Every file below `dir` (links not followed). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
