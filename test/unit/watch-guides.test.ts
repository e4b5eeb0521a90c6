import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeGuide } from '../../compiler/sources/guides/normalize.ts';
import type { Compiled } from '../../compiler/types.ts';
import { applyGuides, changedGuideFiles, recompileGuides } from '../../pipeline/watch-guides.ts';
import { testSite } from '../helpers/fixtures.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

// Made in `before`: the unit files share one process, and another file's cleanup runs when it ends.
let guidesDir = '';
const text = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;
test.before(() => {
  guidesDir = temporaryFolder('watch-guides-');
  mkdirSync(join(guidesDir, 'start'));
  writeFileSync(join(guidesDir, 'start/one.md'), text('One'));
  writeFileSync(join(guidesDir, 'start/two.md'), text('Two'));
  writeFileSync(join(guidesDir, 'start/sedAbC123'), 'a temporary file sed has not renamed yet');
  writeFileSync(join(guidesDir, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
});
const at = (name: string) => join(guidesDir, name);
const document = (path: string, title: string) =>
  normalizeGuide({ file: at(`${path}.md`), path, text: text(title) }).document!;
let compiled: Compiled;
let known: string[] = [];
test.before(() => {
  compiled = {
    site: testSite,
    documents: [document('start/one', 'One'), document('start/two', 'Two')],
    guideSections: [{ folder: 'start', title: 'Start' }],
  };
  known = [at('start/one.md'), at('start/two.md')];
});

test('guide files are built alone; an editor file is ignored; nav.yaml, an image or a spec needs a whole build', () => {
  assert.equal(changedGuideFiles([at('start/two.md'), at('start/sedAbC123'), at('start/4913')], guidesDir, known), [
    at('start/two.md'),
  ]);
  assert.is(changedGuideFiles([at('nav.yaml')], guidesDir, known), undefined);
  assert.is(changedGuideFiles([at('auth/logos/x.svg')], guidesDir, known), undefined);
  assert.is(changedGuideFiles([join(guidesDir, '..', 'specs', 'site.yaml')], guidesDir, known), undefined);
});

test('a folder that came stands for its guides, unless it brings a file a whole build reads; one that is gone needs a whole build', () => {
  assert.equal(changedGuideFiles([at('start')], guidesDir, known), known);
  // Moved in whole (one event for the folder): its catalogue, or an image a guide shows, came with it.
  mkdirSync(at('came/logos'), { recursive: true });
  writeFileSync(at('came/a.md'), text('A'));
  assert.equal(changedGuideFiles([at('came')], guidesDir, known), [at('came/a.md')]);
  writeFileSync(at('came/logos/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  assert.is(changedGuideFiles([at('came')], guidesDir, known), undefined);
  rmSync(at('came'), { recursive: true });
  // Moved out whole: it may have held such a file, and what it held is not known any more.
  assert.is(changedGuideFiles([at('gone')], guidesDir, [at('gone/a.md'), at('start/one.md')]), undefined);
  assert.equal(changedGuideFiles([at('start/sedAbC123')], guidesDir, known), [], 'an editor file that went');
});

test('a changed guide compiles again; a broken one keeps its last good Document and says its problem', () => {
  writeFileSync(at('start/one.md'), text('One again'));
  writeFileSync(at('start/two.md'), text('Two', '::not-a-directive'));
  const update = recompileGuides([at('start/one.md'), at('start/two.md')], compiled, { guidesDir });
  assert.is(update.documents.get('/guides/start/one/')?.title, 'One again');
  assert.not.ok(update.documents.has('/guides/start/two/'));
  assert.equal(
    update.problems.get(at('start/two.md'))!.map((d) => d.code),
    ['markdown-unknown-directive'],
  );
  assert.equal(update.problems.get(at('start/one.md')), []);
  const documents = applyGuides(compiled.documents, update.documents);
  assert.equal(
    documents.map((d) => d.title),
    ['One again', 'Two'],
  );
});

test('a link problem is said against the changed guide, and an error keeps its last good Document; a deleted guide leaves the site', () => {
  writeFileSync(at('start/one.md'), text('One', '[gone](/guides/start/nowhere/) [run](javascript:alert(1))'));
  const update = recompileGuides([at('start/one.md'), at('start/three.md')], compiled, { guidesDir });
  assert.equal(
    update.problems.get(at('start/one.md'))!.map((d) => [d.code, d.severity]),
    [
      ['link-unknown-page', 'warning'],
      ['link-unsafe', 'error'],
    ],
  );
  assert.not.ok(update.documents.has('/guides/start/one/'));
  assert.is(update.documents.get('/guides/start/three/'), undefined);
  assert.ok(update.documents.has('/guides/start/three/'));
  const removed = applyGuides(compiled.documents, new Map([['/guides/start/two/', undefined]]));
  assert.equal(
    removed.map((d) => d.route),
    ['/guides/start/one/'],
  );
});

test('a guide in a folder nav.yaml does not list is refused with the section diagnostic', () => {
  mkdirSync(at('elsewhere'), { recursive: true });
  writeFileSync(at('elsewhere/x.md'), text('X'));
  const update = recompileGuides([at('elsewhere/x.md')], compiled, { guidesDir });
  assert.equal(
    update.problems.get(at('elsewhere/x.md'))!.map((d) => d.code),
    ['guide-unknown-section'],
  );
  assert.not.ok(update.documents.has('/guides/elsewhere/x/'));
});

test.after(removeTemporaryFolders);
test.run();
