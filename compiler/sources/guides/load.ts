import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import { isInside, readFailed, readSource, sourceRoot, type SourceRoot } from '../../load/read-source.ts';
import type { Diagnostic } from '../../types.ts';
import { unsafeName } from './names.ts';

/** A guide's markdown file: its path on disk, its path below `guides/` without `.md`, and its text. */
export interface GuideSource {
  file: string;
  path: string;
  text: string;
}

/**
 * Every `*.md` below `dir` but README.md, in path order. Nothing outside `dir` is read: a symbolic
 * link is followed only to a file inside it (a guide never publishes a file from elsewhere on the
 * machine), and a name a web address cannot carry is refused. Files that cannot be read are Diagnostics.
 */
export function loadGuides(
  dir: string,
  root: SourceRoot = sourceRoot(dir, 'guides'),
): { guides: GuideSource[]; diagnostics: Diagnostic[] } {
  const { names, diagnostics } = walk(dir, root);
  const guides: GuideSource[] = [];
  const refused = new Set<string>();
  for (const name of names) {
    const file = join(dir, name);
    const unsafe = unsafeName(name);
    if (unsafe) {
      // A folder's name is said once, at its first guide.
      if (!refused.has(unsafe.segment)) diagnostics.push(diagnostic('guide-unsafe-name', at(file), unsafe));
      refused.add(unsafe.segment);
      continue;
    }
    const read = readSource(file, root);
    diagnostics.push(...read.diagnostics);
    if (read.text !== undefined) guides.push({ file, path: name.slice(0, -'.md'.length), text: read.text });
  }
  return { guides, diagnostics };
}

/**
 * The `/`-separated paths of the `.md` entries below `dir`, sorted. Folders are listed without
 * opening any file, and a symbolic link to a folder is not followed (a folder inside is walked where
 * it is; one outside, or a link to a file outside, is a warning), so the walk never loops.
 */
function walk(dir: string, root: SourceRoot): { names: string[]; diagnostics: Diagnostic[] } {
  const names: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = readdirSync(join(dir, folder), { withFileTypes: true });
    } catch (error) {
      diagnostics.push(readFailed(join(dir, folder), error));
      continue;
    }
    for (const entry of entries) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.name === 'README.md') continue;
      if (entry.isDirectory()) folders.push(name);
      else if (entry.isSymbolicLink()) {
        const target = realTarget(join(dir, name));
        const counts = name.endsWith('.md') || target?.folder;
        if (counts && target && !isInside(root.real, target.path))
          diagnostics.push(diagnostic('guide-link-outside', at(join(dir, name)), { name }));
        else if (!target?.folder && name.endsWith('.md')) names.push(name);
      } else if (name.endsWith('.md')) names.push(name);
    }
  }
  return { names: names.sort(), diagnostics };
}

/** Where a symbolic link ends up, and whether that is a folder; undefined when it points nowhere (reading it then says so). */
function realTarget(file: string): { path: string; folder: boolean } | undefined {
  try {
    const path = realpathSync(file);
    return { path, folder: statSync(path).isDirectory() };
  } catch {
    return undefined;
  }
}

function at(file: string) {
  return { file, line: 1, column: 1 };
}
