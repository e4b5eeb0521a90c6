import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify, parse } from 'yaml';
import { compile } from '../../../compiler/index.ts';
import type { Site } from '../../../compiler/types.ts';
import { checkEditUrl } from '../../../compiler/validate/site-edit-url.ts';
import { fixtureProject } from '../../helpers/fixtures.ts';

const TEMPLATE = 'https://github.com/org/docs/edit/main/{path}';

test('an https URL with {path} in its path, query or fragment is an editUrl', () => {
  for (const url of [TEMPLATE, 'https://git.example.com/docs/-/edit/main?file={path}', 'https://e.example/#/{path}'])
    assert.is(checkEditUrl(url), undefined, url);
});

test('anything else is said, with what is wrong', () => {
  const cases: [string, string][] = [
    ['https://github.com/org/docs/edit/main/', 'has no {path}, where the source file of a page goes'],
    ['https://github.com/{path}/{path}', 'holds {path} more than once'],
    ['https://github.com/org/docs/edit/{branch}/{path}', "holds '{branch}', which is no placeholder (only {path} is)"],
    ['https://github.com/org/docs/edit/main/{path', 'has no {path}, where the source file of a page goes'],
    ['https://github.com/org}/{path}', "holds '}', which is no placeholder (only {path} is)"],
    ['http://github.com/org/docs/edit/main/{path}', 'must start with https://'],
    ['javascript:alert(1)//{path}', 'must start with https://'],
    ['github.com/org/docs/edit/main/{path}', 'is not an absolute URL'],
    ['https://{path}.example.com/', 'has {path} in its host; put it in the path, after the host'],
    ['https://user:secret@github.com/{path}', 'must not hold a user name or password'],
    ['https://github.com/org docs/{path}', 'holds a space, which a URL cannot carry as written'],
    [` ${TEMPLATE}`, 'must not start or end with spaces'],
  ];
  for (const [url, problem] of cases) assert.is(checkEditUrl(url), problem, url);
});

/** A fixture project whose site.yaml is changed by `edit`. */
function project(edit: (site: Site) => void) {
  const dirs = fixtureProject('site', 'valid');
  const file = join(dirs.specs, 'site.yaml');
  const site = parse(readFileSync(file, 'utf8')) as Site;
  edit(site);
  writeFileSync(file, stringify(site));
  return dirs;
}

test('documents name their file from the repository root, sections theirs inside their reference', async () => {
  const dirs = project(() => {});
  const { compiled, diagnostics } = await compile(dirs.specs, dirs.guides);
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  const cli = compiled!.documents.find((d) => d.id === 'demo')!;
  // No .git above the fixture: the repository is the specs folder's parent.
  assert.is(cli.source, 'specs/cli');
  const sections = cli.groups.flatMap((g) => g.sections);
  assert.is(sections.find((s) => s.slug === 'introduction')!.source, 'cli.yaml');
  assert.is(sections.find((s) => s.slug === 'demo-up')!.source, 'commands/up.yaml');
  const guide = compiled!.documents.find((d) => d.kind === 'guide')!;
  assert.match(guide.source!, /^guides\/.+\.md$/);
  // The nearest folder holding .git (a worktree has a .git file) is the repository.
  writeFileSync(join(dirs.specs, '.git'), 'gitdir: elsewhere\n');
  const inside = await compile(dirs.specs, dirs.guides);
  assert.is(inside.compiled!.documents.find((d) => d.id === 'demo')!.source, 'cli');
  // Guides outside that repository name no file: their pages have no edit link.
  assert.is(inside.compiled!.documents.find((d) => d.kind === 'guide')!.source, undefined);
  rmSync(dirs.root, { recursive: true, force: true });
});

test('every version of a reference with several lists them all, the latest first', async () => {
  const dirs = project((site) => {
    site.references.push({ ...site.references[0], id: 'demo-v1', version: '1.0.0', path: 'demo/v1', latest: 'demo' });
  });
  const { compiled } = await compile(dirs.specs, dirs.guides);
  const [latest, older] = ['demo', 'demo-v1'].map((id) => compiled!.documents.find((d) => d.id === id)!);
  assert.equal(
    latest.versions!.map((v) => [v.version, v.route]),
    [
      ['2.0.1', '/reference/demo/'],
      ['1.0.0', '/reference/demo/v1/'],
    ],
  );
  assert.equal(older.versions, latest.versions);
  assert.equal(latest.versions![1].slugs, Object.keys(older.anchors));
  rmSync(dirs.root, { recursive: true, force: true });
});

test('a reference with one version has no switcher', async () => {
  const dirs = project(() => {});
  const { compiled } = await compile(dirs.specs, dirs.guides);
  assert.is(compiled!.documents.find((d) => d.id === 'demo')!.versions, undefined);
  rmSync(dirs.root, { recursive: true, force: true });
});

test.run();
