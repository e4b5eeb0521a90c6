import {
  Composer,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  visit,
  YAMLParseError,
  type CST,
  type Document,
  type Node,
} from 'yaml';
import { diagnostic } from '../diagnostics.ts';
import { scalarSourceOffsets, type ScalarStyle } from '../value-position.ts';
import { readSource, type SourceRoot } from './read-source.ts';
import { fastYaml } from './yaml-fast.ts';
import { sizeProblem, structureProblems } from './yaml-checks.ts';
import type { Diagnostic } from '../types.ts';

/** A path into a parsed file: object keys and array indexes. */
export type DataPath = (string | number)[];

/** A parsed YAML or JSON file that can say where any of its values stands. */
export interface SourceFile {
  file: string;
  data: unknown;
  /** The 1-based position of the value at `path`, or of its key with `{ key: true }`; falls back to the nearest ancestor that exists. */
  locate(path: DataPath, options?: { key?: boolean }): { line: number; column: number };
  /** The position of the first `needle` in the file at or after the value at `path`; the value's own position if it is not there. */
  locateText(path: DataPath, needle: string): { line: number; column: number };
  /** The position of the character at `offset` of the string at `path` (an alias's at its anchor), through its quotes, escapes and folding; the value's own position if it is no string. */
  locateInValue(path: DataPath, offset: number): { line: number; column: number };
}

/**
 * Read and parse a YAML or JSON file inside `root`; a file that cannot be read is a Diagnostic like a
 * syntax error. With `lazy`, positions are worked out only when first asked for (`loadYamlLazily`).
 */
export function readYaml(
  file: string,
  root: SourceRoot,
  { lazy = false } = {},
): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const read = readSource(file, root);
  if (read.text === undefined) return { diagnostics: read.diagnostics };
  return lazy ? loadYamlLazily(file, read.text) : loadYaml(file, read.text);
}

/** Where nothing can be located: the file's start. */
const nowhere: SourceFile = {
  file: '',
  data: undefined,
  locate: () => ({ line: 1, column: 1 }),
  locateText: () => ({ line: 1, column: 1 }),
  locateInValue: () => ({ line: 1, column: 1 }),
};

/**
 * `loadYaml`, with the data read by js-yaml when it is surely the same and there is nothing to report
 * (`yaml-fast.ts`), which is several times faster; the positions are then worked out by `loadYaml`
 * the first time one is asked for, so a file with no problem in it is parsed once. For a caller that
 * asks for positions only to report something (the OpenAPI loader).
 */
export function loadYamlLazily(file: string, text: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const fast = fastYaml(text);
  if (!fast) return loadYaml(file, text);
  let full: SourceFile | undefined;
  const positions = () => (full ??= loadYaml(file, text).source ?? nowhere);
  return {
    source: {
      file,
      data: fast.data,
      locate: (path, options) => positions().locate(path, options),
      locateText: (path, needle) => positions().locateText(path, needle),
      locateInValue: (path, offset) => positions().locateInValue(path, offset),
    },
    diagnostics: [],
  };
}

/**
 * Parse YAML (JSON is YAML too) keeping source positions. Syntax errors, duplicate keys, nesting
 * deeper than MAX_YAML_DEPTH, a mapping over MAX_YAML_KEYS keys and an alias inside the value it
 * names become Diagnostics; the size limits are checked before the values are built.
 */
export function loadYaml(file: string, text: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const tooBig = sizeProblem(tokens);
  if (tooBig) return { diagnostics: [diagnostic(tooBig.code, { file, ...at(tooBig.offset) }, tooBig.values)] };
  const doc = compose(tokens, text.length);
  const diagnostics: Diagnostic[] = [...doc.errors, ...doc.warnings].map((error) => {
    const code =
      error.name === 'YAMLWarning'
        ? 'yaml-warning'
        : error.code === 'DUPLICATE_KEY'
          ? 'yaml-duplicate-key'
          : 'yaml-syntax';
    return diagnostic(code, { file, ...at(error.pos[0]) }, { message: firstLine(error.message) });
  });
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const problems = structureProblems(doc).map((p) => diagnostic(p.code, { file, ...at(p.offset) }, p.values));
  if (problems.length > 0) return { diagnostics: [...diagnostics, ...problems] };

  const nodeAt = (path: DataPath, key = false): Node | null => {
    let node: unknown = doc.contents;
    let keyNode: Node | undefined;
    for (const segment of path) {
      const next = child(node, segment);
      if (!next) break;
      node = next.value;
      keyNode = next.key;
    }
    return key && keyNode ? keyNode : (node as Node | null);
  };
  const locate: SourceFile['locate'] = (path, options = {}) => {
    const range = nodeAt(path, options.key)?.range;
    return range ? at(range[0]) : { line: 1, column: 1 };
  };
  const locateText: SourceFile['locateText'] = (path, needle) => {
    const start = nodeAt(path)?.range?.[0] ?? 0;
    const found = text.indexOf(needle, start);
    return found >= 0 ? at(found) : locate(path);
  };
  // Each value's offsets are worked out once, however many positions in it are asked for.
  const offsets = new WeakMap<Node, Int32Array>();
  const locateInValue: SourceFile['locateInValue'] = (path, offset) => {
    // An alias's text is written where its anchor is.
    const found = nodeAt(path);
    const node = isAlias(found) ? found.resolve(doc) : found;
    if (!isScalar(node) || typeof node.value !== 'string' || !node.range || !node.type || !node.value)
      return locate(path);
    const [start, end] = node.range;
    let map = offsets.get(node);
    if (!map)
      offsets.set(node, (map = scalarSourceOffsets(node.type as ScalarStyle, text.slice(start, end), node.value)));
    return at(start + map[Math.max(0, Math.min(offset, map.length - 1))]);
  };
  let data: unknown;
  try {
    data = doc.toJS();
  } catch {
    // The parser refuses to expand more than 100 aliases (maxAliasCount): an alias bomb.
    let first: Node | undefined;
    visit(doc, { Alias: (_key, node) => ((first = node), visit.BREAK) });
    return { diagnostics: [diagnostic('yaml-too-many-aliases', { file, ...at(first?.range?.[0] ?? 0) })] };
  }
  return { source: { file, data, locate, locateText, locateInValue }, diagnostics };
}

/**
 * The first document of `tokens`, as `parseDocument` composes it, with the parser's own duplicate-key
 * check off: `structureProblems` does it with a Set instead of comparing every pair of keys.
 */
function compose(tokens: CST.Token[], length: number): Document.Parsed {
  let doc: Document.Parsed | undefined;
  for (const next of new Composer({ uniqueKeys: false }).compose(tokens, true, length)) {
    if (doc) {
      doc.errors.push(
        new YAMLParseError(
          next.range.slice(0, 2) as [number, number],
          'MULTIPLE_DOCS',
          'Source contains multiple documents',
        ),
      );
      break;
    }
    doc = next;
  }
  // compose() with forceDoc always yields a document.
  return doc!;
}

function child(node: unknown, segment: string | number): { key?: Node; value: unknown } | undefined {
  if (isSeq(node) && typeof segment === 'number') {
    const value = node.items[segment];
    return value ? { value } : undefined;
  }
  if (isMap(node)) {
    const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === segment);
    return pair ? { key: pair.key as Node, value: pair.value ?? pair.key } : undefined;
  }
  return undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
