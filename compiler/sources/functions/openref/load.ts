import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { diagnostic } from '../../../diagnostics.ts';
import { readSource, type SourceRoot } from '../../../load/read-source.ts';
import { readYaml, type SourceFile } from '../../../load/yaml-source.ts';
import type { Diagnostic } from '../../../types.ts';
import type { Staged } from '../../kind.ts';
import { readMarkdownPages, type MarkdownFile } from '../load.ts';
import type { TdReflection } from './typedoc.ts';

/** A one-file openref spec, parsed with positions, and what sits beside it. */
export interface OpenrefSources {
  layout: 'openref';
  dir: string;
  file: SourceFile;
  /** The TypeDoc project `info.definition` names, when it could be read. */
  definition?: { name: string; project: TdReflection };
  /** A reading order beside the file, which replaces the file's own. */
  sections?: SourceFile;
  markdownFiles: MarkdownFile[];
}

/** Read an openref file, the TypeDoc JSON it names and a `sections.yaml` beside it, through the contained reader. */
export function loadOpenref(path: string, root: SourceRoot): Staged<OpenrefSources> {
  const read = readYaml(path, root);
  if (!read.source) return { diagnostics: read.diagnostics };
  const file = read.source;
  const diagnostics = [...read.diagnostics];
  const dir = dirname(path);
  const sectionsFile = join(dir, 'sections.yaml');
  let sections: SourceFile | undefined;
  if (existsSync(sectionsFile)) {
    const parsed = readYaml(sectionsFile, root);
    diagnostics.push(...parsed.diagnostics);
    sections = parsed.source;
  }
  const markdownFiles = sections ? readMarkdownPages(dir, root, diagnostics) : [];
  const definition = readDefinition(file, dir, root, diagnostics);
  return {
    value: { layout: 'openref', dir, file, sections, markdownFiles, ...(definition ? { definition } : {}) },
    diagnostics,
  };
}

/** The TypeDoc project of `info.definition`; a file that is not there is one warning, and the functions build without it. */
function readDefinition(
  file: SourceFile,
  dir: string,
  root: SourceRoot,
  diagnostics: Diagnostic[],
): OpenrefSources['definition'] {
  const info = (file.data as { info?: { definition?: unknown } } | null)?.info;
  if (typeof info?.definition !== 'string' || info.definition === '') return undefined;
  const name = info.definition;
  const at = { file: file.file, ...file.locate(['info', 'definition']) };
  const read = readSource(resolve(dir, name), root);
  if (read.text === undefined) {
    if (read.diagnostics[0]?.code === 'read-missing') {
      const functions = (file.data as { functions?: unknown }).functions;
      const count = Array.isArray(functions) ? functions.filter((f) => (f as { $ref?: unknown })?.$ref).length : 0;
      diagnostics.push(diagnostic('functions-openref-no-definition', at, { name, count }));
    } else diagnostics.push(...read.diagnostics);
    return undefined;
  }
  let project: unknown;
  try {
    project = JSON.parse(read.text);
  } catch (error) {
    const problem = (error as Error).message.split('\n')[0];
    diagnostics.push(diagnostic('functions-openref-bad-definition', at, { name: basename(name), problem }));
    return undefined;
  }
  const children = (project as { children?: unknown } | null)?.children;
  if (typeof (project as { name?: unknown } | null)?.name !== 'string' || !Array.isArray(children)) {
    const problem = 'it holds no TypeDoc project (a `name` and a list of `children`)';
    diagnostics.push(diagnostic('functions-openref-bad-definition', at, { name: basename(name), problem }));
    return undefined;
  }
  return { name, project: project as TdReflection };
}
