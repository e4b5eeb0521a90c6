import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../../compiler/index.ts';
import type { Document } from '../../../compiler/types.ts';
import { generatedClispec, writeClispec, writeCliFolder } from '../../helpers/clispec.ts';
import { compileFixture, fixturesDir, fixtureSpec, siteYaml } from '../../helpers/fixtures.ts';

const made: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
test.after(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const oneFile = (name: string) => {
  const dir = fixtureSpec('cli', name, 'clispec-valid');
  made.push(dir);
  return join(dir, 'clispec.yaml');
};
const order = (document: Document | undefined) =>
  document?.groups.map((g) => `${g.title}: ${g.sections.map((s) => s.id).join(' ')}`);

test("without a sections.yaml beside it, the file's order is the reading order", async () => {
  const { document } = await compileFixture('cli', oneFile('clispec-valid'));
  assert.equal(order(document), [
    'Getting started: introduction global-flags',
    'Quick Start: demo-init',
    'Local Development: demo-db demo-db-reset demo-db-dump',
    'Management APIs: demo-login',
  ]);
});

test('a sections.yaml beside the file gives the reading order; what it leaves out goes last in its group', async () => {
  const file = oneFile('clispec-sections');
  writeFileSync(join(file, '..', 'sections.yaml'), 'sections: [demo-init, demo-login, demo-db]\n');
  const data = readFileSync(file, 'utf8').replace(/tags: \[(quick-start|management-api)\]/g, 'tags: [local-dev]');
  writeFileSync(file, data);
  const { document, diagnostics } = await compileFixture('cli', file);
  assert.equal(order(document)?.[1], 'Local Development: demo-init demo-login demo-db demo-db-reset demo-db-dump');
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
});

test('a file with slips builds: unknown fields are left out, untagged top-level commands join the last group', async () => {
  const { document, diagnostics } = await compileFixture('cli', oneFile('clispec-slips'));
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  assert.equal(order(document)?.slice(1), [
    'Local Development: demo-up',
    'Additional Commands: demo-notes demo-notes-show',
  ]);
  const json = JSON.stringify(document);
  for (const dropped of ['aliases', 'deprecated', 'homepage', 'generator'])
    assert.not.ok(json.includes(`"${dropped}":`), dropped);
});

test('the published 1.178.2 clispec (its JSON rendering in the facts) builds, its slips only warnings', async () => {
  const facts = fixturesDir + 'facts/cli-v1.178.2.json';
  const dir = temp('clispec-facts-');
  cpSync(facts, join(dir, 'cli.json'));
  const { document, diagnostics } = await compileFixture('cli', join(dir, 'cli.json'));
  const count = (JSON.parse(readFileSync(facts, 'utf8')) as { commands: unknown[] }).commands.length;
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  assert.is(document?.groups.flatMap((g) => g.sections).length, count + 2);
  // `_provenance` is a field the format does not know: said once, at its key.
  assert.equal(
    diagnostics.filter((d) => d.code === 'clispec-unknown-field').map((d) => `${d.line}:${d.column}`),
    ['2:3'],
  );
});

test('hundreds of commands in one file compile, and a slip deep in it is placed at its line and column', async () => {
  const data = generatedClispec(120, 4);
  data.commands[555].wrong_field = true;
  const file = writeClispec(data, temp('clispec-large-'));
  const started = performance.now();
  const { document, diagnostics } = await compileFixture('cli', file);
  const ms = performance.now() - started;
  assert.is(document?.groups.flatMap((g) => g.sections).length, 600 + 2);
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes('wrong_field')) + 1;
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
    [`${line}:${lines[line - 1].indexOf('wrong_field') + 1} clispec-unknown-field`],
  );
  console.log(`  600 commands in one file: ${Math.round(ms)} ms`);
});

test('the same spec written as one file and as a folder gives the same Document', async () => {
  const data = generatedClispec(3, 2);
  const dir = temp('clispec-both-');
  const fromFile = await compileFixture('cli', writeClispec(data, join(dir, 'file')));
  const fromFolder = await compileFixture('cli', writeCliFolder(data, join(dir, 'folder')));
  assert.ok(fromFile.document && fromFolder.document);
  // Only where each section is written differs: a folder names its file, one file names none.
  const sources = fromFolder.document.groups.flatMap((group) => group.sections.map((section) => section.source));
  assert.ok(sources.includes('cli.yaml') && sources.some((source) => source?.startsWith('commands/')));
  const unsourced = (document: Document) => ({
    ...document,
    groups: document.groups.map((group) => ({
      ...group,
      sections: group.sections.map(({ source: _source, ...section }) => section),
    })),
  });
  assert.equal(fromFile.document, unsourced(fromFolder.document));
});

test('a file with broken YAML is one positioned error, and the other references still build', async () => {
  const specs = temp('clispec-broken-');
  const broken = join(specs, 'broken.yaml');
  const text = "clispec: '001'\ninfo:\n  id: demo\n  title: [unclosed\n";
  writeFileSync(broken, text);
  const valid = fixtureSpec('cli', 'valid');
  made.push(valid);
  cpSync(valid, join(specs, 'demo'), { recursive: true });
  writeFileSync(
    join(specs, 'site.yaml'),
    siteYaml([
      { id: 'broken', kind: 'cli', files: 'broken.yaml', title: 'Broken', version: '1.0.0' },
      { id: 'demo', kind: 'cli', files: 'demo', title: 'Demo', version: '2.0.1' },
    ]),
  );
  const { diagnostics } = await compile(specs, temp('guides-'));
  const lines = text.split('\n').length;
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`),
    [`${broken}:${lines}:1 yaml-syntax`],
  );
  // The reference that failed is the only one not built.
  assert.equal(
    diagnostics.filter((d) => d.code === 'reference-not-built').map((d) => d.message.includes("'broken'")),
    [true],
  );
  assert.ok(diagnostics.every((d) => !/\n\s+at /.test(d.message + d.hint)));
});

test.run();
