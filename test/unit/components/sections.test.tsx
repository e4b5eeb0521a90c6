import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import type { CliCommandSection } from '../../../compiler/sources/cli/section.ts';
import type { Document, Section } from '../../../compiler/types.ts';
import { SectionView } from '../../../renderer/components/sections/section.tsx';
import { CodeBlock } from '../../../renderer/components/code-block.tsx';
import { Markup } from '../../../renderer/components/markup.tsx';
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
  assert.throws(
    () => renderToString(<SectionView section={bogus} document={document} level={2} />),
    /^Unknown common section type$/,
  );
});

test('the section is an anchor with its slug; its title is h2 in the reference and h1 alone', () => {
  const inReference = render(section('demo-up'), 2);
  assert.ok(inReference.querySelector('section#demo-up h2.section-title'));
  const alone = render(section('demo-up'), 1);
  assert.is(alone.querySelector('section#demo-up h1')!.textContent, 'demo up');
  assert.is(alone.querySelectorAll('h2.part-title').length, 2, 'parts (Usage, Examples) move one level up too');
});

test('flags: inherited and own, with badges, defaults and an accordion of accepted values', () => {
  const page = render(section('demo-store-cp'));
  const flags = [...page.querySelectorAll('.flag')];
  assert.equal(
    flags.map((f) => f.querySelector('.flag-name')!.textContent),
    ['-j, --jobs <int>', '-o, --output <format>', '--experimental'],
  );
  assert.equal(
    flags.map((f) => f.querySelector('.badge')!.textContent),
    ['Optional', 'Optional', 'Required'],
  );
  assert.is(flags[0].querySelector('.flag-default')!.textContent, 'Default: 1');
  const accordion = flags[1].querySelector('details.accordion')!;
  assert.is(accordion.querySelector('summary')!.textContent, 'Accepted values (2)');
  assert.equal(
    [...accordion.querySelectorAll('li')].map((li) => li.textContent),
    ['pretty', 'json'],
  );
  assert.not.ok(accordion.hasAttribute('open'), 'closed until the reader opens it');
});

test('an inherited flag names the command it comes from, linking to its section', () => {
  const page = render(section('demo-store-cp'));
  const [jobs, output, experimental] = [...page.querySelectorAll('.flag')];
  assert.is(jobs.querySelector('.flag-inherited'), null, 'its own flag says nothing');
  for (const flag of [output, experimental]) {
    assert.is(flag.querySelector('.flag-inherited')!.textContent, 'Inherited from demo store');
    assert.is(flag.querySelector('.flag-inherited a')!.getAttribute('href'), '/reference/demo/demo-store/');
  }
});

test('a required flag shows no default: the reader passes it, so the default never applies', () => {
  const page = render(section('demo-store-cp'));
  const experimental = [...page.querySelectorAll('.flag')][2];
  assert.is(experimental.querySelector('.badge')!.textContent, 'Required');
  assert.is(experimental.querySelector('.flag-default'), null);
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
  const copy = blocks[0].querySelector('button.copy-button')!;
  assert.is(copy.getAttribute('data-copy'), 'code');
  assert.not.ok(copy.hasAttribute('data-copy-text'), 'the code is not carried twice');
  assert.is(blocks[0].querySelector('pre code')!.textContent, 'demo store cp a.txt ss:///bucket/a.txt');
});

test('without examples the basic usage shows, and the summary stands in for an empty description', () => {
  const page = render(section('demo-store-ls'));
  assert.is(page.querySelector('#demo-store-ls-usage')!.textContent, 'Usage');
  assert.is(page.querySelector('.code-block code')!.textContent, 'demo store ls [path]');
  assert.is(page.querySelector('.prose')!.textContent, 'List objects.');
});

test('the usage, with its positional arguments, shows under the description even when there are examples', () => {
  const page = render(section('demo-store-cp'));
  const heading = page.querySelector('#demo-store-cp-usage')!;
  assert.is(heading.textContent, 'Usage');
  assert.is(heading.parentElement!.previousElementSibling!.className, 'prose', 'right under the description');
  const block = heading.parentElement!.nextElementSibling!;
  assert.is(block.matches('figure.code-block'), true);
  assert.is(block.querySelector('pre code')!.textContent, 'demo store cp <src> <dst> [flags]');
  assert.ok(block.querySelector('pre code.language-sh span[class^="hljs-"]'), 'highlighted as shell');
  assert.ok(block.querySelector('button.copy-button[data-copy]'), 'with a copy button');
  assert.ok(page.querySelector('.example'), 'and the examples still show');
});

