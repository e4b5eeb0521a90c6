import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hastToMarkup, highlight, highlightTree } from '../../../compiler/highlight.ts';
import { readMarkdown } from '../../../compiler/sources/functions/load.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../compiler/report.ts';
import type { FunctionSection } from '../../../compiler/sources/functions/section.ts';
import type { Markup } from '../../../compiler/types.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';
import { compileFixture, fixtureCases, fixtureSpec, matchExpected } from '../../helpers/fixtures.ts';

// Each case folder holds the files it changes in the `valid` library, and `expected.txt`:
// the exact diagnostics a writer reads. The `valid` case also has `expected.json`, the Document.
const entry = { title: 'Demo reference' };
for (const name of fixtureCases('functions')) {
  test(`functions spec: ${name}`, async () => {
    const dir = fixtureSpec('functions', name);
    const { document, links, diagnostics } = await compileFixture('functions', dir, entry);
    const all = document ? [...diagnostics, ...checkLinks(links, [document], ['/'])] : diagnostics;
    const text =
      sortDiagnostics(all)
        .map((d) => formatDiagnostic(d, dir))
        .join('\n') + '\n';
    matchExpected('functions', name, 'expected.txt', text);
    if (name === 'valid') matchExpected('functions', name, 'expected.json', JSON.stringify(document, null, 2) + '\n');
  });
}

test('a folder without library.yaml and sections.yaml says so, through the shared reader', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-empty-'));
  const { document, diagnostics } = await compileFixture('functions', dir, entry);
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => [d.code, d.file, d.message]),
    [
      ['read-missing', join(dir, 'library.yaml'), 'library.yaml does not exist.'],
      ['read-missing', join(dir, 'sections.yaml'), 'sections.yaml does not exist.'],
    ],
  );
});

test('a file that cannot be read is a diagnostic, not a crash', async () => {
  const dir = fixtureSpec('functions', 'valid');
  rmSync(join(dir, 'functions'), { recursive: true });
  writeFileSync(join(dir, 'functions'), 'not a folder');
  rmSync(join(dir, 'sections.yaml'));
  mkdirSync(join(dir, 'sections.yaml'));
  const { document, diagnostics } = await compileFixture('functions', dir, entry);
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => [d.code, d.message]),
    [
      ['read-not-a-file', 'sections.yaml is a folder, but a file is expected here.'],
      ['read-not-a-folder', 'functions is a file, but a folder is expected here.'],
    ],
  );
});

test('a markdown page may start with a byte order mark and end its lines with CRLF', () => {
  assert.equal(readMarkdown('a.md', 'a', '\uFEFF# Title\r\nBody\r\n'), {
    id: 'a',
    file: 'a.md',
    title: 'Title',
    body: 'Body\r\n',
    bodyLine: 2,
  });
});

test('links in descriptions and markdown pages are reported where they are written', async () => {
  const dir = fixtureSpec('functions', 'valid');
  const { links } = await compileFixture('functions', dir, entry);
  assert.equal(
    links.map((l) => [relative(dir, l.file), l.line, l.column, l.href, l.documentId]),
    [
      ['markdown/introduction.md', 3, 22, '#initializing', 'demo'],
      ['markdown/introduction.md', 4, 1, '#select', 'demo'],
      ['markdown/introduction.md', 8, 10, 'https://example.com/guides', 'demo'],
      ['functions/database.yaml', 5, 56, '#eq', 'demo'],
    ],
  );
});

const text = (nodes: Markup): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [n] : text(n.children ?? [])));

test('placeholders survive highlighting as written, each inside one text token', async () => {
  const { document } = await compileFixture('functions', fixtureSpec('functions', 'valid'), entry);
  const initializing = document!.groups[0].sections.find((s) => s.id === 'initializing') as FunctionSection;
  for (const example of initializing.examples) {
    const tokens = text(example.code.tokens);
    assert.is(tokens.join(''), example.code.text, `${example.id}: the tokens hold the code unchanged`);
    for (const placeholder of ['<SUPABASE_URL>', '<SUPABASE_ANON_KEY>']) {
      assert.ok(
        tokens.some((t) => t.includes(placeholder)),
        `${example.id} (${example.code.lang}): ${placeholder} is split across tokens`,
      );
    }
  }
});

test('every library language is highlighted, and keeps the placeholders whole', () => {
  const clients: Record<string, string> = {
    dart: "final supabase = SupabaseClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>');",
    csharp: 'var supabase = new Supabase.Client("<SUPABASE_URL>", "<SUPABASE_ANON_KEY>");',
    kotlin: 'val supabase = createSupabaseClient("<SUPABASE_URL>", "<SUPABASE_ANON_KEY>") {}',
  };
  for (const [lang, code] of Object.entries(clients)) {
    const tokens = highlight(code, lang).tokens;
    assert.ok(
      tokens.some((t) => typeof t !== 'string'),
      `${lang} is highlighted`,
    );
    assert.ok(text(tokens).includes('<SUPABASE_URL>'), `${lang}: the URL placeholder is one token`);
    assert.ok(
      JSON.stringify(tokens).includes(
        '{"tag":"span","attrs":{"data-placeholder":"SUPABASE_URL"},"children":["<SUPABASE_URL>"]}',
      ),
      `${lang}: the URL placeholder is marked for the picker`,
    );
  }
});

test('highlighted code keeps its text and coloured tokens, without spans nothing colours', () => {
  const source = '{ "data": [{ "id": 1, "ok": true }], "error": null }';
  const full = hastToMarkup(highlightTree(source, 'json'));
  const compact = highlight(source, 'json');
  assert.is(text(compact.tokens).join(''), source);
  const classes = (nodes: Markup): string[] =>
    nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.attrs?.class ?? '', ...classes(n.children ?? [])]));
  assert.ok(classes(full).includes('hljs-punctuation'));
  assert.equal([...new Set(classes(compact.tokens))].sort(), [
    'hljs-attr',
    'hljs-keyword',
    'hljs-literal',
    'hljs-number',
  ]);
  assert.not.ok(
    compact.tokens.some((n, i) => typeof n === 'string' && typeof compact.tokens[i + 1] === 'string'),
    'neighbouring text is one string',
  );
});

test.run();
