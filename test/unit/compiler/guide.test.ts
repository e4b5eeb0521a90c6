import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { highlight, isKnownLanguage } from '../../../compiler/highlight.ts';
import { splitFrontmatter } from '../../../compiler/sources/guides/frontmatter.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { GUIDE_LANGUAGES } from '../../../compiler/sources/guides/diagnostics.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';
import { isMarkdownSection, type MarkupElement } from '../../../compiler/types.ts';

const guide = (text: string, options = {}) =>
  normalizeGuide({ file: 'guides/platform/limits.md', path: 'platform/limits', text }, options);
const matter = (rest = '') => `---\ntitle: Rate limits\ndescription: Know the limits before you ship.\n${rest}---\n`;

test('a guide becomes one page: title and description from the frontmatter, headings as anchors', () => {
  const { document, diagnostics } = guide(
    `${matter()}\nThe first paragraph.\n\n## Email [#email-limits]\n\nText.\n\n### Per hour\n`,
  );
  assert.equal(diagnostics, []);
  assert.is(document!.kind, 'guide');
  assert.is(document!.route, '/guides/platform/limits/');
  assert.is(document!.title, 'Rate limits');
  assert.is(document!.description, 'Know the limits before you ship.');
  assert.equal(document!.anchors, { 'email-limits': 'email-limits', 'per-hour': 'per-hour' });
  assert.equal(document!.guide, { section: 'platform', label: 'Rate limits' });
  const section = document!.groups[0].sections[0];
  assert.is(section.kind, 'markdown');
  assert.not.ok(JSON.stringify(section).includes('"h1"'), 'the title is not repeated in the content');
});

test("a guide's section keeps its headings (anchor, level, text) for the page's table of contents", () => {
  const { document } = guide(
    `${matter()}\n## Use \`<T>\` & "quotes" [#use]\n\nText.\n\n### It's <project-ref>\n\n#### Deep\n`,
  );
  const section = document!.groups[0].sections[0];
  assert.is(section.kind, 'markdown');
  assert.equal(isMarkdownSection(section) && section.headings, [
    { id: 'use', depth: 2, text: 'Use <T> & "quotes"' },
    { id: 'its-project-ref', depth: 3, text: "It's <project-ref>" },
    { id: 'deep', depth: 4, text: 'Deep' },
  ]);
});

test('repeated headings of a guide get their own anchors with no error; links to them are checked like any other', () => {
  const { document, diagnostics, links } = guide(
    `${matter()}\n## Example\n\nOne.\n\n## Example\n\nTwo.\n\n[first](#example) [second](#example-1) [third](#example-2)\n`,
  );
  assert.equal(diagnostics, []);
  assert.equal(Object.keys(document!.anchors), ['example', 'example-1']);
  assert.equal(
    checkLinks(links, [document!], ['/'], { externalPrefix: '/dashboard' }).map(
      (d) => `${d.line}:${d.column} ${d.code}`,
    ),
    ['14:40 link-unknown-anchor'],
    'only #example-2, which no heading has',
  );
});

test('an explicit [#id] that repeats the anchor of another heading is an error at the repeat', () => {
  const { diagnostics } = guide(`${matter()}\n## Start\n\n## Stop [#start]\n\n## Start\n`);
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`),
    ["8:1 error guide-duplicate-heading The heading anchor '#start' is already used on line 6."],
  );
});

test('a section records whether its code holds a placeholder the project picker fills', () => {
  const placeholders = (body: string) => guide(`${matter()}\n${body}`).document!.groups[0].sections[0].placeholders;
  assert.is(placeholders("```js\ncreateClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')\n```\n"), true);
  assert.is(
    placeholders('Set `<SUPABASE_URL>` and data-placeholder="x" in prose.\n\n```sh\nsupabase start\n```\n'),
    undefined,
  );
});

test('sidebar label and order come from the frontmatter', () => {
  const { document } = guide(matter('sidebar:\n  label: Limits\n  order: 2\n'));
  assert.equal(document!.guide, { section: 'platform', label: 'Limits', order: 2 });
});

test('the frontmatter keeps its lines: the markdown after it stands where it stands in the file', () => {
  const split = splitFrontmatter('---\ntitle: A\n---\n## B\n');
  assert.is(split.yaml, '\ntitle: A');
  assert.is(split.body, '\n\n\n## B\n');
  const { diagnostics } = guide(`${matter()}\n\n:::nope\nx\n:::\n`);
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
    ['7:1 markdown-unknown-directive'],
  );
});

