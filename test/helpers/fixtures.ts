import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';
import { compileReference } from '../../compiler/index.ts';
import type { CompiledSource } from '../../compiler/sources/kind.ts';
import type { ReferenceEntry, ReferenceKind, Site } from '../../compiler/types.ts';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The names of the case folders in `test/fixtures/<kind>/`. */
export function fixtureCases(kind: string): string[] {
  return readdirSync(join(fixturesDir, kind)).sort();
}

/**
 * A spec folder for one case: a copy of the `valid` case with the case's own files laid over it,
 * so each error case holds only what it breaks.
 */
export function fixtureSpec(kind: string, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `fixture-${name}-`));
  cpSync(join(fixturesDir, kind, 'valid'), dir, { recursive: true });
  cpSync(join(fixturesDir, kind, name), dir, { recursive: true, filter: (src) => !src.endsWith('expected.txt') && !src.endsWith('expected.json') });
  return dir;
}

/** Compare `actual` with the case's expected file; `UPDATE=1` rewrites the file instead, for review in the diff. */
export function matchExpected(kind: string, name: string, file: string, actual: string): void {
  const path = join(fixturesDir, kind, name, file);
  if (process.env.UPDATE === '1' || !existsSync(path)) {
    if (process.env.UPDATE !== '1') throw new Error(`${path} is missing; run UPDATE=1 npm run test:unit to write it, then review it.`);
    writeFileSync(path, actual);
    return;
  }
  assert.fixture(actual, readFileSync(path, 'utf8'), `${kind}/${name}/${file}`);
}

/** Site settings for tests that render pages. */
export const testSite: Site = {
  title: 'Docs',
  url: 'https://docs.example.com',
  description: 'Docs.',
  platformApiUrl: '/platform',
  dashboardUrl: '/dashboard',
  repositoryUrl: 'https://example.com/repo',
  header: [{ label: 'CLI', href: '/reference/cli/' }],
  references: [],
};

/** Compile one fixture spec folder (or file) as a reference of `kind`, as `site.yaml` would list it. */
export function compileFixture(kind: ReferenceKind, path: string, entry: Partial<ReferenceEntry> = {}): Promise<CompiledSource> {
  return compileReference({ id: 'demo', kind, files: path, title: 'Demo CLI reference', version: '2.0.1', ...entry }, '');
}
