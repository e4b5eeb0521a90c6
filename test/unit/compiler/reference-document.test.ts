import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { firstSentence } from '../../../compiler/markdown-text.ts';

const sentence = (markdown: string) => firstSentence(compileMarkdown(markdown).markup);

test('a description is the first sentence of the introduction, marks and link targets removed, words kept whole', () => {
  assert.is(sentence('`supabase_flutter` connects *your* app. More here.'), 'supabase_flutter connects your app.');
  assert.is(
    sentence('Use [the CLI](/reference/cli/) and _emphasis_ well!\n\nSecond paragraph.'),
    'Use the CLI and emphasis well!',
  );
  assert.is(sentence('No full stop\n\nNext.'), 'No full stop');
  assert.is(sentence('Version 1.178.2 is here. Then more.'), 'Version 1.178.2 is here.');
  assert.is(sentence('A line\nwrapped here. Then more.'), 'A line wrapped here.');
});

test.run();
