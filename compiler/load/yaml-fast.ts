import jsyaml, { type LoaderState } from 'js-yaml';
import { MAX_YAML_DEPTH, MAX_YAML_KEYS } from './yaml-checks.ts';

/**
 * The YAML 1.2 core schema as the `yaml` package resolves plain scalars (its `schema/core`), in its
 * order: js-yaml's own core schema reads `0b101`, `-0x10` and `+.5` otherwise.
 */
const scalars: [string, RegExp, (text: string) => unknown][] = [
  ['null', /^(?:~|[Nn]ull|NULL)?$/, () => null],
  ['bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'],
  ['int', /^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
  ['int', /^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
  ['int', /^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
  [
    'float',
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity),
  ],
  ['float', /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
  ['float', /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
];

// One js-yaml type a tag (it keeps only the last of a tag), trying that tag's forms in order.
const schema = jsyaml.FAILSAFE_SCHEMA.extend({
  implicit: [...new Set(scalars.map(([tag]) => tag))].map((tag) => {
    const forms = scalars.filter(([name]) => name === tag);
    // Every plain scalar is tested: one pattern for all of a tag's forms.
    const any = new RegExp(forms.map(([, test]) => `(?:${test.source})`).join('|'));
    return new jsyaml.Type(`tag:yaml.org,2002:${tag}`, {
      kind: 'scalar',
      resolve: (text) => any.test(text),
      construct: (text) => forms.find(([, test]) => test.test(text))![2](text),
    });
  }),
});

/** The longest key taken here: `yaml` refuses an implicit key over 1,024 characters of source, which escapes may make of 103. */
const MAX_KEY = 100;

/**
 * The data of `text` read by js-yaml, several times faster than the `yaml` package, when it is surely
 * what `yaml` would read, with nothing to report; else undefined, and `yaml` reads it (`loadYaml`).
 * js-yaml is more lenient, so anything where they may part is left to `yaml`: an error, a directive,
 * a tag, anchor or alias, a flow collection over several lines (which `yaml` holds to the
 * indentation), a comment right after a value, a collection as a key, a key that reads as null or is
 * long, and the limits `yaml-checks.ts` sets (depth, keys).
 */
export function fastYaml(text: string): { data: unknown } | undefined {
  if (/^%/m.test(text)) return undefined;
  let unsure = false;
  let collections = 0;
  const opened: number[] = [];
  const listener = (event: 'open' | 'close', state: LoaderState) => {
    if (event === 'open') return void opened.push(state.position);
    const start = contentStart(text, opened.pop()!);
    const first = text[start];
    if (first === '!' || first === '&' || first === '*' || text[state.position] === '#') unsure = true;
    if (state.kind !== 'mapping' && state.kind !== 'sequence') return;
    collections++;
    if (first !== '[' && first !== '{') return;
    // js-yaml closes a node past the space after it: its end is the last bracket before (one in a
    // comment after it only puts a line break in between, and the file is left to `yaml`).
    const end = Math.max(text.lastIndexOf(']', state.position - 1), text.lastIndexOf('}', state.position - 1));
    if (text.lastIndexOf('\n', end) > start) unsure = true;
  };
  let data: unknown;
  try {
    data = jsyaml.load(text, { schema, listener });
  } catch {
    return undefined;
  }
  return data !== undefined && !unsure && plainTree(data, collections) ? { data } : undefined;
}

/** Where a node opened at `from` starts: past blank space, line breaks and comments. */
function contentStart(text: string, from: number): number {
  let at = from;
  for (;;) {
    const c = text[at];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') at++;
    else if (c === '#') at = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    else return at;
  }
}

/**
 * Whether `data` holds exactly the `collections` js-yaml composed, each once (a collection used as a
 * key, or one shared, would make them differ), within the depth and key limits, with no key that
 * js-yaml and `yaml` write differently (a null key) or `yaml` may refuse (a long one).
 */
function plainTree(data: unknown, collections: number): boolean {
  const seen = new Set<object>();
  const stack: [unknown, number][] = [[data, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (typeof value !== 'object' || value === null) continue;
    if (seen.has(value) || depth >= MAX_YAML_DEPTH) return false;
    seen.add(value);
    const keys = Object.keys(value);
    if (!Array.isArray(value) && keys.length > MAX_YAML_KEYS) return false;
    for (const key of keys) {
      if (!Array.isArray(value) && (key === 'null' || key === '' || key.length > MAX_KEY)) return false;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return seen.size === collections;
}
