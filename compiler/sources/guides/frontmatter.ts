/** A guide split into its frontmatter and its markdown, both the length of the whole file in lines. */
export interface SplitGuide {
  /** The YAML between the `---` lines, preceded by a blank line for the opening `---`, so its lines are the file's; undefined when there is no block. */
  yaml?: string;
  /** The markdown after the block, preceded by a blank line for each line of the block, so its lines are the file's. */
  body: string;
  /** A `---` that opens a block no `---` closes: the block is not read. */
  unclosed?: boolean;
}

/**
 * Split the leading `---` … `---` block off a guide. Lines are kept as blank lines rather than
 * cut, so every position the YAML parser and the markdown parser report is a position in the file.
 */
export function splitFrontmatter(text: string): SplitGuide {
  const lines = text.split('\n');
  if (lines[0].replace(/^\uFEFF/, '').trimEnd() !== '---') return { body: text };
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return { body: text, unclosed: true };
  return {
    yaml: ['', ...lines.slice(1, end)].join('\n'),
    body: '\n'.repeat(end + 1) + lines.slice(end + 1).join('\n'),
  };
}
