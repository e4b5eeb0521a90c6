// A custom tag reads the same on the page, in its markdown twin, in llms-full.txt and in the search
// index: each is written from the tag's one definition (compiler/tags/).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { compile } from '../../compiler/index.ts';
import { compileMarkdown } from '../../compiler/markdown.ts';
import { markupToMarkdown, markupToText } from '../../compiler/markdown-text.ts';
import { admonitionTitles } from '../../compiler/types.ts';
import { Markup } from '../../renderer/components/markup.tsx';
import { markdownFiles } from '../../renderer/server/llms.ts';
import { searchEntries } from '../../renderer/server/search-entries.ts';
import { fixtureProject } from '../helpers/fixtures.ts';

const project = fixtureProject('guides', 'providers');
const { compiled } = await compile(project.specs, project.guides);
rmSync(project.root, { recursive: true, force: true });
if (!compiled) throw new Error('the providers fixture does not compile');
const files = new Map(markdownFiles(compiled));

test("the providers page's twin lists each provider, linked to its guide, with what its card says", () => {
  const twin = files.get('/guides/auth/providers.md')!;
  assert.match(twin, '## Social login\n\n- [Octo](/guides/auth/sign-in/): Official, Platform, Self-hosted\n');
  assert.match(twin, '- [Cloudy](/guides/auth/sign-in/): Community, Maintained by Acme Corp, Platform\n');
  assert.match(
    twin,
    '## Phone login\n\n- [Texter](/guides/auth/sign-in/?showSmsProvider=texter): Community, Self-hosted',
  );
  assert.match(files.get('/llms-full.txt')!, twin.slice(twin.indexOf('## Social login')));
});

test('the search index has the providers too', () => {
  const page = searchEntries(compiled).find((p) => p.url === '/guides/auth/providers/')!;
  for (const name of ['Octo', 'Cloudy', 'Maintained by Acme Corp', 'Texter']) assert.match(page.html, name);
});

test('an admonition without a label has the same title on the page and in its twin', () => {
  for (const kind of Object.keys(admonitionTitles)) {
    const { markup } = compileMarkdown(`:::${kind}\nBody.\n:::`, { directives: true });
    const title = /<p class="alert-title">([^<]*)<\/p>/.exec(renderToString(<Markup nodes={markup} />))![1];
    assert.is(markupToMarkdown(markup), `> **${title}**\n>\n> Body.`, kind);
  }
});

test("a label's code and links are in the title on the page, in the twin and in the text", () => {
  const { markup } = compileMarkdown(':::tip[Run `supabase start` [first](/guides/x)]\nBody.\n:::', {
    directives: true,
  });
  assert.match(
    renderToString(<Markup nodes={markup} />),
    '<p class="alert-title">Run <code>supabase start</code> <a href="/guides/x/">first</a></p>',
  );
  assert.is(markupToMarkdown(markup), '> **Run `supabase start` [first](/guides/x/)**\n>\n> Body.');
  assert.is(markupToText(markup), 'Run supabase start first\n\nBody.');
});

test.run();
