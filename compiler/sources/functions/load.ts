import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathProblem, readSource, type SourceRoot } from '../../load/read-source.ts';
import { readYaml, type SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';

/** A markdown page of a library: `# Title` on the first line, the section's markdown after it. */
export interface MarkdownFile {
  /** The file name without `.md`: the section's id and slug. */
  id: string;
  file: string;
  /** Undefined when the first line is not `# Title`. */
  title?: string;
  body: string;
  /** The 1-based line of `file` that `body` starts on. */
  bodyLine: number;
}

/** The files of one client-library folder, parsed with positions. */
export interface FunctionsSources {
  dir: string;
  library: SourceFile;
  sections?: SourceFile;
  functionFiles: SourceFile[];
  markdownFiles: MarkdownFile[];
  /** False when some file could not be read or parsed, so the library is known to be incomplete. */
  complete: boolean;
}

/** Read a client-library folder (`library.yaml`, `sections.yaml`, `functions/*.yaml`, `markdown/*.md`) inside `root` with the shared safe reader; problems become Diagnostics. */
export function loadFunctionsSources(dir: string, root: SourceRoot): Staged<FunctionsSources> {
  const diagnostics: Diagnostic[] = [];
  const parse = (file: string): SourceFile | undefined => {
    const result = readYaml(file, root);
    diagnostics.push(...result.diagnostics);
    return result.source;
  };
  const library = parse(join(dir, 'library.yaml'));
  const sections = parse(join(dir, 'sections.yaml'));
  const yamlNames = listFiles(join(dir, 'functions'), /\.ya?ml$/, root, diagnostics);
  const functionFiles = yamlNames
    .map((name) => parse(join(dir, 'functions', name)))
    .filter((s): s is SourceFile => s !== undefined);
  const markdownFiles = readMarkdownPages(dir, root, diagnostics);
  const complete =
    sections !== undefined &&
    functionFiles.length === yamlNames.length &&
    !diagnostics.some((d) => d.code.startsWith('read-'));
  return {
    value: library ? { dir, library, sections, functionFiles, markdownFiles, complete } : undefined,
    diagnostics,
  };
}

/** The names in `folder` matching `pattern`, sorted; none when the folder is not there. */
export function listFiles(folder: string, pattern: RegExp, root: SourceRoot, diagnostics: Diagnostic[]): string[] {
  const problem = pathProblem(folder, 'folder', root);
  if (problem?.code === 'read-missing') return [];
  if (problem) {
    diagnostics.push(problem);
    return [];
  }
  return readdirSync(folder)
    .filter((n) => pattern.test(n))
    .sort();
}

/** The pages of `markdown/*.md` in `dir`, if it has that folder. */
export function readMarkdownPages(dir: string, root: SourceRoot, diagnostics: Diagnostic[]): MarkdownFile[] {
  return listFiles(join(dir, 'markdown'), /\.md$/, root, diagnostics).flatMap((name) => {
    const file = join(dir, 'markdown', name);
    const { text, diagnostics: problems } = readSource(file, root);
    diagnostics.push(...problems);
    return text === undefined ? [] : [readMarkdown(file, name.replace(/\.md$/, ''), text)];
  });
}

/** Split a markdown page into its `# Title` line and the rest. */
export function readMarkdown(file: string, id: string, raw: string): MarkdownFile {
  const text = raw.replace(/^\uFEFF/, '');
  const newline = text.indexOf('\n');
  const first = newline < 0 ? text : text.slice(0, newline);
  const heading = /^# +(.*\S)\s*$/.exec(first);
  if (!heading) return { id, file, body: text, bodyLine: 1 };
  return { id, file, title: heading[1], body: newline < 0 ? '' : text.slice(newline + 1), bodyLine: 2 };
}
