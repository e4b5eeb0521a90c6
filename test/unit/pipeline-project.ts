import { createHash } from 'node:crypto';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { build } from '../../pipeline/build.ts';
import { MANIFEST, type Manifest } from '../../pipeline/manifest.ts';
import { demoSiteYaml, fixtureSpec } from '../helpers/fixtures.ts';

const made: string[] = [];

/** A new temporary folder that `removeTemporaryFolders` deletes. */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Delete every folder `temporaryFolder` and `project` made (for `test.after`). */
export function removeTemporaryFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A project folder: specs/ (the real site settings, the CLI fixture `name` as its one reference, plus
 * `commands` generated commands, each a page and a sharing image, for a build that takes a while) and
 * an empty guides/.
 */
export function project(name = 'valid', commands = 0): { specs: string; guides: string; dir: string } {
  const dir = temporaryFolder('project-');
  const specs = join(dir, 'specs');
  mkdirSync(join(dir, 'guides'), { recursive: true });
  const fixture = fixtureSpec('cli', name);
  cpSync(fixture, join(specs, 'cli'), { recursive: true });
  rmSync(fixture, { recursive: true, force: true });
  writeFileSync(join(specs, 'site.yaml'), demoSiteYaml());
  if (commands > 0) {
    const ids = Array.from({ length: commands }, (_, i) => `demo-generated-${i}`);
    const generated = ids.map((id, i) => ({
      id,
      title: `demo generated ${i}`,
      summary: `Generated command ${i}.`,
      description: `A generated command, number ${i}.`,
      tags: ['local-dev'],
      links: [],
      usage: `demo generated ${i}`,
      subcommands: [],
      flags: [],
      examples: [{ id: 'basic', name: 'Run', code: `demo generated ${i}` }],
    }));
    writeFileSync(join(specs, 'cli/commands/generated.yaml'), stringify({ commands: generated }));
    const sections = parse(readFileSync(join(specs, 'cli/sections.yaml'), 'utf8')) as { sections: string[] };
    writeFileSync(join(specs, 'cli/sections.yaml'), stringify({ sections: [...sections.sections, ...ids] }));
  }
  return { specs, guides: join(dir, 'guides'), dir };
}

/**
 * Every file under `dir` (through `dir` itself if it is a link) with a hash of its bytes: equal
 * snapshots mean byte-identical folders. The manifest counts by what it says of each file (its content
 * id and size), not by when and where on the disk the file was made (its mtime and inode).
 */
export function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory());
  return Object.fromEntries(
    files.map((e) => {
      const path = join(e.parentPath, e.name);
      const bytes = lstatSync(path).isSymbolicLink()
        ? `link`
        : e.name === MANIFEST
          ? manifestText(path)
          : readFileSync(path);
      return [relative(dir, path), createHash('sha1').update(bytes).digest('hex')];
    }),
  );
}

/** The snapshot of a build of `specs` and `guides` with no cache into a new folder: what a cached build must equal. */
export async function freshSnapshot(specs: string, guides: string): Promise<Record<string, string>> {
  const out = join(temporaryFolder('cold-'), 'site');
  const built = await build({ specs, guides, out, cache: false });
  if (!built.pages) throw new Error(`the build with no cache failed: ${built.error ?? 'diagnostics'}`);
  return snapshot(out);
}

/** A manifest without the mtime and inode of each file, and of each folder (its `tree`). */
function manifestText(path: string): string {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const ids = Object.entries(manifest.ids ?? {}).map(([file, [id, size]]) => [file, id, size]);
  return JSON.stringify({ ...manifest, ids, tree: undefined });
}

/** A guide's file: its title, a description made from it, and `body`. */
export const guideText = (title: string, body: string, description = `About ${title}.`) =>
  `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n`;

/** A guides folder of one section, `start`, holding the guides one, two and three. */
export function threeGuides(guides: string): void {
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  for (const name of ['one', 'two', 'three'])
    writeFileSync(join(guides, 'start', `${name}.md`), guideText(name, `Text of ${name}.`));
}

/**
 * What lies beside `out` in its folder, apart from `out` itself, the folder it links to and the one
 * spare (the previous version, which the next build writes into): more than one spare is listed.
 */
export function besideOut(out: string): string[] {
  const current = lstatSync(out, { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(out) : undefined;
  const names = readdirSync(dirname(out));
  const spares = names.filter((name) => name.startsWith(`.${basename(out)}.spare-`));
  return names
    .filter((name) => name !== basename(out) && name !== current && !(spares.length === 1 && name === spares[0]))
    .sort();
}

/** The lines of a build's stderr a writer reads, without the fixture's own warning and its hint. */
export function writerLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line && !/warning cli-missing-example|^ {2}hint:/.test(line));
}
