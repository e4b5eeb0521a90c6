import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '../../compiler/index.ts';
import { formatDiagnostic } from '../../compiler/report.ts';
import type { CliCommandSection, Flag } from '../../compiler/types.ts';

// The facts about the real CLI, copied into the repository so a clone alone can run this test.
const factsFile = fileURLToPath(new URL('../fixtures/facts/cli-v1.178.2.json', import.meta.url));
interface FactFlag { id: string; name: string; default_value: string; required: boolean; accepted_values: { id: string; name: string }[] }
interface FactCommand { id: string; title: string; tags: string[]; usage: string | null; subcommands: string[]; flags: FactFlag[] }
const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as { info: { version: string; tags: { id: string; title: string }[] }; flags: FactFlag[]; commands: FactCommand[] };

const { compiled, diagnostics } = await compile(fileURLToPath(new URL('../../specs', import.meta.url)));
const cli = compiled?.documents.find((d) => d.id === 'cli');
const sections = new Map((cli?.groups.flatMap((g) => g.sections) ?? []).map((s) => [s.id, s]));
const command = (id: string) => sections.get(id) as CliCommandSection;
const text = (id: string) => JSON.stringify(command(id)).replace(/\\n|\s+/g, ' ');

const flagFacts = (flags: Flag[]) => flags.map((f) => ({ id: f.id, name: f.name, default_value: f.defaultValue, required: f.required, accepted_values: f.acceptedValues }));
const expectedFlags = (flags: FactFlag[]) => flags.map((f) => ({ id: f.id, name: f.name, default_value: f.default_value, required: f.required, accepted_values: f.accepted_values.map(({ id, name }) => ({ id, name })) }));

test('the real specs compile with no errors and no warnings', () => {
  assert.equal(diagnostics.map((d) => formatDiagnostic(d)), []);
  assert.ok(cli);
  assert.is(cli!.version, facts.info.version);
});

test('every command of v1.178.2 is there, and nothing else', () => {
  const commandIds = [...sections.values()].filter((s) => s.kind === 'cli-command' && s.id !== 'global-flags').map((s) => s.id);
  assert.equal(commandIds.sort(), facts.commands.map((c) => c.id).sort());
});

test('each command has the ids, titles, usage, subcommands and resolved flags of the facts', () => {
  for (const fact of facts.commands) {
    const section = command(fact.id);
    assert.is(section.title, fact.title, fact.id);
    assert.is(section.usage?.text ?? null, fact.usage, `${fact.id} usage`);
    assert.equal(section.subcommands.map((s) => s.id), fact.subcommands, `${fact.id} subcommands`);
    assert.equal(flagFacts(section.flags), expectedFlags(fact.flags), `${fact.id} flags`);
    assert.ok(section.summary && section.description.length > 0, `${fact.id} has a summary and a description`);
    assert.ok(section.flags.every((f) => f.description.length > 0), `${fact.id}: every flag is described`);
    assert.ok(section.examples.length > 0, `${fact.id} has an example`);
  }
});

test('global flags match the facts', () => {
  assert.equal(flagFacts(command('global-flags').flags), expectedFlags(facts.flags));
});

test('top-level commands sit in the sidebar group of their tag', () => {
  const titles = new Map(facts.info.tags.map((t) => [t.id, t.title]));
  for (const fact of facts.commands.filter((c) => c.tags.length > 0)) {
    const group = cli!.groups.find((g) => g.sections.some((s) => s.id === fact.id));
    assert.is(group?.title, titles.get(fact.tags[0]), fact.id);
  }
});

test('the domain notes of the spec are in the commands they concern', () => {
  const notes: [string, string[]][] = [
    ['supabase-start', ['7 GB', '54321', '54322', '54323', '54324', 'service not healthy', '--debug']],
    ['supabase-functions-serve', ['8083']],
    ['supabase-db-diff', ['No schema changes found']],
    ['supabase-migration-new', ['_']],
    ['supabase-migration-repair', ['applied', 'reverted']],
    ['supabase-inspect-db-long-running-queries', ['5 minutes']],
    ['supabase-inspect-db-unused-indexes', ['50', '5 pages']],
    ['supabase-inspect-db-cache-hit', ['99%']],
    ['supabase-domains-activate', ['third-party']],
    ['supabase-vanity-subdomains', ['either a vanity subdomain or a custom domain']],
    ['supabase-vanity-subdomains-activate', ['custom domain']],
    ['supabase-db-push', ['percent-encoded']],
  ];
  for (const [id, needles] of notes) for (const needle of needles) assert.match(text(id), needle, `${id} mentions ${needle}`);
});

test.run();
