import { isMap, isSeq, LineCounter, parseDocument, visit, type Node } from 'yaml';
import { diagnostic } from '../diagnostics.ts';
import { readSource, type SourceRoot } from './read-source.ts';
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
}

/** Read and parse a YAML or JSON file inside `root`; a file that cannot be read is a Diagnostic like a syntax error. */
export function readYaml(file: string, root: SourceRoot): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const read = readSource(file, root);
  return read.text === undefined ? { diagnostics: read.diagnostics } : loadYaml(file, read.text);
}

/** Parse YAML (JSON is YAML too) keeping source positions; syntax errors become Diagnostics. */
export function loadYaml(file: string, text: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const diagnostics: Diagnostic[] = [...doc.errors, ...doc.warnings].map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    const code =
      error.name === 'YAMLWarning'
        ? 'yaml-warning'
        : error.code === 'DUPLICATE_KEY'
          ? 'yaml-duplicate-key'
          : 'yaml-syntax';
    return diagnostic(code, { file, line, column: col }, { message: firstLine(error.message) });
  });
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
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
  let data: unknown;
  try {
    data = doc.toJS();
  } catch {
    // The parser refuses to expand more than 100 aliases (maxAliasCount): an alias bomb.
    let first: Node | undefined;
    visit(doc, { Alias: (_key, node) => ((first = node), visit.BREAK) });
    return { diagnostics: [diagnostic('yaml-too-many-aliases', { file, ...at(first?.range?.[0] ?? 0) })] };
  }
  return { source: { file, data, locate, locateText }, diagnostics };
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
