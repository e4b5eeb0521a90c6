import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeGuide } from '../../compiler/sources/guides/normalize.ts';
import { markdownFiles } from '../../renderer/server/llms.ts';
import { testSite } from '../helpers/fixtures.ts';

test('llms.txt escapes brackets and backslashes in a title, so its link stays one link', () => {
  const guide = normalizeGuide({
    file: 'a/b.md',
    path: 'a/b',
    text: '---\ntitle: "Arrays [1] and \\\\ paths]"\ndescription: Index into arrays.\n---\nText.\n',
  }).document!;
  const files = markdownFiles({
    site: testSite,
    documents: [guide],
    guideSections: [{ folder: 'a', title: 'A' }],
  } as never);
  const llms = files.find(([route]) => route === '/llms.txt')![1];
  const line = llms.split('\n').find((l) => l.includes('Index into arrays'))!;
  assert.is(line, `- [Arrays \\[1\\] and \\\\ paths\\]](${testSite.url}/guides/a/b.md): Index into arrays.`);
});

test.run();
