import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstSentence } from '../../../compiler/sources/kind.ts';

test('a description is the first sentence of the introduction, marks and link targets removed, words kept whole', () => {
  assert.is(firstSentence('`supabase_flutter` connects *your* app. More here.'), 'supabase_flutter connects your app.');
  assert.is(firstSentence('Use [the CLI](/reference/cli/) and _emphasis_ well!\n\nSecond paragraph.'), 'Use the CLI and emphasis well!');
  assert.is(firstSentence('No full stop\n\nNext.'), 'No full stop');
  assert.is(firstSentence('Version 1.178.2 is here. Then more.'), 'Version 1.178.2 is here.');
});

test.run();
