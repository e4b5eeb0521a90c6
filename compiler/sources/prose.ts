import { diagnostic, type Place } from '../diagnostics.ts';
import type { DataPath, SourceFile } from '../load/yaml-source.ts';
import { compileMarkdown, type CompiledMarkdown, type MarkdownOptions, type TextPosition } from '../markdown.ts';
import type { Diagnostic, LinkRef, Markup } from '../types.ts';
import { textOffsets } from '../value-position.ts';

/** Where a position in a text is written in its file. */
export type PlaceOf = (at: TextPosition) => Place;

/** For a string value of a YAML or JSON file: each position lands on its character in the file, through quotes, escapes, folding and block indentation. */
export function inValue(source: SourceFile, path: DataPath, text: string): PlaceOf {
  let offsetOf: ((at: TextPosition) => number) | undefined;
  return (at) => ({ file: source.file, ...source.locateInValue(path, (offsetOf ??= textOffsets(text))(at)) });
}

/** For a text that starts at `firstLine` of `file` (a markdown file's body). */
export function inFile(file: string, firstLine: number): PlaceOf {
  return (at) => ({ file, line: at.line + firstLine - 1, column: at.column });
}

/** The prose of one reference: its Markup, and what the checks need, placed in the files. */
export interface ProseCompiler {
  /** Compile `text`, placing its problems, links and images with `place`. */
  compile(text: string, place: PlaceOf): CompiledMarkdown;
  /** The Markup of `compile`. */
  markup(text: string, place: PlaceOf): Markup;
  /** Every link and image source, for the link check once every Document is known. */
  links: LinkRef[];
  /** The problems of the markdown: raw HTML, unknown directives, unclosed fences, text over the limit … */
  diagnostics: Diagnostic[];
}

/**
 * Compile the prose fields of one reference's spec as the guides are compiled (with block
 * directives only: see `MarkdownOptions.directives`), each distinct text once. Every problem, link
 * and image is reported at the character it is written at, once per place: a text that many
 * operations share (a schema's description) is said where it is written, not once for each use.
 */
export function proseCompiler(documentId: string, options: MarkdownOptions): ProseCompiler {
  const compiled = new Map<string, CompiledMarkdown>();
  const seen = new Set<string>();
  const links: LinkRef[] = [];
  const diagnostics: Diagnostic[] = [];
  const once = (key: string, at: Place) => {
    const id = `${key} ${at.file}:${at.line}:${at.column}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  };
  const compile = (text: string, place: PlaceOf): CompiledMarkdown => {
    let result = compiled.get(text);
    if (!result) compiled.set(text, (result = compileMarkdown(text, options)));
    for (const problem of result.problems) {
      const at = place(problem);
      if (once(`${problem.code} ${JSON.stringify(problem.values)}`, at))
        diagnostics.push(diagnostic(problem.code, at, problem.values));
    }
    for (const link of result.links) {
      const at = place(link);
      if (once(`link ${link.href}`, at)) links.push({ href: link.href, documentId, ...at });
    }
    for (const image of result.images) {
      const at = place(image);
      if (once(`image ${image.src}`, at)) links.push({ href: image.src, documentId, image: true, ...at });
    }
    return result;
  };
  return { compile, markup: (text, place) => compile(text, place).markup, links, diagnostics };
}