test('a long example response is collapsed in a native <details> that says how long it is; a short one shows', () => {
  const cp = section('demo-store-cp') as CliCommandSection;
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
  const withResponse = (text: string) => ({
    ...cp,
    examples: [{ ...cp.examples[0], response: highlight(text, 'text') }],
  });
  const long = render(withResponse(lines(13))).querySelector('.example')!;
  const details = long.querySelector('details.example-response')!;
  assert.ok(details, 'collapsed');
  assert.not.ok(details.hasAttribute('open'));
  assert.is(details.querySelector('summary')!.textContent, 'Show the whole response, 13 lines');
  assert.is(details.querySelector('figure.code-block pre code')!.textContent, lines(13));
  const short = render(withResponse(lines(12))).querySelector('.example')!;
  assert.is(short.querySelector('details'), null, 'twelve lines show as they are');
  assert.is(short.querySelectorAll('figure.code-block').length, 2);
});

test('each heading, flag and example has a plain link to itself; a section heading links to its own page', () => {
  const page = render(section('demo-store-cp'));
  const link = (selector: string) => {
    const a = page.querySelector(selector)!.parentElement!.querySelector(':scope > a.anchor-link')!;
    return [a.getAttribute('href'), a.getAttribute('aria-label'), a.textContent];
  };
  assert.equal(link('h2.section-title'), [
    '/reference/demo/demo-store-cp/',
    'Link to this section: demo store cp',
    '#',
  ]);
  assert.equal(link('#demo-store-cp-flags'), ['#demo-store-cp-flags', 'Link to this section: Flags', '#']);
  assert.equal(link('#demo-store-cp-flag-jobs .flag-name'), [
    '#demo-store-cp-flag-jobs',
    'Link to this flag: -j, --jobs <int>',
    '#',
  ]);
  assert.equal(link('#demo-store-cp-example-copy .example-name'), [
    '#demo-store-cp-example-copy',
    'Link to this example: Copy a file',
    '#',
  ]);
  assert.is(
    page.querySelector('h2.section-title')!.textContent,
    'demo store cp',
    'the link stays out of the heading, so its text is the title alone',
  );
  assert.is(page.querySelector('#demo-store-cp-flags')!.textContent, 'Flags');
  assert.is(page.querySelector('.example-name')!.textContent, 'Copy a file');
  const introduction = render(section('introduction')).querySelector('.section-title + a.anchor-link')!;
  assert.is(introduction.getAttribute('href'), '/reference/demo/introduction/', 'every kind of section');
});

test('text from the spec is escaped, never markup', () => {
  const hostile: CliCommandSection = {
    ...(section('demo-up') as CliCommandSection),
    title: '<img src=x onerror=alert(1)>',
    summary: '"><script>x</script>',
    description: [],
  };
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

test('a code block in a language named like an Object member is labelled with that name', () => {
  for (const lang of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    const html = renderToString(<CodeBlock code={highlight('x <y>', lang)} />);
    assert.is(/<figcaption[^>]*><span>([^<]*)<\/span>/.exec(html)![1], lang);
    assert.match(html, `<code class="hljs language-${lang}">x &lt;y&gt;</code>`);
  }
});

test('Markup elements named like Object members render as elements; an admonition of such a kind is a note', () => {
  const html = renderToString(
    <Markup
      nodes={[
        { tag: 'constructor', children: ['a'] },
        { tag: 'admonition', attrs: { kind: 'constructor', title: 'T' }, children: ['b'] },
        { tag: 'p', attrs: { constructor: 'c' }, children: ['d'] },
      ]}
    />,
  );
  assert.match(html, '<constructor>a</constructor>');
  assert.match(html, 'data-kind="note"');
  assert.not.match(html, 'object Undefined');
});

test.run();
