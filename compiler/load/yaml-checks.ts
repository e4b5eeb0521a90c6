import { isAlias, isMap, isPair, isScalar, isSeq, type CST, type Document, type Node } from 'yaml';
import type { DiagnosticCode, Values } from '../diagnostics.ts';

/** The deepest nesting of lists and mappings in a file: the parser and every step after it recurse once per level. */
export const MAX_YAML_DEPTH = 64;
/** The most keys in one mapping; a spec needs a few hundred at most. */
export const MAX_YAML_KEYS = 5_000;

/** A problem of a YAML file: a catalogue code, its values, and the offset in the text it stands at. */
export interface YamlProblem {
  code: DiagnosticCode;
  values: Values;
  offset: number;
}

/**
 * The first collection nested deeper than MAX_YAML_DEPTH, or mapping with more than MAX_YAML_KEYS
 * keys, in the parser's syntax tree. Measured there, before the tree is composed into values: the
 * syntax parser keeps its own stack, but composing recurses and fails deep down with "Maximum call
 * stack size exceeded", and checking duplicate keys is quadratic in a mapping's keys.
 */
export function sizeProblem(tokens: CST.Token[]): YamlProblem | undefined {
  // Depth first with an explicit stack, children pushed last-first: the first problem in the text is found first.
  const stack: { token: CST.Token; depth: number }[] = tokens.map((token) => ({ token, depth: 0 })).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { token, depth } = next;
    if (token.type === 'document') {
      if (token.value) stack.push({ token: token.value, depth });
      continue;
    }
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (depth === MAX_YAML_DEPTH)
      return { code: 'yaml-too-deep', values: { limit: MAX_YAML_DEPTH }, offset: token.offset };
    const isMapping = token.type === 'block-map' || (token.type === 'flow-collection' && token.start.source === '{');
    if (isMapping && token.items.length > MAX_YAML_KEYS) {
      const extra = token.items[MAX_YAML_KEYS];
      return {
        code: 'yaml-too-many-keys',
        values: { count: token.items.length, limit: MAX_YAML_KEYS },
        offset: extra.key?.offset ?? extra.start[0]?.offset ?? token.offset,
      };
    }
    for (const item of [...token.items].reverse()) {
      if (item.value) stack.push({ token: item.value, depth: depth + 1 });
      if (item.key) stack.push({ token: item.key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Keys that repeat in a mapping (a Set per mapping, where the parser's own check compares every pair)
 * and an alias inside the value it names (`a: &s [*s]`, which would make the data contain itself).
 * The document is at most MAX_YAML_DEPTH deep here, so the walk may recurse.
 */
export function structureProblems(doc: Document.Parsed): YamlProblem[] {
  const problems: YamlProblem[] = [];
  // The latest node defining each anchor so far (an alias names the one before it), and the collections being walked.
  const anchors = new Map<string, Node>();
  const open = new Set<Node>();
  const walk = (node: unknown): void => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target && open.has(target))
        problems.push({ code: 'yaml-alias-cycle', values: { name: node.source }, offset: node.range?.[0] ?? 0 });
      return;
    }
    if (isPair(node)) return (walk(node.key), walk(node.value));
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
    if (node.anchor) anchors.set(node.anchor, node);
    if (isScalar(node)) return;
    if (isMap(node)) problems.push(...duplicateKeys(node.items.map((pair) => pair.key)));
    open.add(node);
    for (const item of node.items) walk(item);
    open.delete(node);
  };
  walk(doc.contents);
  return problems;
}

/** Each scalar key equal to an earlier one of the same mapping, where it stands (the parser's rule: equal values). */
function duplicateKeys(keys: unknown[]): YamlProblem[] {
  const seen = new Set<unknown>();
  const problems: YamlProblem[] = [];
  for (const key of keys) {
    if (!isScalar(key)) continue;
    if (seen.has(key.value))
      problems.push({
        code: 'yaml-duplicate-key',
        values: { message: 'Map keys must be unique' },
        offset: key.range?.[0] ?? 0,
      });
    seen.add(key.value);
  }
  return problems;
}
