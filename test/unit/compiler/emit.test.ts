import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitData, readData } from '../../../compiler/emit.ts';
import { compileFixture, fixtureSpec, testSite } from '../../helpers/fixtures.ts';

test('out/data is the whole contract: what the compiler emits reads back equal, in order', async () => {
  const cli = (await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!;
  const openapi = (
    await compileFixture('openapi', fixtureSpec('openapi', 'valid') + '/openapi.yaml', {
      id: 'api',
      options: { operations: 'full' },
    })
  ).document!;
  const compiled = { site: testSite, documents: [openapi, cli] };
  const out = mkdtempSync(join(tmpdir(), 'emit-'));
  emitData(compiled, out);
  assert.equal(readData(join(out, 'data')), compiled);
});

test.run();
