import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { cleanBaseUrl } from '../../../renderer/components/sql-to-rest/base-url-dialog.tsx';
import { faqs, type FaqContext } from '../../../renderer/components/sql-to-rest/faqs.ts';
import { highlightOutput } from '../../../renderer/components/sql-to-rest/highlight-output.ts';
import { Output } from '../../../renderer/components/sql-to-rest/output.tsx';
import { SqlToRest, type SqlToRestProps } from '../../../renderer/components/sql-to-rest/sql-to-rest.tsx';
import { LANGUAGES } from '../../../renderer/components/sql-to-rest/use-address.ts';
import { sqlToRestPage } from '../../../renderer/server/pages/sql-to-rest.tsx';
import { loadParser, sqlToRest } from '../../../renderer/translator/index.ts';
import { testSite } from '../../helpers/fixtures.ts';
import type { SqlToRestResult } from '../../../renderer/translator/types.ts';

await loadParser();

const render = (sql: string, result: SqlToRestResult = sqlToRest(sql)) => {
  const props: SqlToRestProps = {
    initialSql: sql,
    initialResult: result,
    defaultBaseUrl: 'http://localhost:54321/rest/v1',
    parserUrl: '/assets/p.wasm',
    prUrl: 'https://example.com/pulls',
  };
  const dom = new Window().document;
  dom.body.innerHTML = renderToString(<SqlToRest {...props} />);
  return dom;
};
const shownFaqs = (context: FaqContext) => faqs.filter((f) => f.condition(context)).map((f) => f.id);

test('the server renders the editor, the translated output and the notes', () => {
  const dom = render('select title from books');
  assert.is(dom.querySelector('label[for="sql-editor-textarea"]')!.textContent, 'Enter SQL to translate');
  assert.is((dom.querySelector('textarea') as unknown as HTMLTextAreaElement).value, 'select title from books');
  assert.is(dom.querySelector('[role=tab][aria-selected=true]')!.textContent, 'cURL');
  assert.match(
    dom.querySelector('#output-panel pre')!.textContent!,
    "curl 'http://localhost:54321/rest/v1/books?select=title'",
  );
  assert.is(dom.querySelector('.host-button')!.textContent, 'localhost:54321');
  assert.is(dom.querySelectorAll('.sql-to-rest-notes ol li').length, 6);
  assert.is(dom.querySelector('#sql-editor-help')!.textContent, 'Press Escape, then Tab, to leave the editor.');
});

test('each error kind fills its own slot with message and hint, and dims the output', () => {
  const cases: [string, string, RegExp][] = [
    ['select * from', 'parse', /syntax error/],
    [
      'select distinct title from books',
      'unsupported',
      /wrap it in a stored procedure and call it via the RPC endpoint/,
    ],
  ];
  for (const [sql, kind, text] of cases) {
    const dom = render(sql);
    const slots = [...dom.querySelectorAll('.translator-error')];
    assert.equal(
      slots.map((s) => s.getAttribute('data-error-kind')),
      [kind],
      sql,
    );
    assert.match(slots[0].textContent!, text);
    assert.match(dom.querySelector('#output-panel')!.className, 'dimmed');
    assert.ok(dom.querySelector('#output-panel')!.hasAttribute('inert'));
  }
});

test("a not-implemented error links to 'Create a PR'; a render error shows its message", () => {
  const notImplemented = render('x', {
    kind: 'error',
    error: { kind: 'not-implemented', message: 'Not yet.', hint: 'Soon.' },
  });
  const link = notImplemented.querySelector('[data-error-kind="not-implemented"] a')!;
  assert.is(link.textContent, 'Create a PR');
  assert.is(link.getAttribute('href'), 'https://example.com/pulls');
  const rendered = render('x', {
    kind: 'error',
    error: { kind: 'render', message: 'Cannot write this value in JavaScript.', hint: 'h' },
  });
  assert.is(
    rendered.querySelector('[data-error-kind="render"] .error-message')!.textContent,
    'Cannot write this value in JavaScript.',
  );
});

test('a render error of one format shows on its own tab; the other tabs keep working', () => {
  const dom = render('select * from books offset 10');
  assert.is(dom.querySelectorAll('.translator-error').length, 0);
  assert.not.match(dom.querySelector('#output-panel')!.className, 'dimmed');
  assert.match(
    dom.querySelector('#output-panel pre')!.textContent!,
    "curl 'http://localhost:54321/rest/v1/books?select=*&offset=10'",
  );
  const result = sqlToRest('select * from books offset 10');
  if (result.kind !== 'ok') throw new Error('expected a translation');
  const js = new Window().document;
  js.body.innerHTML = renderToString(
    <Output
      translation={result}
      language="js"
      languages={LANGUAGES}
      onLanguage={() => {}}
      onHostClick={() => {}}
      dimmed={false}
      curlDisabled={false}
    />,
  );
  const error = js.querySelector('#output-panel .translator-error[data-error-kind="render"]')!;
  assert.is(error.querySelector('.error-message')!.textContent, 'supabase-js cannot send OFFSET without LIMIT.');
  assert.is(error.querySelector('.error-hint'), null, 'a render error shows its message (SPEC §8)');
  assert.is(js.querySelector('#output-panel pre'), null);
  assert.is(js.querySelector('#output-tab-js')!.getAttribute('data-error'), 'render');
});

