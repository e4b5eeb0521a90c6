import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureProject } from '../helpers/fixtures.ts';
import { runBin } from '../helpers/run-bin.ts';

// Files the build must never read: a spec set's symbolic links lead to them, and their text is a
// marker that must not turn up anywhere (output, diagnostics, the site).
const SECRET = 'SECRET-7f3a-do-not-publish';

/** A project of the fixtures and, beside it, a folder of secret files to link to. */
function projectWithSecrets() {
  const project = fixtureProject('site', 'valid');
  const outside = join(project.root, 'outside');
  mkdirSync(join(outside, 'folder'), { recursive: true });
  for (const file of ['secret.yaml', 'secret.md', 'folder/secret.md'])
    writeFileSync(join(outside, file), `---\ntitle: ${SECRET}\ndescription: ${SECRET}.\n---\n${SECRET}\n`);
  return { ...project, outside, done: () => rmSync(project.root, { recursive: true, force: true }) };
}

/** Every file below `dir`, as text. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
    .join('\n');
}

test('a symbolic link in specs/ to a file or folder outside it is an error at the link, and nothing of it is printed', () => {
  const { root, specs, outside, done } = projectWithSecrets();
  try {
    symlinkSync(join(outside, 'secret.yaml'), join(specs, 'cli/commands/secret.yaml'));
    symlinkSync(outside, join(specs, 'cli/more'));
    writeFileSync(
      join(specs, 'site.yaml'),
      readFileSync(join(specs, 'site.yaml'), 'utf8') +
        '  - { id: linked, kind: cli, files: cli/more, title: Linked, version: 1.0.0 }\n' +
        '  - { id: dotted, kind: openapi, files: ../outside/secret.yaml, title: Dotted, version: 1.0.0 }\n',
    );
    const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides'], root);
    assert.is(lint.timedOut, false);
    assert.is(lint.status, 1);
    const errors = lint.stdout.split('\n').filter((line) => / error /.test(line));
    assert.equal(errors, [
      'specs/cli/commands/secret.yaml:1:1 error read-outside secret.yaml leads outside the specs folder; it is not read.',
      'specs/site.yaml:16:37 error read-outside cli/more leads outside the specs folder; it is not read.',
      'specs/site.yaml:17:41 error read-outside ../outside/secret.yaml leads outside the specs folder; it is not read.',
    ]);
    assert.not.match(lint.stdout + lint.stderr, SECRET);
  } finally {
    done();
  }
});

test('the guides walk follows no link out of guides/ and no folder link at all, so it ends, and the site holds nothing from outside', () => {
  const { root, guides, outside, done } = projectWithSecrets();
  try {
    symlinkSync(join(outside, 'secret.md'), join(guides, 'start/secret.md'));
    symlinkSync(join(outside, 'folder'), join(guides, 'start/folder'));
    // Two links back to the guides folder: following them would list 2^40 paths.
    symlinkSync('..', join(guides, 'start/again'));
    symlinkSync('..', join(guides, 'start/and-again'));
    const out = join(root, 'out');
    const build = runBin(
      'docs-build.js',
      ['--specs', 'specs', '--guides', 'guides', '--out', out, '--local'],
      root,
      60_000,
    );
    assert.is(build.timedOut, false);
    assert.is(build.status, 0, build.stderr);
    assert.match(
      build.stderr + build.stdout,
      'guides/start/folder:1:1 warning guide-link-outside start/folder is a symbolic link that leads outside the guides folder',
    );
    assert.match(build.stderr + build.stdout, 'guides/start/secret.md:1:1 warning guide-link-outside');
    assert.not.match(build.stdout + build.stderr, SECRET);
    const site = allText(out);
    assert.match(site, 'Develop locally', 'the guide inside is built');
    assert.not.match(site, SECRET);
  } finally {
    done();
  }
});

test('a named pipe is refused at once wherever the build meets it: named by a reference, in a listed folder, or found by the guides walk', () => {
  const { root, specs, done } = projectWithSecrets();
  try {
    for (const fifo of ['pipe.yaml', 'cli/commands/pipe.yaml', '../guides/start/pipe.md'])
      assert.is(spawnSync('mkfifo', [join(specs, fifo)]).status, 0, `mkfifo ${fifo}`);
    writeFileSync(
      join(specs, 'site.yaml'),
      readFileSync(join(specs, 'site.yaml'), 'utf8') +
        '  - { id: piped, kind: openapi, files: pipe.yaml, title: Piped, version: 1.0.0 }\n',
    );
    // Without the check each of these opens waits for a writer that never comes.
    const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides'], root);
    assert.is(lint.timedOut, false, 'docs-lint waited on a named pipe');
    assert.is(lint.status, 1);
    const refused = lint.stdout.split('\n').filter((line) => line.includes(' read-not-regular '));
    assert.equal(refused, [
      'guides/start/pipe.md:1:1 error read-not-regular pipe.md is a named pipe (FIFO), not a regular file; it is not read.',
      'specs/cli/commands/pipe.yaml:1:1 error read-not-regular pipe.yaml is a named pipe (FIFO), not a regular file; it is not read.',
      'specs/pipe.yaml:1:1 error read-not-regular pipe.yaml is a named pipe (FIFO), not a regular file; it is not read.',
    ]);
  } finally {
    done();
  }
});

test('docs-lint PATH refuses, in one line, a file of the spec set that the build does not read', () => {
  const { root, specs, guides, done } = projectWithSecrets();
  try {
    writeFileSync(join(specs, 'notes.yaml'), 'a: [1, 2\n');
    mkdirSync(join(specs, 'drafts'));
    writeFileSync(join(specs, 'drafts/next.yaml'), 'a: 1\n');
    writeFileSync(join(guides, 'start/README.md'), '# Notes\n');
    const cases: [string, string][] = [
      [
        'specs/notes.yaml',
        'specs/notes.yaml is not checked: no reference in specs/site.yaml lists it, so the build never reads it.',
      ],
      [
        'specs/drafts',
        'specs/drafts is not checked: no reference in specs/site.yaml lists it, so the build never reads it.',
      ],
      [
        'guides/start/README.md',
        'guides/start/README.md is not checked: the build reads only the guides (*.md but README.md), nav.yaml and the provider catalogue.',
      ],
    ];
    for (const [path, message] of cases) {
      const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides', path], root);
      assert.is(lint.status, 2, path);
      assert.is(lint.stdout, '', path);
      assert.is(lint.stderr, `docs-lint: ${message}\n`);
    }
    for (const path of ['specs/cli/commands/up.yaml', 'specs/cli', 'guides/start/local-development.md', 'guides']) {
      const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides', path], root);
      assert.is(lint.status, 0, `${path}: ${lint.stderr}`);
    }
    writeFileSync(join(specs, 'site.yaml'), 'title: [\n');
    const broken = runBin(
      'docs-lint.js',
      ['--specs', 'specs', '--guides', 'guides', 'specs/cli/commands/up.yaml'],
      root,
    );
    assert.is(broken.status, 1);
    assert.match(broken.stderr, 'specs/site.yaml has errors, so the references it lists were not read');
  } finally {
    done();
  }
});

test.run();
