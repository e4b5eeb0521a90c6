import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import { isInside, readSource } from '../../load/read-source.ts';
import type { Diagnostic } from '../../types.ts';

/** A guide's markdown file: its path on disk, its path below `guides/` without `.md`, and its text. */
export interface GuideSource {
  file: string;
  path: string;
  text: string;
}

/**
 * Every `*.md` below `dir`, in path order. A symbolic link is followed only when it stays inside
 * `dir` (a guide never publishes a file from elsewhere on the machine); files that cannot be read
 * are Diagnostics.
 */
export function loadGuides(dir: string): { guides: GuideSource[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const guides: GuideSource[] = [];
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md') && !name.split(sep).includes('README.md'))
    .sort();
  const inside = realpathSync(dir);
  for (const name of names) {
    const file = join(dir, name);
    const target = lstatSync(file).isSymbolicLink() ? realTarget(file) : undefined;
    if (target && !isInside(inside, target)) {
      diagnostics.push(diagnostic('guide-link-outside', { file, line: 1, column: 1 }, { name }));
      continue;
    }
    const read = readSource(file);
    diagnostics.push(...read.diagnostics);
    if (read.text !== undefined) guides.push({ file, path: name.slice(0, -'.md'.length).split(sep).join('/'), text: read.text });
  }
  return { guides, diagnostics };
}

/** Where a symbolic link ends up, or undefined when it points nowhere (reading it then says so). */
function realTarget(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}