test('a schema problem in the frontmatter stands at its line and names the frontmatter', () => {
  const { document, diagnostics } = guide('---\ntitle: A\ndescription: B\nsidebar:\n  order: -1\n---\n');
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
    ['5:10 schema-invalid'],
  );
});

test('a guide without frontmatter is an error at its first line', () => {
  const { document, diagnostics } = guide('# Rate limits\n\nSome text.\n');
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`),
    ['1:1 error guide-missing-frontmatter'],
  );
});

test('an unknown directive is an error where it stands; admonitions are fine', () => {
  const { diagnostics } = guide(`${matter()}\n:::tip\nok\n:::\n\n:::tabbs\nx\n:::\n`);
  assert.equal(
    diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`),
    ['guides/platform/limits.md:10:1 markdown-unknown-directive'],
  );
});

test('a tab group compiles to <tabs group> holding <tab id label> elements, in order', () => {
  const text = readFileSync(fileURLToPath(new URL('../../fixtures/guide-tabs.md', import.meta.url)), 'utf8');
  const { document, diagnostics } = guide(text);
  assert.equal(diagnostics, []);
  const first = document!.groups[0].sections[0];
  const content = isMarkdownSection(first) ? first.content : [];
  const groups = content.filter((n): n is MarkupElement => typeof n !== 'string' && n.tag === 'tabs');
  assert.equal(
    groups.map((g) => g.attrs),
    [{ group: 'framework' }, { group: 'framework' }, { group: 'package-manager' }],
  );
  const tabs = groups[0].children!.filter((n): n is MarkupElement => typeof n !== 'string');
  assert.equal(
    tabs.map((t) => [t.tag, t.attrs]),
    [
      ['tab', { id: 'nextjs', label: 'Next.js' }],
      ['tab', { id: 'sveltekit', label: 'SvelteKit' }],
    ],
  );
  assert.ok(JSON.stringify(tabs[1]).includes('"code-block"'), 'a tab holds markdown: code fences are highlighted');
});

test('a tab group name may be camelCase, as SPEC URL parameters are; a tab id stays lowercase; neither takes other characters', () => {
  const tabs = (group: string, id: string) =>
    `${matter()}\n::::tabs{group="${group}"}\n:::tab{id="${id}" label="One"}\n1\n:::\n:::tab{id="two" label="Two"}\n2\n:::\n::::\n`;
  assert.equal(guide(tabs('showSmsProvider', 'twilio')).diagnostics, []);
  const messages = (group: string, id: string) =>
    guide(tabs(group, id)).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
  assert.equal(messages('show sms', 'twilio'), [
    "6:10 directive-bad-attribute The group 'show sms' of :::tabs is not a word of letters, digits and hyphens.",
  ]);
  assert.equal(messages('sms.provider', 'twilio'), [
    "6:10 directive-bad-attribute The group 'sms.provider' of :::tabs is not a word of letters, digits and hyphens.",
  ]);
  assert.equal(messages('sms', 'Twilio'), [
    "7:8 directive-bad-attribute The id 'Twilio' of :::tab is not a lowercase word of letters, digits and hyphens.",
  ]);
});

test("each heading knows the tab panels it stands in, outermost first, and whether each is its group's first", () => {
  // A group nested in a tab: each fence one colon longer than the one it holds.
  const nested = [
    '## Outside',
    '::::::tabs{group="framework"}',
    ':::::tab{id="next" label="Next"}',
    '### In next',
    ':::::',
    ':::::tab{id="svelte" label="Svelte"}',
    '### In svelte',
    '::::tabs{group="pm"}',
    ':::tab{id="npm" label="npm"}',
    '#### With npm',
    ':::',
    ':::tab{id="bun" label="bun"}',
    '#### With bun',
    ':::',
    '::::',
    ':::::',
    '::::::',
  ];
  const { document, diagnostics } = guide(`${matter()}\n${nested.join('\n')}\n`);
  assert.equal(diagnostics, []);
  const section = document!.groups[0].sections[0];
  assert.ok(isMarkdownSection(section));
  const panels = Object.fromEntries(section.headings.map((h) => [h.id, h.panels ?? []]));
  const p = (group: string, tab: string, first: boolean) => ({ group, tab, first });
  assert.equal(panels, {
    outside: [],
    'in-next': [p('framework', 'next', true)],
    'in-svelte': [p('framework', 'svelte', false)],
    'with-npm': [p('framework', 'svelte', false), p('pm', 'npm', true)],
    'with-bun': [p('framework', 'svelte', false), p('pm', 'bun', false)],
  });
});

