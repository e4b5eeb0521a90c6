import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '../../compiler/index.ts';
import { formatDiagnostic } from '../../compiler/report.ts';
import type { CliCommandSection, Flag } from '../../compiler/sources/cli/section.ts';

// The facts about the real CLI, copied into the repository so a clone alone can run this test.
const factsFile = fileURLToPath(new URL('../fixtures/facts/cli-v1.178.2.json', import.meta.url));
interface FactFlag {
  id: string;
  name: string;
  default_value: string;
  required: boolean;
  accepted_values: { id: string; name: string }[];
}
interface FactCommand {
  id: string;
  title: string;
  tags: string[];
  usage: string | null;
  subcommands: string[];
  flags: FactFlag[];
}
const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as {
  info: { version: string; tags: { id: string; title: string }[] };
  flags: FactFlag[];
  commands: FactCommand[];
};

const { compiled, diagnostics } = await compile(fileURLToPath(new URL('../../specs', import.meta.url)));
const cli = compiled?.documents.find((d) => d.id === 'cli');
const sections = new Map((cli?.groups.flatMap((g) => g.sections) ?? []).map((s) => [s.id, s]));
const command = (id: string) => sections.get(id) as CliCommandSection;
const text = (id: string) => JSON.stringify(command(id)).replace(/\\n|\s+/g, ' ');

// SPEC §5's lists of accepted values, by command (`global-flags` for global flags) and flag id.
const sso = [
  'supabase-sso-add',
  'supabase-sso-info',
  'supabase-sso-list',
  'supabase-sso-remove',
  'supabase-sso-show',
  'supabase-sso-update',
];
const specAcceptedValues: [commands: string[], flag: string, values: string[]][] = [
  [['global-flags'], 'dns-resolver', ['native', 'https']],
  [['supabase-status'], 'output', ['env', 'pretty', 'json', 'toml', 'yaml']],
  [sso, 'output', ['pretty', 'json', 'toml', 'yaml']],
  [['supabase-gen-keys'], 'output', ['env', 'json', 'toml', 'yaml']],
  [['supabase-db-lint'], 'level', ['warning', 'error']],
  [['supabase-test-new'], 'template', ['pgtap']],
  [['supabase-functions-serve'], 'inspect-mode', ['run', 'brk', 'wait']],
  [
    ['supabase-projects-create'],
    'region',
    [
      'ap-northeast-1',
      'ap-northeast-2',
      'ap-south-1',
      'ap-southeast-1',
      'ap-southeast-2',
      'ca-central-1',
      'eu-central-1',
      'eu-west-1',
      'eu-west-2',
      'eu-west-3',
      'sa-east-1',
      'us-east-1',
      'us-west-1',
      'us-west-2',
    ],
  ],
  [
    ['supabase-branches-create'],
    'region',
    'ams arn bog bos cdg den dfw ewr fra gdl gig gru hkg iad jnb lax lhr maa mad mia nrt ord otp qro scl sea sin sjc syd waw yul yyz'.split(
      ' ',
    ),
  ],
  [
    ['supabase-start'],
    'exclude',
    [
      'gotrue',
      'realtime',
      'storage-api',
      'imgproxy',
      'kong',
      'inbucket',
      'postgrest',
      'postgres-meta',
      'studio',
      'edge-runtime',
      'logflare',
      'vector',
      'supavisor',
    ],
  ],
];
const specValues = new Map(
  specAcceptedValues.flatMap(([commands, flag, values]) =>
    commands.map((c) => [`${c}/${flag}`, values.map((v) => ({ id: v, name: v }))] as const),
  ),
);

const flagFacts = (flags: Flag[]) =>
  flags.map((f) => ({
    id: f.id,
    name: f.name,
    default_value: f.defaultValue,
    required: f.required,
    accepted_values: f.acceptedValues,
  }));
// The facts list accepted values only for enum-typed flags; where they list none, SPEC §5's list is what the spec must add.
const expectedFlags = (flags: FactFlag[], commandId: string) =>
  flags.map((f) => ({
    id: f.id,
    name: f.name,
    default_value: f.default_value,
    required: f.required,
    accepted_values:
      f.accepted_values.length > 0
        ? f.accepted_values.map(({ id, name }) => ({ id, name }))
        : (specValues.get(`${commandId}/${f.id}`) ?? []),
  }));

test('the real specs compile with no errors and no warnings', () => {
  assert.equal(
    diagnostics.map((d) => formatDiagnostic(d)),
    [],
  );
  assert.ok(cli);
  assert.is(cli!.version, facts.info.version);
});

test('every command of v1.178.2 is there, and nothing else', () => {
  const commandIds = [...sections.values()]
    .filter((s) => s.kind === 'cli-command' && s.id !== 'global-flags')
    .map((s) => s.id);
  assert.equal(commandIds.sort(), facts.commands.map((c) => c.id).sort());
});

test('each command has the ids, titles, usage, subcommands and resolved flags of the facts', () => {
  for (const fact of facts.commands) {
    const section = command(fact.id);
    assert.is(section.title, fact.title, fact.id);
    assert.is(section.usage?.text ?? null, fact.usage, `${fact.id} usage`);
    assert.equal(
      section.subcommands.map((s) => s.id),
      fact.subcommands,
      `${fact.id} subcommands`,
    );
    assert.equal(flagFacts(section.flags), expectedFlags(fact.flags, fact.id), `${fact.id} flags`);
    assert.ok(section.summary && section.description.length > 0, `${fact.id} has a summary and a description`);
    assert.ok(
      section.flags.every((f) => f.description.length > 0),
      `${fact.id}: every flag is described`,
    );
    assert.ok(section.examples.length > 0, `${fact.id} has an example`);
  }
});

test('global flags match the facts', () => {
  assert.equal(flagFacts(command('global-flags').flags), expectedFlags(facts.flags, 'global-flags'));
});

test("every list of accepted values SPEC §5 gives is the flag's accepted values, not prose", () => {
  for (const [commands, flag, values] of specAcceptedValues) {
    for (const id of commands) {
      const found = command(id).flags.find((f) => f.id === flag);
      assert.equal(
        found?.acceptedValues.map((v) => v.name),
        values,
        `${id} --${flag}`,
      );
    }
  }
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
  for (const [id, needles] of notes)
    for (const needle of needles) assert.match(text(id), needle, `${id} mentions ${needle}`);
});

test.run();
