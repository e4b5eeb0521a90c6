// A reference's whole twin holds each section's twin one level down: each section is written once and
// levelled (`levelledMarkdown`). The result must be what writing each at its level gives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlockContent, Root } from 'mdast';
import { fileURLToPath } from 'node:url';
import { compile } from '../../compiler/index.ts';
import { levelledMarkdown, mdastToMarkdown } from '../../compiler/markdown-text.ts';
import { heading, root } from '../../compiler/sources/twin-mdast.ts';
import { sitePaths } from '../../renderer/components/site-href.tsx';
import { markdownRoute } from '../../renderer/components/markdown-links.tsx';
import { referenceTwins } from '../../renderer/server/llms.ts';
import { sectionMdast } from '../../renderer/server/markdown.ts';

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

test('every reference of the real site: each twin and the whole reference read as when each section is written at its level', async () => {
  const { compiled } = await compile(at('specs'), at('guides'));
  const references = compiled!.documents.filter((document) => document.kind === 'reference');
  assert.ok(references.length >= 5);
  let sections = 0;
  for (const document of references) {
    const twins = new Map(referenceTwins(document, sitePaths(compiled!.site)));
    const all = document.groups.flatMap((group) => group.sections);
    for (const section of all) {
      const own = twins.get(markdownRoute(`${document.route}${section.slug}/`));
      assert.is(own, mdastToMarkdown(root(sectionMdast(section, document))) + '\n', section.id);
      sections++;
    }
    const quote: BlockContent = {
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: document.description }] }],
    };
    const whole = root([
      heading(1, document.version ? `${document.title} (version ${document.version})` : document.title),
      ...(document.description ? [quote] : []),
      ...all.flatMap((section) => sectionMdast(section, document, 2)),
    ]);
    assert.is(twins.get(markdownRoute(document.route)), mdastToMarkdown(whole) + '\n', document.id);
  }
  assert.ok(sections > 300, `${sections} sections`);
});

/** A tree with a heading at each of `depths`, each inside a list item or quote too, and a code block of `#` lines. */
function tree(depths: number[], text = 'Words'): Root {
  const headings = depths.map((depth, i) => ({
    type: 'heading' as const,
    depth: depth as 1,
    children: [{ type: 'text' as const, value: `Title ${i}` }],
  }));
  return {
    type: 'root',
    children: [
      ...headings,
      { type: 'blockquote', children: [headings[0]] },
      { type: 'list', children: [{ type: 'listItem', children: [headings[0]] }] },
      { type: 'code', lang: 'bash', value: '# a comment\n## not a heading' },
      { type: 'paragraph', children: [{ type: 'text', value: text }] },
    ],
  };
}

test('headings levelled down are the headings written at that level; code and text are untouched', () => {
  const levelled = levelledMarkdown(tree([1, 2, 3]), 2)!;
  assert.is(levelled(0), mdastToMarkdown(tree([1, 2, 3])));
  assert.is(levelled(1), mdastToMarkdown(tree([2, 3, 4])));
  assert.is(levelled(2), mdastToMarkdown(tree([3, 4, 5])));
  assert.match(levelled(2), '```bash\n# a comment\n## not a heading\n```');
});

test('no levelling where it cannot hold: a heading that would pass level 6, or text holding the marker', () => {
  assert.ok(levelledMarkdown(tree([1, 5]), 1));
  assert.is(levelledMarkdown(tree([1, 6]), 1), undefined);
  assert.is(levelledMarkdown(tree([1, 5]), 2), undefined);
  assert.is(levelledMarkdown(tree([1, 2], 'a \u0000 b'), 1), undefined);
  // Written underlined at level 1 or 2, with `#`s deeper: no marks to move.
  const broken: Root = {
    type: 'root',
    children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Two\nlines' }] }],
  };
  assert.match(mdastToMarkdown(broken), /^Two\nlines\n-+$/);
  assert.is(levelledMarkdown(broken, 1), undefined);
});

test.run();
