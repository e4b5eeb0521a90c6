import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { child, describePath } from '../../../compiler/validate/describe-path.ts';

test('a writer names a value by its entries, whatever the keys are called', () => {
  assert.is(describePath({ commands: [{ id: 'up' }] }, ['commands', 0, 'id']), "'id' of command 'up'");
  // Keys the writer chose that Object also has: an entry, never a function of Object's.
  assert.is(describePath({ constructor: [{ id: 'x' }] }, ['constructor', 0, 'id']), "'id' of entry 'x'");
  assert.is(describePath({}, ['toString', 0]), 'entry 1');
  assert.is(child({}, 'constructor'), undefined);
  assert.is(child(JSON.parse('{"__proto__": 1}'), '__proto__'), 1);
});

test.run();
