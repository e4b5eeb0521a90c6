import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST, readManifest } from '../../pipeline/manifest.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

/** A folder `name` in `parent` marked as a finished build of `files`. */
function version(parent: string, name: string, files: string[]): string {
  const dir = join(parent, name);
  mkdirSync(dir);
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ files }));
  return dir;
}

test('a manifest is parsed once while its file is unchanged, also when its folder was renamed (a version become the spare) and a newer one was read since', () => {
  const parent = temporaryFolder('out-');
  const older = version(parent, '.site.v-00000000000000aa', ['a.html']);
  const spare = version(parent, '.site.spare-00000000000000bb', ['b.html']);
  const first = readManifest(older);
  assert.equal(first?.files, ['a.html']);
  assert.is(readManifest(older), first, 'the same object: not parsed again');
  readManifest(spare);
  // The next build: out links to a new version, and the one before is renamed to the spare.
  readManifest(version(parent, '.site.v-00000000000000cc', ['c.html']));
  const renamed = join(parent, '.site.spare-00000000000000dd');
  renameSync(older, renamed);
  assert.is(readManifest(renamed), first, 'the same file under its new name');
  writeFileSync(join(renamed, MANIFEST), JSON.stringify({ files: ['a.html', 'd.html'] }));
  assert.equal(readManifest(renamed)?.files, ['a.html', 'd.html'], 'a file changed is read again');
});

test.run();
