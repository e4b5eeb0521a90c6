import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureProject, fixturesDir } from '../helpers/fixtures.ts';
import { runBin } from '../helpers/run-bin.ts';

// Each hostile input runs through `docs-lint` as a process of its own, killed after 20 s: it must
// answer in seconds with one positioned diagnostic, never hang, never print a stack trace.
type Project = { specs: string; guides: string };
const guide = (body: string, title = 'T') => `---\ntitle: ${title}\ndescription: D.\n---\n${body}\n`;
const writeGuide = (text: string) => (p: Project) => writeFileSync(join(p.guides, 'start/bad.md'), text);

const cases: [name: string, make: (p: Project) => void, expected: string][] = [
  [
    '160 kB of nested brackets',
    writeGuide(guide('['.repeat(160_000))),
    'guides/start/bad.md:5:33 error markdown-inline-too-deep',
  ],
  ['40,000 [a](', writeGuide(guide('[a]('.repeat(40_000))), 'guides/start/bad.md:5:1 error markdown-too-many-markers'],
  [
    'a 5,000-character title',
    writeGuide(guide('Text.', 'x'.repeat(5000))),
    'guides/start/bad.md:2:8 error schema-invalid',
  ],
  [
    'a 5,000-character heading',
    writeGuide(guide(`## ${'x'.repeat(5000)}`)),
    'guides/start/bad.md:5:1 error markdown-heading-too-long',
  ],
  [
    '20,000 keys in site.yaml',
    (p) =>
      appendFileSync(join(p.specs, 'site.yaml'), Array.from({ length: 20_000 }, (_, i) => `k${i}: ${i}`).join('\n')),
    'specs/site.yaml:5008:1 error yaml-too-many-keys',
  ],
  [
    'a 3,000-deep YAML nest in site.yaml',
    (p) =>
      appendFileSync(
        join(p.specs, 'site.yaml'),
        Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n'),
      ),
    'specs/site.yaml:80:65 error yaml-too-deep',
  ],
  [
    'an alias cycle in site.yaml',
    (p) => appendFileSync(join(p.specs, 'site.yaml'), 'loop: &s [*s]\n'),
    'specs/site.yaml:16:11 error yaml-alias-cycle',
  ],
  [
    'an alias cycle in a CLI spec',
    (p) => appendFileSync(join(p.specs, 'cli/cli.yaml'), 'loop: &s [*s]\n'),
    'specs/cli/cli.yaml:',
  ],
  ['an alias cycle in an OpenAPI spec', withSpec('openapi', 'openapi.yaml'), 'specs/api/openapi.yaml:'],
  ['an alias cycle in a client library', withSpec('functions', 'library.yaml'), 'specs/api/library.yaml:'],
  [
    'an alias cycle in guide frontmatter',
    writeGuide('---\ntitle: &t [*t]\ndescription: D.\n---\nText.\n'),
    'guides/start/bad.md:2:12 error yaml-alias-cycle',
  ],
  [
    'an alias cycle in nav.yaml',
    (p) => appendFileSync(join(p.guides, 'nav.yaml'), 'loop: &s [*s]\n'),
    'guides/nav.yaml:4:11 error yaml-alias-cycle',
  ],
  [
    'an alias cycle in the provider catalogue',
    (p) => {
      mkdirSync(join(p.guides, 'auth'));
      writeFileSync(join(p.guides, 'auth/providers.yaml'), 'providers: &p [*p]\n');
    },
    'guides/auth/providers.yaml:1:16 error yaml-alias-cycle',
  ],
];

/** Add a reference of `kind` (its valid fixture, in `specs/api/`) whose `file` ends with an alias cycle. */
function withSpec(kind: 'openapi' | 'functions', file: string) {
  return (p: Project) => {
    cpSync(join(fixturesDir, kind, 'valid'), join(p.specs, 'api'), { recursive: true });
    const files = kind === 'openapi' ? 'api/openapi.yaml' : 'api';
    appendFileSync(
      join(p.specs, 'site.yaml'),
      `  - { id: api, kind: ${kind}, files: ${files}, title: API, version: 1.0.0 }\n`,
    );
    appendFileSync(join(p.specs, 'api', file), 'x-loop: &s [*s]\n');
  };
}

for (const [name, make, expected] of cases) {
  test(`${name}: one positioned diagnostic within seconds`, () => {
    const project = fixtureProject('site', 'valid');
    try {
      make(project);
      const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides'], project.root);
      assert.is(lint.timedOut, false, `${name} ran past 20 s`);
      assert.is(lint.status, 1, lint.stderr);
      assert.match(lint.stdout, expected);
      if (expected.endsWith(':'))
        assert.match(lint.stdout, ' error yaml-alias-cycle The alias *s stands inside the value it names');
      assert.not.match(
        lint.stdout + lint.stderr,
        /markdown-parse-failed|Maximum call stack|circular structure|\n\s+at /,
      );
      // The time, for the record: the limit above is the process timeout.
      console.log(`  ${name}: ${lint.ms} ms`);
    } finally {
      rmSync(project.root, { recursive: true, force: true });
    }
  });
}

test('the ordinary content the guard once refused builds: a 110-row table of inline code, 150 * in indented code', () => {
  const project = fixtureProject('site', 'valid');
  try {
    const rows = Array.from({ length: 110 }, (_, i) => `| \`user_id\` | \`col_${i}\` |`).join('\n');
    writeGuide(guide(`| column | kind |\n| --- | --- |\n${rows}\n\nA code block:\n\n    ${'*'.repeat(150)}`))(project);
    const lint = runBin('docs-lint.js', ['--specs', 'specs', '--guides', 'guides', 'guides'], project.root);
    assert.is(lint.status, 0, lint.stdout + lint.stderr);
    assert.match(lint.stdout, 'No problems found.');
  } finally {
    rmSync(project.root, { recursive: true, force: true });
  }
});

test.run();
