// Temp folders made here, and by the tests that use these helpers, go with the process.
import './temp-session.ts';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';
import { parse, stringify } from 'yaml';
import { compileReference } from '../../compiler/index.ts';
import type { CompiledSource } from '../../compiler/sources/kind.ts';
import type { ReferenceKind } from '../../compiler/sources/index.ts';
import type { ReferenceEntry, Site } from '../../compiler/types.ts';

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
  overlay(join(fixturesDir, kind, 'valid'), dir);
  overlay(join(fixturesDir, kind, name), dir);
  return dir;
}

/**
 * A whole project for a `site` or `guides` case: `specs/` (the `site` valid case with the `cli`
 * valid spec as `specs/cli`) and `guides/` (the `guides` valid case), the case's files laid over
 * its own folder. A case's `remove.txt` lists files (one a line, relative to that folder) it deletes.
 */
export function fixtureProject(kind: 'site' | 'guides', name: string): { root: string; specs: string; guides: string } {
  const root = mkdtempSync(join(tmpdir(), `project-${name}-`));
  const specs = join(root, 'specs');
  const guides = join(root, 'guides');
  overlay(join(fixturesDir, 'cli', 'valid'), join(specs, 'cli'));
  overlay(join(fixturesDir, 'site', 'valid'), specs);
  overlay(join(fixturesDir, 'guides', 'valid'), guides);
  const target = kind === 'site' ? specs : guides;
  overlay(join(fixturesDir, kind, name), target);
  return { root, specs, guides };
}

const ownFiles = new Set(['expected.txt', 'expected.json', 'remove.txt']);

/** Delete from `dir` what the case's `remove.txt` lists, then copy the case folder over it (symlinks as they are written). */
function overlay(from: string, dir: string): void {
  const removals = join(from, 'remove.txt');
  const removed = existsSync(removals) ? readFileSync(removals, 'utf8').split('\n').filter(Boolean) : [];
  for (const path of removed) rmSync(join(dir, path), { recursive: true, force: true });
  cpSync(from, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => !ownFiles.has(basename(src)) || src === from,
  });
}

/** Compare `actual` with the case's expected file; `UPDATE=1` rewrites the file instead, for review in the diff. */
export function matchExpected(kind: string, name: string, file: string, actual: string): void {
  const path = join(fixturesDir, kind, name, file);
  if (process.env.UPDATE === '1' || !existsSync(path)) {
    if (process.env.UPDATE !== '1')
      throw new Error(`${path} is missing; run UPDATE=1 npm run test:unit to write it, then review it.`);
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
export function compileFixture(
  kind: ReferenceKind,
  path: string,
  entry: Partial<ReferenceEntry> = {},
): Promise<CompiledSource> {
  // The fixture's own folder is the specs folder, as `specs/` is for a reference site.yaml lists.
  return compileReference(
    { id: 'demo', kind, files: basename(path), title: 'Demo CLI reference', version: '2.0.1', ...entry },
    dirname(path),
  );
}

/** The real site settings with `references` in place of the real ones and a header that links only to them. */
export function siteYaml(references: Partial<ReferenceEntry>[]): string {
  const site = parse(readFileSync(join(fixturesDir, '../../specs/site.yaml'), 'utf8')) as Site;
  return stringify({
    ...site,
    header: references.map((r) => ({ label: r.title, href: `/reference/${r.path ?? r.id}/` })),
    references,
  });
}

/** site.yaml for a specs folder whose one reference is a CLI fixture in `cli/`. */
export const demoSiteYaml = () =>
  siteYaml([{ id: 'demo', kind: 'cli', files: 'cli', title: 'Demo CLI reference', version: '2.0.1' }]);
