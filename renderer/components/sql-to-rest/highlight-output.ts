/** One piece of highlighted output: its text and a highlight class (the same `hljs-*` classes as build-time code). */
export interface Token {
  text: string;
  className?: string;
  /** The base URL's host, which the reader can click to change the base URL. */
  host?: boolean;
}

export type OutputLanguage = 'curl' | 'http' | 'js';

const patterns: Record<OutputLanguage, [RegExp, string][]> = {
  curl: [
    [/^'(?:[^']|'\\'')*'/, 'hljs-string'],
    [/^(?:-[A-Za-z]|--[a-z-]+)(?=\s|$)/, 'hljs-attr'],
    [/^curl\b/, 'hljs-built_in'],
    [/^\\$/m, 'hljs-comment'],
  ],
  http: [
    [/^(?:GET|POST|PATCH|PUT|DELETE|HEAD)(?= )/, 'hljs-keyword'],
    [/^HTTP\/\d\.\d/, 'hljs-meta'],
    [/^[A-Za-z-]+(?=: )/m, 'hljs-attr'],
    [/^"(?:[^"\\]|\\.)*"/, 'hljs-string'],
    [/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/, 'hljs-number'],
    [/^(?:true|false|null)\b/, 'hljs-literal'],
  ],
  js: [
    [/^\/\/[^\n]*/, 'hljs-comment'],
    [/^'(?:[^'\\\n]|\\.)*'/, 'hljs-string'],
    [/^(?:const|await|let|return|new)\b/, 'hljs-keyword'],
    [/^(?:true|false|null|undefined)\b/, 'hljs-literal'],
    [/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?n?\b/, 'hljs-number'],
    [/^\.[A-Za-z_]\w*(?=\()/, 'hljs-title'],
  ],
};

/**
 * Split translator output into highlighted tokens, marking each occurrence of
 * `host`. The output is ours, so a few patterns per language are enough; the
 * browser needs no general-purpose highlighter.
 */
export function highlightOutput(text: string, language: OutputLanguage, host?: string): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ text: plain });
    plain = '';
  };
  while (rest) {
    const hit = patterns[language]
      .map(([re, className]) => ({ match: re.exec(rest), className }))
      .find((h) => h.match && h.match.index === 0);
    if (hit?.match) {
      flush();
      tokens.push({ text: hit.match[0], className: hit.className });
      rest = rest.slice(hit.match[0].length);
    } else {
      // Step a whole word at a time, so a keyword pattern never matches inside an identifier.
      const step = /^[A-Za-z0-9_$]+|^[\s\S]/.exec(rest)![0];
      plain += step;
      rest = rest.slice(step.length);
    }
  }
  flush();
  return host ? markHost(tokens, text, host) : tokens;
}

/** Cut tokens where the host starts and ends, and merge what lies between into one host token. */
function markHost(tokens: Token[], text: string, host: string): Token[] {
  const ranges: [number, number][] = [];
  for (let at = text.indexOf(host); at >= 0; at = text.indexOf(host, at + host.length))
    ranges.push([at, at + host.length]);
  const out: Token[] = [];
  let offset = 0;
  for (const token of tokens) {
    const cuts = [
      0,
      token.text.length,
      ...ranges
        .flat()
        .map((edge) => edge - offset)
        .filter((edge) => edge > 0 && edge < token.text.length),
    ].sort((a, b) => a - b);
    for (let i = 0; i < cuts.length - 1; i++) {
      const start = offset + cuts[i];
      const inHost = ranges.some(([from, to]) => start >= from && start < to);
      const piece = { ...token, text: token.text.slice(cuts[i], cuts[i + 1]) };
      const previous = out[out.length - 1];
      if (inHost && previous?.host && !ranges.some(([from]) => from === start)) previous.text += piece.text;
      else out.push(inHost ? { ...piece, host: true } : piece);
    }
    offset += token.text.length;
  }
  return out;
}
