import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { islandLoader, islands } from '../../../renderer/client/islands.ts';

test('a page names an island by its registry name only, never by an Object member', () => {
  for (const name of Object.keys(islands)) assert.type(islandLoader(name), 'function', name);
  for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', ''])
    assert.is(islandLoader(name), undefined, name);
});

test.run();
