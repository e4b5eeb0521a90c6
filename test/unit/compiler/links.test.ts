import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSiteUrl } from '../../../compiler/index.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { referenceDocument } from '../../../compiler/sources/kind.ts';
import type { LinkRef, MarkdownSection } from '../../../compiler/types.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';

const check = (text: string) => {
  const { document, links } = normalizeGuide({
    file: 'guides/g.md',
    path: 'g',
    text: `---\ntitle: T\ndescription: D.\n---\n${text}\n`,
  });
  return checkLinks(links, [document!], ['/']).map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`);
};

test('links that run code, embed documents or leave for another host are errors, in any case and spacing', () => {
  const unsafe = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    '//evil.example',
    '/\\evil.example',
    '<\tjavascript:alert(1)>',
    '<//evil.example>',
  ];
  for (const href of unsafe) assert.equal(check(`[a](${href})`), ['5:1 error link-unsafe'], href);
  assert.equal(check('<javascript:alert(1)>'), ['5:1 error link-unsafe']);
  assert.equal(check('[a][x]\n\n[x]: javascript:alert(1)'), ['7:1 error link-unsafe']);
});

test('http: links are warnings that suggest https:, https: links are fine', () => {
  assert.equal(check('[a](http://example.com) [b](https://example.com) [c](HTTP://example.com)'), [
    '5:1 warning link-insecure',
    '5:50 warning link-insecure',
  ]);
});

test('links: entries of a spec are checked the same way', () => {
  const found = checkLinks(
    [{ href: '//evil.example/x', documentId: 'd', file: 'f.yaml', line: 3, column: 9 }],
    [{ kind: 'reference', id: 'd', title: 'D', route: '/reference/d/', description: '', groups: [], anchors: {} }],
    ['/'],
  );
  assert.equal(
    found.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`),
    [
      "f.yaml:3:9 link-unsafe The link '//evil.example/x' is protocol-relative: it leads to whatever host follows the //, not to this site.",
    ],
  );
});

test('a folder of guides without a page of its own is a page (its section index); a folder of none is not', () => {
  const guide = (path: string, text = '') =>
    normalizeGuide({ file: `guides/${path}.md`, path, text: `---\ntitle: T\ndescription: D.\n---\n${text}\n` });
  const from = guide(
    'start/intro',
    '[a](/guides/start/) [b](/guides/) [c](/guides/start/deep/) [d](/guides/nowhere/) [e](/guides/start/deep/more/)',
  );
  const documents = [from.document!, guide('start/deep/more/page').document!];
  const found = checkLinks(from.links, documents, ['/']).map((d) => `${d.code} ${d.message.split("'")[1]}`);
  assert.equal(found, ['link-unknown-page /guides/nowhere/']);
  // The translator's section has an index when the menu shows that section (nav.yaml lists it).
  const tool = guide('start/tool', '[t](/guides/api/)');
  const known = (sections?: string[]) =>
    checkLinks(tool.links, [tool.document!], ['/'], { sections }).map((d) => d.code);
  assert.equal(known(['start', 'api']), []);
  assert.equal(known(), ['link-unknown-page']);
});

test('checkSiteUrl accepts an absolute http(s) URL and says what is wrong with anything else', () => {
  for (const url of [
    'https://docs.example.com',
    'https://docs.example.com/',
    'http://127.0.0.1:3000',
    'https://example.com/docs',
  ])
    assert.is(checkSiteUrl(url), undefined, url);
  const problems: [string, string][] = [
    ['docs.example.com', 'is not an absolute URL'],
    ['/docs', 'is not an absolute URL'],
    ['ftp://example.com', 'must start with https:// or http://'],
    ['javascript:alert(1)', 'must start with https:// or http://'],
    ['https://example.com/?ref=1', 'must not have a query (?…) or a fragment (#…)'],
    ['https://example.com/#top', 'must not have a query (?…) or a fragment (#…)'],
    ['https://user:pw@example.com', 'must not hold a user name or password'],
    [' https://example.com', 'must not start or end with spaces'],
  ];
  for (const [url, problem] of problems) assert.is(checkSiteUrl(url), problem, url);
});

test('anchors named like Object members are checked like any other: unknown ones are errors, real ones work', () => {
  const guide = '## Constructor\n\n[a](#constructor) [b](#toString) [c](#__proto__) [d](#hasOwnProperty) [e](#valueOf)';
  assert.equal(check(guide), [
    '7:19 error link-unknown-anchor',
    '7:34 error link-unknown-anchor',
    '7:50 error link-unknown-anchor',
    '7:71 error link-unknown-anchor',
  ]);
  const sections = ['__proto__', 'constructor'].map((slug): MarkdownSection => ({
    kind: 'markdown',
    id: slug,
    slug,
    title: slug,
    headings: [],
    depth: 0,
    summary: '',
    content: [],
  }));
  const reference = referenceDocument(
    { id: 'd', kind: 'cli', files: 'd', title: 'D', version: '1' },
    [{ title: 'G', sections }],
    [],
  );
  assert.equal(Object.keys(reference.anchors), ['__proto__', 'constructor']);
  const link = (href: string): LinkRef => ({ href, documentId: 'd', file: 'f', line: 1, column: 1 });
  const found = checkLinks(
    [
      '#__proto__',
      '#constructor',
      '/reference/d/__proto__/',
      '/reference/d/#constructor',
      '#toString',
      '/reference/d/#valueOf',
    ].map(link),
    [reference],
    ['/'],
  );
  assert.equal(
    found.map((d) => d.message),
    ["The link '#toString' names no anchor of D.", "The link '/reference/d/#valueOf' names no anchor of D."],
  );
});

test('images: code, data: and protocol-relative sources are errors; other hosts a warning unless allowed', () => {
  const image = (href: string): LinkRef => ({ href, documentId: '', file: 'f', line: 1, column: 1, image: true });
  const sources = [
    'javascript:alert(1)',
    ' VBScript:x',
    'data:image/png;base64,AAAA',
    '//cdn.example.net/a.png',
    '/\\cdn.example.net/a.png',
    'https://cdn.example.net/a.png',
    'http://other.example/a.png',
    'https://docs.example.com/a.png',
    'https://DOCS.example.com./a.png',
    'https://images.example.org/a.png',
    '/img/a.png',
    'img/a.png',
  ];
  const found = checkLinks(sources.map(image), [], ['/'], {
    images: { siteUrl: 'https://docs.example.com', allowedHosts: ['images.example.org'] },
  });
  assert.equal(
    found.map((d) => `${d.severity} ${d.code} ${d.message}`),
    [
      "error image-unsafe The image 'javascript:alert(1)' uses the javascript: scheme, which runs code and shows no image.",
      "error image-unsafe The image ' VBScript:x' uses the vbscript: scheme, which runs code and shows no image.",
      "error image-unsafe The image 'data:image/png;base64,AAAA' uses the data: scheme, so the image hides in the text, out of any review.",
      "error image-unsafe The image '//cdn.example.net/a.png' is protocol-relative: it loads from whatever host follows the //.",
      "error image-unsafe The image '/\\cdn.example.net/a.png' is protocol-relative: it loads from whatever host follows the //.",
      "warning image-remote The image 'https://cdn.example.net/a.png' loads from cdn.example.net, another host.",
      "warning image-remote The image 'http://other.example/a.png' loads from other.example, another host.",
    ],
  );
});

test.run();