test('links are checked: an unknown anchor is an error, a missing page a warning, dashboard paths are not ours', () => {
  const { document, links } = guide(
    `${matter()}\n## Here\n\n[a](#here) [b](#there)\n[c](/guides/nope/) [d](/dashboard/support/new) [e](/guides/platform/limits/)\n`,
  );
  const found = checkLinks(links, [document!], ['/'], { externalPrefix: '/dashboard' });
  assert.equal(
    found.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`),
    ['8:12 error link-unknown-anchor', '9:1 warning link-unknown-page'],
  );
});

test('/dashboard links lead to the dashboard of site.yaml; .md links to their guide route', () => {
  const { document, links } = guide(
    `${matter()}\n[d](/dashboard/project/_/settings) [m](../functions/debugging.md#logs) [r](./custom-domains.md)\n`,
    { dashboardUrl: 'https://app.example.com/dashboard' },
  );
  assert.equal(
    links.map((l) => l.href),
    [
      'https://app.example.com/dashboard/project/_/settings',
      '/guides/functions/debugging/#logs',
      '/guides/platform/custom-domains/',
    ],
  );
  const html = JSON.stringify(document!.groups[0].sections[0]);
  assert.ok(html.includes('"href":"https://app.example.com/dashboard/project/_/settings"'));
  assert.ok(html.includes('"href":"/guides/functions/debugging/#logs"'));
});

// One sample per language a guide may name (GUIDE_LANGUAGES); each must come out with highlighted tokens.
const samples: Record<string, string> = {
  sql: 'select 1;',
  js: 'const a = "x";',
  ts: 'const a: string = "x";',
  tsx: 'const a = <main className="x">Hi</main>;',
  jsx: 'const a = <main className="x">Hi</main>;',
  bash: 'echo "hi"',
  sh: 'echo "hi"',
  json: '{"a": 1}',
  toml: 'a = "b"',
  yaml: 'a: b',
  python: 'def f(): return "x"',
  html: '<p class="x">Hi</p>',
  dart: 'var a = "x";',
  kotlin: 'val a = "x"',
  swift: 'let a = "x"',
  http: 'GET /rest/v1/todos HTTP/1.1',
  ruby: 'def f; "x"; end',
  go: 'func f() string { return "x" }',
  css: '.a { color: red; }',
  dockerfile: 'FROM node:20\nRUN npm ci',
  diff: '-a\n+b',
};

test('every fence language a guide may name is highlighted at build time; text is known and plain', () => {
  assert.equal(Object.keys(samples).sort(), GUIDE_LANGUAGES.filter((lang) => lang !== 'text').sort());
  for (const [lang, code] of Object.entries(samples)) {
    assert.ok(isKnownLanguage(lang), lang);
    assert.ok(
      highlight(code, lang).tokens.some((t) => typeof t !== 'string'),
      `${lang} has highlighted tokens`,
    );
  }
  assert.ok(isKnownLanguage('text'));
  assert.equal(highlight('plain', 'text').tokens, ['plain']);
});

test('a Python block in a guide is highlighted with no warning; an unknown language is a warning at its fence', () => {
  const { document, diagnostics } = guide(
    `${matter()}\n\`\`\`python\ndef greet(name):\n    return f"Hi {name}"\n\`\`\`\n\n  \`\`\`cobol\n  DISPLAY 'HI'.\n  \`\`\`\n`,
  );
  const json = JSON.stringify(document!.groups[0].sections[0]);
  assert.ok(json.includes('{"tag":"span","attrs":{"class":"hljs-keyword"},"children":["def"]}'), json);
  assert.equal(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`),
    ['11:3 warning guide-unknown-language'],
  );
});

test('a guide that cannot be built still has its links checked: every problem is said at once', () => {
  const text = `${matter()}\n:::note{onclick="x"}\nHi\n:::\n\nA [y](javascript:alert(1)) link.\n`;
  const { document, links, diagnostics } = guide(text);
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => d.code),
    ['directive-unknown-attribute'],
  );
  const found = checkLinks(links, [], [], { externalPrefix: '/dashboard' });
  assert.equal(
    found.map((d) => `${d.line}:${d.column} ${d.code}`),
    ['10:3 link-unsafe'],
  );
});

test.run();
