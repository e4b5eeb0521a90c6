import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useHighlighting } from '../../../compiler/highlight.ts';
import type { Code } from '../../../compiler/types.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

/** Every code block of the examples in `value` (a Document), in order. */
function examples(value: unknown, found: Code[] = []): Code[] {
  if (Array.isArray(value)) value.forEach((v) => examples(v, found));
  else if (typeof value === 'object' && value !== null) {
    const example = (value as { example?: Code }).example;
    if (example && typeof example.text === 'string') found.push(example);
    Object.values(value).forEach((v) => examples(v, found));
  }
  return found;
}

const compileValid = () =>
  compileFixture('openapi', join(fixtureSpec('openapi', 'valid'), 'openapi.yaml'), { options: { operations: 'full' } });

test('without highlighting (docs-lint), examples keep their text as one token and the diagnostics are the same', async () => {
  useHighlighting(false);
  let plain: Awaited<ReturnType<typeof compileValid>>;
  try {
    plain = await compileValid();
  } finally {
    useHighlighting(true);
  }
  const highlighted = await compileValid();
  assert.equal(plain.diagnostics, highlighted.diagnostics);
  const [before, after] = [examples(plain.document), examples(highlighted.document)];
  assert.ok(after.length > 0);
  assert.equal(
    before.map((e) => [e.lang, e.text]),
    after.map((e) => [e.lang, e.text]),
  );
  assert.ok(before.every((e) => e.tokens.length === 1 && e.tokens[0] === e.text));
  assert.ok(
    after.some((e) => e.tokens.some((t) => typeof t !== 'string')),
    'highlighted again afterwards',
  );
});

test.run();
