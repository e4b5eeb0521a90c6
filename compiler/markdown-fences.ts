import type { Code } from 'mdast';

/**
 * Whether a fenced code block is never closed. The parser then runs it to the end of its container
 * (the text, a list item, a block quote), so everything after the fence would show as code. A closed
 * fence's last line is a fence of the same character, at least as long as the opening one.
 */
export function isUnclosedFence(node: Code, text: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return false;
  const open = /^[ \t]*(`{3,}|~{3,})/.exec(text.slice(start, end))?.[1];
  // An indented code block has no fence to close.
  if (!open) return false;
  const span = text.slice(start, end);
  const lastBreak = span.lastIndexOf('\n');
  if (lastBreak < 0) return true;
  const closing = new RegExp(`^[ \\t>]*\\${open[0]}{${open.length},}[ \\t]*$`);
  return !closing.test(span.slice(lastBreak + 1).replace(/\r$/, ''));
}
