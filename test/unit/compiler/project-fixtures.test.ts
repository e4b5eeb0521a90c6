import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../../compiler/diagnostics.ts';
import { compile } from '../../../compiler/index.ts';
import { sourceKinds } from '../../../compiler/sources/index.ts';
import { formatDiagnostic } from '../../../compiler/report.ts';
import { fixtureCases, fixtureProject, fixturesDir, matchExpected } from '../../helpers/fixtures.ts';

// A `site` case changes files of `specs/` (site.yaml, the CLI spec in specs/cli), a `guides` case
// files of `guides/`; `expected.txt` is what `docs-lint` prints for the whole project.
for (const kind of ['site', 'guides'] as const) {
  for (const name of fixtureCases(kind)) {
    test(`${kind}: ${name}`, async () => {
      const { root, specs, guides } = fixtureProject(kind, name);
      const { diagnostics } = await compile(specs, guides);
      matchExpected(kind, name, 'expected.txt', diagnostics.map((d) => formatDiagnostic(d, root)).join('\n') + '\n');
    });
  }
}

// Codes whose input is too big for a fixture file or that no known input triggers; their tests are named.
const shownElsewhere: Record<string, string> = {
  'markdown-too-large': 'markdown-bounds.test.ts',
  'markdown-too-many-markers': 'markdown-bounds.test.ts',
  'yaml-too-many-keys': 'yaml-source.test.ts',
  'read-not-regular': 'outside-input.test.ts (a named pipe cannot be committed)',
  'markdown-parse-failed': 'markdown-bounds.test.ts',
  'openapi-failed': 'openapi-refs.test.ts',
};

test('every code of the catalogue is shown by at least one fixture case', () => {
  const shown = new Set<string>(Object.keys(shownElsewhere));
  for (const kind of [...Object.keys(sourceKinds), 'site', 'guides']) {
    for (const name of fixtureCases(kind)) {
      const text = readFileSync(join(fixturesDir, kind, name, 'expected.txt'), 'utf8');
      for (const m of text.matchAll(/^\S+:\d+:\d+ (?:error|warning) ([a-z0-9-]+) /gm)) shown.add(m[1]);
    }
  }
  assert.equal(
    Object.keys(catalogue).filter((code) => !shown.has(code)),
    [],
  );
});

test.run();
