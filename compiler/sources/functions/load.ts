import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import { loadYaml, type SourceFile } from '../../load/yaml-source.ts';
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

/** Read a client-library folder (`library.yaml`, `sections.yaml`, `functions/*.yaml`, `markdown/*.md`); problems become Diagnostics. */
export function loadFunctionsSources(dir: string): Staged<FunctionsSources> {
  const diagnostics: Diagnostic[] = [];
  const unreadable = (file: string, error: unknown) => {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    diagnostics.push(diagnostic('functions-unreadable-file', { file, line: 1, column: 1 }, { file: basename(file), reason }));
  };
  const read = (file: string): string | undefined => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      unreadable(file, error);
      return undefined;
    }
  };
  const parse = (file: string): SourceFile | undefined => {
    const text = read(file);
    if (text === undefined) return undefined;
    const result = loadYaml(file, text);
    diagnostics.push(...result.diagnostics);
    return result.source;
  };
  const required = (name: string): string => {
    const file = join(dir, name);
    if (!existsSync(file)) diagnostics.push(diagnostic('functions-missing-file', { file, line: 1, column: 1 }, { file: name }));
    return file;
  };

  const libraryFile = required('library.yaml');
  const sectionsFile = required('sections.yaml');
  if (!existsSync(libraryFile)) return { diagnostics };
  const library = parse(libraryFile);
  const sections = existsSync(sectionsFile) ? parse(sectionsFile) : undefined;
  const list = (folder: string, pattern: RegExp): string[] => {
    if (!existsSync(folder)) return [];
    try {
      return readdirSync(folder).filter((n) => pattern.test(n)).sort();
    } catch (error) {
      unreadable(folder, error);
      return [];
    }
  };
  const yamlNames = list(join(dir, 'functions'), /\.ya?ml$/);
  const parsed = yamlNames.map((name) => parse(join(dir, 'functions', name)));
  const functionFiles = parsed.filter((s): s is SourceFile => s !== undefined);
  const markdownFiles = list(join(dir, 'markdown'), /\.md$/).flatMap((name) => {
    const file = join(dir, 'markdown', name);
    const text = read(file);
    return text === undefined ? [] : [readMarkdown(file, name.replace(/\.md$/, ''), text)];
  });
  const complete = sections !== undefined && functionFiles.length === yamlNames.length && !diagnostics.some((d) => d.code === 'functions-unreadable-file');
  return { value: library ? { dir, library, sections, functionFiles, markdownFiles, complete } : undefined, diagnostics };
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
