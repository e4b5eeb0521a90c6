import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import ini from 'highlight.js/lib/languages/ini';
import yaml from 'highlight.js/lib/languages/yaml';
import http from 'highlight.js/lib/languages/http';
import dart from 'highlight.js/lib/languages/dart';
import csharp from 'highlight.js/lib/languages/csharp';
import kotlin from 'highlight.js/lib/languages/kotlin';
import python from 'highlight.js/lib/languages/python';
import swift from 'highlight.js/lib/languages/swift';
import xml from 'highlight.js/lib/languages/xml';
import ruby from 'highlight.js/lib/languages/ruby';
import go from 'highlight.js/lib/languages/go';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import diff from 'highlight.js/lib/languages/diff';
import type { Root, RootContent } from 'hast';
import { compactCode } from './compact-code.ts';
import { markPlaceholders } from './placeholders.ts';
import type { Code, Markup } from './types.ts';

const lowlight = createLowlight({
  bash,
  javascript,
  json,
  sql,
  typescript,
  ini,
  yaml,
  http,
  dart,
  csharp,
  kotlin,
  python,
  swift,
  xml,
  ruby,
  go,
  css,
  dockerfile,
  diff,
});
// JSX and TSX are highlighted by the JavaScript and TypeScript grammars, which know JSX.
const aliases = {
  bash: ['sh', 'shell', 'console'],
  javascript: ['js', 'jsx'],
  typescript: ['ts', 'tsx'],
  ini: ['toml'],
  python: ['py'],
  xml: ['html'],
  ruby: ['rb'],
  go: ['golang'],
  dockerfile: ['docker'],
  diff: ['patch'],
};
lowlight.registerAlias(aliases);

/** Fence languages shown as they are, without highlighting. */
const plainLanguages = ['text', 'txt', 'plaintext', 'output'];

/** The fence languages a writer may name: highlighted ones by their grammar and alias names, and plain text. */
export const knownLanguages: readonly string[] = [
  ...new Set([
    ...Object.keys(aliases),
    ...Object.values(aliases).flat(),
    ...lowlight.listLanguages(),
    ...plainLanguages,
  ]),
].sort();

/** Whether `lang` is a fence language this build knows (highlighted or plain text). */
export function isKnownLanguage(lang: string): boolean {
  return plainLanguages.includes(lang) || lowlight.registered(lang);
}

const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** Highlight `text` as `lang` at build time, keeping only the spans the stylesheet colours; unknown languages and plain text stay unhighlighted. */
export function highlight(text: string, lang = 'text'): Code {
  if (!highlighting) return { lang, text, tokens: [text] };
  return compactCode({ lang, text, tokens: hastToMarkup(highlightTree(text, lang)) });
}

let highlighting = true;

/**
 * Whether code is highlighted from now on (this thread; the compile pool hands it to its workers):
 * `docs-lint` turns it off while it compiles, as it keeps no section's content and highlighting finds
 * no problem (it took a fifth of a one-file lint of the management API). Code then stays one plain token.
 */
export function useHighlighting(on: boolean): void {
  highlighting = on;
}

/** Whether code is highlighted (`useHighlighting`). */
export function isHighlighting(): boolean {
  return highlighting;
}

/** The highlighted tokens of `text` as a hast tree, its picker placeholders marked (`placeholders.ts`). */
export function highlightTree(text: string, lang: string): Root {
  if (!highlighting) return { type: 'root', children: [{ type: 'text', value: text }] };
  return markPlaceholders(
    lowlight.registered(lang)
      ? lowlight.highlight(lang, text)
      : { type: 'root', children: [{ type: 'text', value: text }] },
  );
}

/** Convert a hast tree into Markup: elements keep their tag and properties, text stays text. */
export function hastToMarkup(node: Root | RootContent): Markup {
  if (node.type === 'text') return [node.value];
  if (node.type === 'root') return node.children.flatMap(hastToMarkup);
  if (node.type !== 'element') return [];
  // From entries, so no attribute name is special (assigning `__proto__` would set the prototype).
  const attrs: Record<string, string> = Object.fromEntries(
    Object.entries(node.properties ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== false)
      .map(([key, value]) => [attributeName(key), Array.isArray(value) ? value.join(' ') : String(value)]),
  );
  let children = node.children.flatMap(hastToMarkup);
  // Whitespace between table rows and cells is not valid content there.
  if (tableParts.has(node.tagName)) children = children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  return [
    { tag: node.tagName, ...(Object.keys(attrs).length ? { attrs } : {}), ...(children.length ? { children } : {}) },
  ];
}

/** hast property names that are not their attribute name lowercased. */
const renamed = new Map([
  ['className', 'class'],
  ['htmlFor', 'for'],
  ['httpEquiv', 'http-equiv'],
  ['acceptCharset', 'accept-charset'],
]);

/**
 * The HTML attribute a hast property stands for (`dataFootnoteRef` → `data-footnote-ref`,
 * `ariaDescribedBy` → `aria-describedby`), as property-information's `find(html, prop).attribute`
 * gives it; that package is not installed here, and these rules cover what markdown produces.
 */
export function attributeName(property: string): string {
  const known = renamed.get(property);
  if (known) return known;
  const data = /^data([A-Z].*)$/.exec(property);
  if (data) return `data${data[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const aria = /^aria([A-Z].*)$/.exec(property);
  if (aria) return `aria-${aria[1].toLowerCase()}`;
  return property.toLowerCase();
}
