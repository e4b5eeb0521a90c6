import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeGuide } from '../../compiler/sources/guides/normalize.ts';
import { compileMarkdown } from '../../compiler/markdown.ts';
import type { Document, MarkdownSection } from '../../compiler/types.ts';
import { markdownFiles } from '../../renderer/server/llms.ts';
import { sectionMarkdown } from '../../renderer/server/markdown.ts';
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

test('llms.txt has no empty section: a guide section holding only tool pages (the translator under API), or References without references, is left out', () => {
  const guide = normalizeGuide({
    file: 'a/b.md',
    path: 'a/b',
    text: '---\ntitle: B\ndescription: About b.\n---\nText.\n',
  }).document!;
  const files = markdownFiles({
    site: testSite,
    documents: [guide],
    guideSections: [
      { folder: 'a', title: 'A' },
      { folder: 'api', title: 'API' },
    ],
  } as never);
  const llms = files.find(([route]) => route === '/llms.txt')![1];
  const sections = llms.split(/^## /m).slice(1);
  assert.equal(
    sections.map((section) => section.split('\n')[0]),
    ['Guides: A', 'Optional'],
  );
  for (const section of sections) assert.match(section, /\n- \[/, `"${section.split('\n')[0]}" lists something`);
});

test("in a whole reference a section's headings move down under its title, and a code line starting with # stays as it is", () => {
  const content = compileMarkdown('Intro.\n\n## Set up\n\n```sh\n# start the stack\nsupabase start\n```').markup;
  const section: MarkdownSection = {
    kind: 'markdown',
    id: 'start',
    slug: 'start',
    title: 'Start',
    depth: 0,
    summary: '',
    content,
    headings: [],
  };
  const document = { route: '/reference/cli/' } as Document;
  assert.is(
    sectionMarkdown(section, document, 2),
    '## Start\n\nIntro.\n\n### Set up\n\n```sh\n# start the stack\nsupabase start\n```\n',
  );
  assert.match(sectionMarkdown(section, document), '# Start\n\nIntro.\n\n## Set up\n');
});

test.run();