/** The assets the translator page links, without a bundle. */
const pageAssets = {
  css: '/assets/site.css',
  entry: '/assets/entry.js',
  icon: '/assets/favicon.svg',
  headScripts: [],
  parser: '/assets/p.wasm',
  sharedQuery: '',
};

test("the page passes the site's repositoryUrl as the 'Create a PR' link", async () => {
  const page = await sqlToRestPage(testSite, pageAssets);
  // Read inert, in a template, so the page's preload of the parser fetches nothing.
  const template = new Window().document.createElement('template');
  template.innerHTML = page.html.replace(/^<!doctype html>/i, '');
  const props = JSON.parse(
    template.content.querySelector('[data-island="SqlToRest"]')!.getAttribute('data-props')!,
  ) as SqlToRestProps;
  assert.is(props.prUrl, testSite.repositoryUrl);
});

test("the example's translation is kept in the page cache, and the page made from it is the same", async () => {
  const assets = pageAssets;
  // Kept as the build's cache keeps values: as JSON.
  const entries = new Map<string, string>();
  let sets = 0;
  const cache = {
    get: <T,>(key: string) => (entries.has(key) ? (JSON.parse(entries.get(key)!) as T) : undefined),
    set: (key: string, value: unknown) => void (sets++, entries.set(key, JSON.stringify(value))),
  };
  const uncached = await sqlToRestPage(testSite, assets);
  assert.is((await sqlToRestPage(testSite, assets, undefined, cache)).html, uncached.html);
  assert.is(entries.size, 1);
  assert.is((await sqlToRestPage(testSite, assets, undefined, cache)).html, uncached.html, 'from the cache');
  assert.is(sets, 1, 'not translated again');
});

test('base URLs keep origin plus path without trailing slashes; anything else is invalid', () => {
  assert.is(cleanBaseUrl('https://abc.supabase.co/rest/v1///?x=1#y'), 'https://abc.supabase.co/rest/v1');
  assert.is(cleanBaseUrl(' http://localhost:54321 '), 'http://localhost:54321');
  for (const bad of ['not a url', 'localhost:54321/rest', 'javascript:alert(1)', 'ftp://x/y', ''])
    assert.is(cleanBaseUrl(bad), undefined, bad);
});

test('output highlighting keeps the text exactly and marks the host', () => {
  const curl = "curl 'http://localhost:54321/rest/v1/books?select=*' \\\n  -H 'Prefer: return=representation'";
  const tokens = highlightOutput(curl, 'curl', 'localhost:54321');
  assert.is(tokens.map((t) => t.text).join(''), curl);
  assert.equal(
    tokens.filter((t) => t.host).map((t) => t.className),
    ['hljs-string'],
  );
  assert.ok(tokens.some((t) => t.text === '-H' && t.className === 'hljs-attr'));
  const http = 'GET /rest/v1/books HTTP/1.1\nHost: localhost:54321';
  const httpTokens = highlightOutput(http, 'http', 'localhost:54321');
  assert.is(httpTokens.map((t) => t.text).join(''), http);
  assert.equal(
    httpTokens.filter((t) => t.host).map((t) => t.text),
    ['localhost:54321'],
    'a host cut across tokens is one button',
  );
  const js = "const { data } = await supabase.from('it\\'s').select()";
  assert.is(
    highlightOutput(js, 'js')
      .map((t) => t.text)
      .join(''),
    js,
  );
  assert.ok(highlightOutput(js, 'js').some((t) => t.text === "'it\\'s'" && t.className === 'hljs-string'));
  assert.not.ok(
    highlightOutput('constant', 'js').some((t) => t.className),
    'no keyword inside a word',
  );
});

test('FAQs follow the query and the language', () => {
  const context = (sql: string, language: FaqContext['language'] = 'curl'): FaqContext => {
    const result = sqlToRest(sql);
    return { sql, language, request: result.kind === 'ok' ? result.request : undefined };
  };
  assert.equal(shownFaqs(context('select title from books')), ['curl']);
  assert.equal(shownFaqs(context('select title as BookTitle from books where a = 1 and b = 2', 'http')), [
    'aliases',
    'lowercase-aliases',
    'and',
    'http',
  ]);
  assert.equal(shownFaqs(context("select * from books where title like 'a%'", 'curl')), ['like-wildcard', 'curl']);
  assert.equal(shownFaqs(context("select * from books where title like 'a%' limit 5 offset 10", 'js')), [
    'range',
    'js',
  ]);
  assert.equal(
    shownFaqs(
      context('select books.title, authors.name from books inner join authors on authors.id = books.author_id'),
    ),
    ['joins', 'curl'],
  );
  assert.equal(
    shownFaqs(context('select b.title, a.name from books b inner join authors a on a.id = b.author_id')),
    ['aliases', 'joins', 'curl'],
    'a table alias names the embedded resource',
  );
});

test.run();
