import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A guide's markdown file: its path on disk, its path below `guides/` without `.md`, and its text. */
export interface GuideSource {
  file: string;
  path: string;
  text: string;
}

/** Every `*.md` below `dir`, in path order. */
export function loadGuides(dir: string): GuideSource[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md') && !name.split(sep).includes('README.md'))
    .sort();
  return files.map((name) => {
    const file = join(dir, name);
    return { file, path: relative(dir, file).slice(0, -'.md'.length).split(sep).join('/'), text: readFileSync(file, 'utf8') };
  });
}
