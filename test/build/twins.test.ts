// Every page's markdown twin, written from the real specs and guides: no custom tag (a provider
// list, a tab, an admonition, a code block) may vanish from it, nor from llms-full.txt or the search
// index, which are written from the same definitions (compiler/tags/).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { compile } from '../../compiler/index.ts';
import { markdownParser } from '../../compiler/markdown.ts';
import { shownAttributes } from '../../compiler/tags/index.ts';
import type { Document, Markup, MarkupElement, MarkupNode, Section } from '../../compiler/types.ts';
import { markdownRoute } from '../../renderer/components/markdown-links.tsx';
import { markdownFiles } from '../../renderer/server/llms.ts';
import { searchEntries } from '../../renderer/server/search-entries.ts';

const { compiled } = await compile(
  fileURLToPath(new URL('../../specs', import.meta.url)),
  fileURLToPath(new URL('../../guides', import.meta.url)),
);
if (!compiled) throw new Error('the specs do not compile; run npm run lint');
const files = new Map(markdownFiles(compiled));
const search = searchEntries(compiled);

/** Runs of white space as one space: the twin may break a line where the page does not. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a reader of the markdown sees: the twin parsed back, escapes and all, as text. */
const readText = (markdown: string) => normal(toString(markdownParser(markdown, false).parse(markdown) as Root));

const decodeHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_all, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
    );

/** A footnote's mark and its way back are links the twin writes as `[^1]`, without their text. */
const isFootnoteMark = (element: MarkupElement) =>
  !!element.attrs && ('data-footnote-ref' in element.attrs || 'data-footnote-backref' in element.attrs);

/** The words an element shows: its text, and the attributes its definition says a reader sees. */
function shown(element: MarkupElement): string[] {
  const words = (shownAttributes.get(element.tag) ?? []).map((name) => element.attrs?.[name] ?? '');
  const collect = (nodes: Markup = []) => {
    for (const node of nodes)
      if (typeof node === 'string') words.push(node);
      else if (!isFootnoteMark(node)) {
        words.push(...(shownAttributes.get(node.tag) ?? []).map((name) => node.attrs?.[name] ?? ''));
        collect(node.children);
      }
  };
  collect(element.children);
  return words.map(normal).filter(Boolean);
}

/** Every custom element (or part of one) anywhere in a value of a Document: prose sits in many fields. */
function customElements(value: unknown, found: MarkupElement[] = []): MarkupElement[] {
  if (Array.isArray(value)) for (const item of value) customElements(item, found);
  else if (value && typeof value === 'object') {
    const node = value as MarkupNode & object;
    if (typeof (node as MarkupElement).tag === 'string' && shownAttributes.has((node as MarkupElement).tag))
      found.push(node as MarkupElement);
    for (const child of Object.values(value)) customElements(child, found);
  }
  return found;
}

/** Each page with a twin: its twin's route, its document's whole twin, the custom elements it shows, its search text. */
function pages(): { route: string; whole: string; elements: MarkupElement[]; searchText: string }[] {
  const out = [];
  for (const document of compiled!.documents) {
    const whole = markdownRoute(document.route);
    if (document.kind === 'guide') {
      const page = search.find((p) => p.url === document.route);
      out.push({
        route: whole,
        whole,
        elements: customElements(document.groups),
        searchText: decodeHtml(page?.html ?? ''),
      });
      continue;
    }
    for (const section of document.groups.flatMap((g) => g.sections) as Section[]) {
      const url = `${document.route}${section.slug}/`;
      const page = search.find((p) => p.url === url);
      out.push({
        route: markdownRoute(url),
        whole,
        elements: customElements(section),
        searchText: decodeHtml(page?.html ?? ''),
      });
    }
  }
  return out;
}

const all = pages();

test('the real site has custom tags of every kind to check', () => {
  const tags = new Set(all.flatMap((p) => p.elements.map((e) => e.tag)));
  for (const tag of ['admonition', 'tabs', 'tab', 'auth-providers', 'auth-provider', 'code-block'])
    assert.ok(tags.has(tag), tag);
});

test("no custom tag vanishes from its page's twin, from its document's twin or from the search index", () => {
  const missing: string[] = [];
  const read = new Map<string, string>();
  const text = (route: string) => read.get(route) ?? read.set(route, readText(files.get(route) ?? '')).get(route)!;
  for (const { route, whole, elements, searchText } of all) {
    if (!files.has(route)) missing.push(`${route}: no twin`);
    const inSearch = normal(searchText);
    for (const element of elements)
      for (const words of shown(element)) {
        const where = `${route}: <${element.tag}> ${JSON.stringify(words)} not in`;
        if (!text(route).includes(words)) missing.push(`${where} the twin`);
        if (!text(whole).includes(words)) missing.push(`${where} ${whole}`);
        if (!inSearch.includes(words)) missing.push(`${where} the search index`);
      }
  }
  assert.equal(missing.slice(0, 20), [], `${missing.length} missing`);
});

test("llms-full.txt holds every guide's and every reference's twin as it is", () => {
  const full = files.get('/llms-full.txt')!;
  const absent = compiled!.documents
    .map((d) => markdownRoute(d.route))
    .filter((route) => !full.includes(files.get(route)!));
  assert.equal(absent, []);
});

test("the providers page's twin lists its 22 providers, each linking to its guide", () => {
  const twin = files.get('/guides/auth/providers.md')!;
  const document = compiled!.documents.find((d: Document) => d.route === '/guides/auth/providers/')!;
  const providers = customElements(document.groups).filter((e) => e.tag === 'auth-provider');
  assert.is(providers.length, 22);
  const listed = [...twin.matchAll(/^- \[([^\]]+)\]\((\/guides\/auth\/[^)]+)\)/gm)].map(([, name, href]) => [
    name,
    href,
  ]);
  assert.equal(
    listed,
    providers.map((p) => [p.attrs!.name, p.attrs!.href]),
  );
});

test.run();
