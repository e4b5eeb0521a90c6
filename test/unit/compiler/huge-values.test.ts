import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic } from '../../../compiler/report.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

test('a 1 MB value aliased 90 times is quoted cut short, not printed 180 times in full', async () => {
  const dir = fixtureSpec('cli', 'valid');
  const big = 'A'.repeat(1_000_000);
  const command = (i: number) =>
    `  - { id: ${i === 0 ? '&big' : '*big'}${i === 0 ? ` "${big}"` : ''}, title: t, summary: s, description: d, tags: [local-dev], links: [], usage: null, subcommands: [], flags: [], examples: [] }`;
  writeFileSync(
    join(dir, 'commands/huge.yaml'),
    `commands:\n${Array.from({ length: 90 }, (_, i) => command(i)).join('\n')}\n`,
  );
  const { diagnostics } = await compileFixture('cli', dir);
  const text = diagnostics.map((d) => formatDiagnostic(d, dir)).join('\n');
  assert.ok(diagnostics.filter((d) => d.code === 'schema-bad-format').length >= 90);
  assert.ok(text.length < 100_000, `${text.length} characters printed`);
  assert.match(
    text,
    /^commands\/huge.yaml:2:16 error schema-bad-format 'id' of command 'A{40}… \(1000000 characters\)' has the value "A{40}"… \(1000000 characters\), which/m,
  );
});

test.run();
