import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { MANIFEST } from '../../pipeline/out-dir.ts';
import { besideOut, project, removeTemporaryFolders, snapshot, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

test('an --out that is a symbolic link the user made (to an earlier build, say) is refused in one line, and its target and the link stay as they were', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const earlier = join(parent, 'earlier');
  assert.ok((await build({ specs, guides, out: earlier })).pages);
  const before = snapshot(earlier);
  const link = join(parent, 'site');
  for (const target of [earlier, 'earlier', join(parent, 'missing')]) {
    symlinkSync(target, link);
    const result = await build({ specs, guides, out: link });
    assert.is(result.pages, undefined, target);
    assert.match(result.error ?? '', `--out ${link} is a symbolic link`, target);
    assert.not.match(result.error ?? '', 'left as it was');
    assert.not.match(result.error ?? '', '\n');
    assert.is(readlinkSync(link), target);
    assert.equal(snapshot(earlier), before, 'the earlier build is untouched');
    assert.equal(
      besideOut(link).filter((name) => name !== 'earlier' && !name.startsWith('.earlier.')),
      [],
      'nothing written beside the link',
    );
    unlinkSync(link);
  }
});

test('a build’s own version folder, or a link of the build’s naming that points at no build, is refused as --out', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const out = join(parent, 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const version = readlinkSync(out);
  for (const named of [`${out}/.`, join(parent, version)]) {
    const result = await build({ specs, guides, out: named });
    assert.match(result.error ?? '', 'is a folder a build keeps beside its output', named);
  }
  // A link named like the build's, to a folder that is no build's.
  const other = join(temporaryFolder('out-'), 'site');
  mkdirSync(join(dirname(other), '.site.v-0123456789abcdef'));
  writeFileSync(join(dirname(other), '.site.v-0123456789abcdef', 'thesis.docx'), 'mine');
  symlinkSync('.site.v-0123456789abcdef', other);
  const result = await build({ specs, guides, out: other });
  assert.match(result.error ?? '', 'is a symbolic link to .site.v-0123456789abcdef that no build made');
  assert.is(readFileSync(join(other, 'thesis.docx'), 'utf8'), 'mine');
});

test('a manifest naming a link inside out, or a path through a linked folder, deletes nothing outside out', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const outside = join(parent, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'precious.txt'), 'keep');
  writeFileSync(join(outside, 'index.html'), 'keep too');
  const out = join(parent, 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  symlinkSync(join(outside, 'precious.txt'), join(out, 'file-link'));
  symlinkSync(outside, join(out, 'folder-link'));
  symlinkSync('../outside', join(out, 'assets', 'relative-link'));
  const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8'));
  const forged = [
    'folder-link/precious.txt',
    'folder-link/index.html',
    'assets/relative-link/precious.txt',
    'file-link',
    'folder-link',
    'assets/relative-link',
    './folder-link/precious.txt',
    'assets/../folder-link/index.html',
  ];
  writeFileSync(join(out, MANIFEST), JSON.stringify({ files: [...forged, ...manifest.files] }));
  const rebuilt = await build({ specs, guides, out });
  assert.ok(rebuilt.pages, rebuilt.error);
  assert.is(readFileSync(join(outside, 'precious.txt'), 'utf8'), 'keep');
  assert.is(readFileSync(join(outside, 'index.html'), 'utf8'), 'keep too');
  assert.equal(
    besideOut(out).filter((name) => name !== 'outside'),
    [],
  );
});

test('the overlap checks use real paths: an --out through a link into a source, the project, home, the root or the current folder is refused', async () => {
  const { specs, guides, dir } = project();
  const links = temporaryFolder('links-');
  const via = (name: string, target: string) => {
    symlinkSync(target, join(links, name));
    return join(links, name);
  };
  const cases: [string, RegExp][] = [
    [join(via('gs', guides), 'site'), /overlaps the source folder/],
    [join(via('ss', specs), 'cli'), /overlaps the source folder/],
    // Not joined: join() would take the link's `..` away before the system could follow the link.
    [`${via('ss2', join(specs, 'cli'))}/..`, /overlaps the source folder/],
    [join(via('up', dirname(dir)), basename(dir)), /is the project folder/],
    [join(via('home', dirname(homedir())), basename(homedir())), /your home folder/],
    [`${via('root', '/')}/.`, /the filesystem root/],
    [join(via('cwd', dirname(process.cwd())), basename(process.cwd())), /the current folder/],
  ];
  for (const [out, message] of cases) {
    const result = await build({ specs, guides, out });
    assert.is(result.pages, undefined, out);
    assert.match(result.error ?? '', message, out);
  }
  assert.equal(readdirSync(guides), []);
  assert.equal(readdirSync(specs).sort(), ['cli', 'site.yaml']);
});

test('an --out whose path the bundler cannot write (a newline, a double quote) is refused in one line, writing nothing', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  for (const out of [join(parent, 'two\nlines'), join(parent, 'say "site"', 'site')]) {
    const result = await build({ specs, guides, out });
    assert.match(result.error ?? '', 'has a control character or a double quote in its path', out);
    assert.not.match(result.error ?? '', '\n');
  }
  assert.equal(readdirSync(parent), []);
});

test('a --specs or --guides given through a link is compared by its real path too', async () => {
  const { specs, guides, dir } = project();
  const linkedGuides = join(temporaryFolder('links-'), 'g');
  symlinkSync(guides, linkedGuides);
  const result = await build({ specs, guides: linkedGuides, out: join(guides, 'site') });
  assert.match(result.error ?? '', /overlaps the source folder/);
  assert.not.ok(existsSync(join(dir, 'guides', 'site')));
});

test.run();
