import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { highlight } from '../../../compiler/highlight.ts';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { Markup } from '../../../renderer/components/markup.tsx';

const html = (nodes: Parameters<typeof Markup>[0]['nodes']) => renderToString(createElement(Markup, { nodes }));

test('each placeholder in highlighted code is wrapped in its own marked span, inside string tokens too', () => {
  const code = highlight("createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')", 'js');
  assert.is(
    html(code.tokens),
    '<span class="hljs-title function_">createClient</span>(<span class="hljs-string">&#x27;<span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span>&#x27;</span>, <span class="hljs-string">&#x27;<span data-placeholder="SUPABASE_ANON_KEY">&lt;SUPABASE_ANON_KEY&gt;</span>&#x27;</span>)',
  );
  assert.is(code.text, "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')", 'the plain text is unchanged');
});

test('placeholders are marked in plain text, several per line, and only the two the picker knows', () => {
  const tokens = highlight('<SUPABASE_URL>/rest/v1 <SUPABASE_URL> <SUPABASE_SERVICE_KEY> <project-ref>', 'text').tokens;
  assert.is(
    html(tokens),
    '<span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span>/rest/v1 <span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span> &lt;SUPABASE_SERVICE_KEY&gt; &lt;project-ref&gt;',
  );
});

test('placeholders in markdown code fences are marked; in prose they stay text', () => {
  const { markup } = compileMarkdown('Set `<SUPABASE_URL>`.\n\n```sh\ncurl <SUPABASE_URL>/rest/v1/\n```\n');
  const rendered = html(markup);
  assert.match(rendered, '<code>&lt;SUPABASE_URL&gt;</code>');
  assert.is(rendered.match(/data-placeholder/g)?.length, 1);
});

test.run();
