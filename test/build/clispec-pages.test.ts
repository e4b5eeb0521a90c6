// A reference whose `files` names one clispec file renders the same command pages as the same
// spec written as a folder (cli.yaml, sections.yaml, commands/).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { build } from '../../pipeline/build.ts';
import { writeCliFolder, type ClispecData } from '../helpers/clispec.ts';
import { fixturesDir, siteYaml } from '../helpers/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'clispec-pages-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const clispecFile = join(fixturesDir, 'cli', 'clispec-valid', 'clispec.yaml');
const entry = { id: 'demo', kind: 'cli' as const, title: 'Demo CLI reference', version: '2.0.1' };

/** Build a site whose one reference is the demo CLI, its spec laid out by `write` in specs/; returns the out folder. */
async function buildWith(name: string, files: string, write: (specs: string) => void): Promise<string> {
  const specs = join(dir, name, 'specs');
  const guides = join(dir, name, 'guides');
  mkdirSync(guides, { recursive: true });
  mkdirSync(specs, { recursive: true });
  write(specs);
  writeFileSync(join(specs, 'site.yaml'), siteYaml([{ ...entry, files }]));
  const out = join(dir, name, 'out');
  const result = await build({ specs, guides, out, local: true });
  assert.is(result.error, undefined, name);
  return out;
}

const fromFile = await buildWith('file', 'demo.yaml', (specs) => cpSync(clispecFile, join(specs, 'demo.yaml')));
const fromFolder = await buildWith('folder', 'cli', (specs) =>
  writeCliFolder(parse(readFileSync(clispecFile, 'utf8')) as ClispecData, join(specs, 'cli')),
);
const commands = (parse(readFileSync(clispecFile, 'utf8')) as ClispecData).commands.map((c) => c.id);

/** The HTML of the page of `slug` in the reference. */
const page = (out: string, slug: string) => readFileSync(join(out, 'reference', 'demo', slug, 'index.html'), 'utf8');

/** What a command's page shows of the reference: from its main content to the end (section, previous/next, "On this page"). */
const body = (html: string) => html.slice(html.indexOf('<main'));

test('a one-file clispec renders a page for every command', () => {
  for (const id of commands) assert.ok(existsSync(join(fromFile, 'reference', 'demo', id, 'index.html')), id);
  assert.match(body(page(fromFile, 'demo-db-reset')), '<h2');
});

test('each command page is the same whether the spec is one file or a folder', () => {
  for (const id of commands) assert.fixture(body(page(fromFile, id)), body(page(fromFolder, id)), id);
});

test.run();
