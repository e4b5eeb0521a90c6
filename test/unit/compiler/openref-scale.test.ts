import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceRoot } from '../../../compiler/load/read-source.ts';
import { normalizeFunctions } from '../../../compiler/sources/functions/normalize.ts';
import { loadOpenref } from '../../../compiler/sources/functions/openref/load.ts';
import { validateOpenref } from '../../../compiler/sources/functions/openref/validate.ts';
import type { FunctionSection } from '../../../compiler/sources/functions/section.ts';
import type { ReferenceEntry } from '../../../compiler/types.ts';
import { cpuTime } from '../../helpers/cpu-time.ts';
import { fixturesDir } from '../../helpers/fixtures.ts';
import { largeOpenref } from '../../helpers/openref.ts';
import '../../helpers/temp-session.ts';

const entry: ReferenceEntry = {
  id: 'large',
  kind: 'functions',
  files: 'openref.yaml',
  title: 'Large',
  version: '1.0.0',
};

/** Load, validate and normalize a generated openref file of `count` functions, timing the three stages. */
function compileLarge(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'openref-large-'));
  try {
    writeFileSync(join(dir, 'openref.yaml'), largeOpenref(count));
    cpSync(join(fixturesDir, 'typedoc/query-client.json'), join(dir, 'query-client.json'));
    return cpuTime(() => {
      const loaded = loadOpenref(join(dir, 'openref.yaml'), sourceRoot(dir, 'specs'));
      const validated = validateOpenref(loaded.value!);
      const normalized = normalizeFunctions(validated.value!, entry);
      return {
        ...normalized,
        diagnostics: [...loaded.diagnostics, ...validated.diagnostics, ...normalized.diagnostics],
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a generated openref file of 1,000 functions builds whole, in order, grouped by category', () => {
  const { result } = compileLarge(1000);
  assert.equal(result.diagnostics, []);
  const groups = result.document.groups;
  assert.is(groups.length, 20);
  const sections = groups.flatMap((g) => g.sections) as FunctionSection[];
  assert.equal(
    sections.map((s) => s.id),
    Array.from({ length: 1000 }, (_, i) => `function-${i}`),
  );
  assert.equal(
    sections[1].params.map((p) => p.name),
    ['values', 'options'],
    'TypeDoc parameters of insert',
  );
  assert.equal(
    sections[10].params.map((p) => p.name),
    ['values'],
    'overwriteParams',
  );
  assert.is(result.links.length, 1000);
});

test('compiling an openref file grows linearly with its functions', () => {
  compileLarge(50); // warm up: the first run pays for loading code.
  const small = compileLarge(200).ms;
  const large = compileLarge(1000).ms;
  // Five times the functions: linear work takes about 5×, quadratic 25×.
  assert.ok(large < Math.max(small, 20) * 12, `200 functions: ${small} ms, 1,000: ${large} ms`);
});

test.run();
