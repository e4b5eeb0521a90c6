import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';

const guide = (text: string) => normalizeGuide({ file: 'guides/platform/limits.md', path: 'platform/limits', text });

test('a guide becomes one page: title from # Title, description from the next paragraph, headings as anchors', () => {
  const { document, diagnostics } = guide('# Rate limits\n\nKnow the limits before you ship.\n\n## Email [#email-limits]\n\nText.\n\n### Per hour\n');
  assert.equal(diagnostics, []);
  assert.is(document!.kind, 'guide');
  assert.is(document!.route, '/guides/platform/limits/');
  assert.is(document!.title, 'Rate limits');
  assert.is(document!.description, 'Know the limits before you ship.');
  assert.equal(document!.anchors, { 'email-limits': 'email-limits', 'per-hour': 'per-hour' });
  const section = document!.groups[0].sections[0];
  assert.is(section.kind, 'markdown');
  assert.not.ok(JSON.stringify(section).includes('"h1"'), 'the title is not repeated in the content');
});

test('a guide without a title is an error at its first line', () => {
  const { document, diagnostics } = guide('Some text.\n');
  assert.is(document, undefined);
  assert.equal(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`), ['1:1 error guide-missing-title']);
});

test('an unknown directive is an error where it stands; admonitions are fine', () => {
  const { diagnostics } = guide('# T\n\nD.\n\n:::tip\nok\n:::\n\n:::tabs\nx\n:::\n');
  assert.equal(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`), ['guides/platform/limits.md:9:1 markdown-unknown-directive']);
});

test('links are checked: an unknown anchor is an error, a missing page a warning, dashboard paths are not ours', () => {
  const { document, links } = guide('# T\n\nD.\n\n## Here\n\n[a](#here) [b](#there)\n[c](/guides/nope/) [d](/dashboard/support/new) [e](/guides/platform/limits/)\n');
  const found = checkLinks(links, [document!], ['/'], '/dashboard');
  assert.equal(found.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`), ['7:12 error link-unknown-anchor', '8:1 warning link-unknown-page']);
});

test.run();
