import type { MarkdownProblem } from './markdown.ts';

/** The largest prose field of a spec, in bytes. */
export const FIELD_LIMIT = 100_000;
/** The largest guide, in bytes. */
export const GUIDE_LIMIT = 1_000_000;
/** The deepest nesting of block quotes and lists; the parser recurses once per level. */
export const MAX_NESTING = 32;
/** The longest run of `*` or `_`; emphasis resolution is quadratic in the markers of a run. */
export const MAX_MARKER_RUN = 100;
/** The most runs of `*` or `_` in one paragraph, and in one text: resolving them is quadratic per paragraph. */
export const MAX_EMPHASIS_RUNS = { paragraph: 200, text: 20_000 };

const fence = /^[\s>]*(`{3,}|~{3,})/;
const containers = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;
const markerRun = new RegExp(`[*_]{${MAX_MARKER_RUN + 1},}`);
const directiveOpen = /^\s*:{3,}\s*[A-Za-z]/;
const directiveClose = /^\s*:{3,}\s*$/;

/**
 * The first reason `text` is too big or too deep to parse safely, found in one cheap pass over
 * its lines before the parser sees it. Lines inside code fences are code and are not measured.
 */
export function boundsProblem(text: string, maxBytes: number): MarkdownProblem | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > maxBytes)
    return { code: 'markdown-too-large', values: { size: kB(bytes), limit: kB(maxBytes) }, line: 1, column: 1 };
  let inFence: string | undefined;
  let directives = 0;
  const emphasis = { paragraph: 0, text: 0, start: 1 };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const at = { line: i + 1, column: 1 };
    const opener = fence.exec(line)?.[1];
    if (opener && (!inFence || opener.startsWith(inFence))) {
      inFence = inFence ? undefined : opener;
      continue;
    }
    if (inFence) continue;
    if (directiveOpen.test(line)) directives++;
    else if (directiveClose.test(line)) directives = Math.max(0, directives - 1);
    const depth = directives + nesting(line);
    if (depth > MAX_NESTING) return { code: 'markdown-too-deep', values: { depth, limit: MAX_NESTING }, ...at };
    const run = markerRun.exec(line);
    if (run)
      return {
        code: 'markdown-marker-run',
        values: { length: run[0].length, limit: MAX_MARKER_RUN },
        line: i + 1,
        column: run.index + 1,
      };
    if (line.trim() === '') [emphasis.paragraph, emphasis.start] = [0, i + 2];
    const runs = line.match(/[*_]+/g)?.length ?? 0;
    emphasis.paragraph += runs;
    emphasis.text += runs;
    if (emphasis.paragraph > MAX_EMPHASIS_RUNS.paragraph)
      return {
        code: 'markdown-too-much-emphasis',
        values: { where: 'This paragraph', count: emphasis.paragraph, limit: MAX_EMPHASIS_RUNS.paragraph },
        line: emphasis.start,
        column: 1,
      };
    if (emphasis.text > MAX_EMPHASIS_RUNS.text)
      return {
        code: 'markdown-too-much-emphasis',
        values: { where: 'This text', count: emphasis.text, limit: MAX_EMPHASIS_RUNS.text },
        ...at,
      };
  }
  return undefined;
}

/** Block quotes and list items a line opens: its markers, and two spaces of indentation before a list marker count as one level. */
function nesting(line: string): number {
  const prefix = containers.exec(line)?.[0] ?? '';
  const markers = prefix.match(/>|[-*+]|\d{1,9}[.)]/g)?.length ?? 0;
  const indent = /^ */.exec(line)![0].length;
  return markers + (markers > 0 ? Math.floor(indent / 2) : 0);
}

function kB(bytes: number): string {
  return `${Math.ceil(bytes / 1000)} kB`;
}
