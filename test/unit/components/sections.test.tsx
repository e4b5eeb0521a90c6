import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import type { CliCommandSection, Document, Section } from '../../../compiler/types.ts';
import { SectionView } from '../../../renderer/components/sections/section.tsx';
import { CodeBlock } from '../../../renderer/components/code-block.tsx';
import { highlight } from '../../../compiler/highlight.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

const document = (await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!;
const section = (id: string) => document.groups.flatMap((g) => g.sections).find((s) => s.id === id)!;
const render = (s: Section, level: 1 | 2 = 2, doc: Document = document) => {
  const page = new Window().document;
  page.body.innerHTML = renderToString(<SectionView section={s} document={doc} level={level} />);
  return page;
};

test("a section of any other kind throws 'Unknown common section type'", () => {
  const bogus = { ...section('demo-up'), kind: 'tutorial' } as unknown as Section;
  assert.throws(() => renderToString(<SectionView section={bogus} document={document} level={2} />), /^Unknown common section type$/);
});

test('the section is an anchor with its slug; its title is h2 in the reference and h1 alone', () => {
  const inReference = render(section('demo-up'), 2);
  assert.ok(inReference.querySelector('section#demo-up > h2.section-title'));
  const alone = render(section('demo-up'), 1);
  assert.is(alone.querySelector('section#demo-up h1')!.textContent, 'demo up');
  assert.is(alone.querySelectorAll('h2.part-title').length, 1, 'parts move one level up too');
});

test('flags: inherited and own, with badges, defaults and an accordion of accepted values', () => {
  const page = render(section('demo-store-cp'));
  const flags = [...page.querySelectorAll('.flag')];
  assert.equal(flags.map((f) => f.querySelector('.flag-name')!.textContent), ['-j, --jobs <int>', '-o, --output <format>', '--experimental']);
  assert.equal(flags.map((f) => f.querySelector('.badge')!.textContent), ['Optional', 'Optional', 'Required']);
  assert.is(flags[0].querySelector('.flag-default')!.textContent, 'Default: 1');
  const accordion = flags[1].querySelector('details.accordion')!;
  assert.is(accordion.querySelector('summary')!.textContent, 'Accepted values (2)');
  assert.equal([...accordion.querySelectorAll('li')].map((li) => li.textContent), ['pretty', 'json']);
  assert.not.ok(accordion.hasAttribute('open'), 'closed until the reader opens it');
});

test('subcommands are links to their own pages', () => {
  const page = render(section('demo-store'));
  const links = [...page.querySelectorAll('.subcommand-list a')].map((a) => a.getAttribute('href'));
  assert.equal(links, ['/reference/demo/demo-store-cp/', '/reference/demo/demo-store-ls/']);
});

test('examples show code and response, each with a copy button', () => {
  const page = render(section('demo-store-cp'));
  const example = page.querySelector('.example')!;
  assert.is(example.querySelector('.example-name')!.textContent, 'Copy a file');
  const blocks = [...example.querySelectorAll('figure.code-block')];
  assert.is(blocks.length, 2);
  assert.is(blocks[1].querySelector('figcaption span')!.textContent, 'Response');
  const button = blocks[0].querySelector('button[data-copy]')!;
  assert.is(button.getAttribute('data-copy'), 'code');
  assert.not.ok(button.hasAttribute('data-copy-text'), 'the code is not carried twice');
  assert.is(blocks[0].querySelector('pre code')!.textContent, 'demo store cp a.txt ss:///bucket/a.txt');
});

test('without examples the basic usage shows, and the summary stands in for an empty description', () => {
  const page = render(section('demo-store-ls'));
  assert.is(page.querySelector('#demo-store-ls-usage')!.textContent, 'Usage');
  assert.is(page.querySelector('.code-block code')!.textContent, 'demo store ls [path]');
  assert.is(page.querySelector('.prose')!.textContent, 'List objects.');
});

test('text from the spec is escaped, never markup', () => {
  const hostile: CliCommandSection = { ...(section('demo-up') as CliCommandSection), title: '<img src=x onerror=alert(1)>', summary: '"><script>x</script>', description: [] };
  const html = renderToString(<SectionView section={hostile} document={document} level={2} />);
  assert.not.match(html, '<img');
  assert.not.match(html, '<script>');
});

test('a code block names its language for readers: Dart, C#, Kotlin as well as the web ones', () => {
  const names = ['dart', 'csharp', 'kotlin', 'sh', 'json'].map((lang) => {
    const html = renderToString(<CodeBlock code={highlight('x', lang)} />);
    return /<figcaption[^>]*><span>([^<]*)<\/span>/.exec(html)![1];
  });
  assert.equal(names, ['Dart', 'C#', 'Kotlin', 'Terminal', 'JSON']);
});

test.run();
