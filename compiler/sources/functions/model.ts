import type { LocatedText, ResolvedParam } from './params.ts';
import type { MarkdownFile } from './load.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import type { FunctionSpec } from './types.ts';

/** An example as either layout writes it, its code and response already out of any markdown fence. */
export interface ExampleModel {
  id: string;
  name: string;
  code: string;
  /** The language of `code`; the library's when not given. */
  lang?: string;
  data?: { sql: string; tables?: { name: string; rows: Record<string, unknown>[] }[] };
  response?: string;
  description?: LocatedText;
  /** Shown first among the function's examples (openref `isSpotlight`). */
  spotlight?: boolean;
  /** The code is not shown, only the rest (openref `hideCodeBlock`). */
  hideCode?: boolean;
}

/** A function as a reader sees it, whichever layout it came from: refs, overwrites and TypeDoc types resolved. */
export interface FunctionModel {
  id: string;
  title: string;
  description: LocatedText;
  notes?: LocatedText;
  params: ResolvedParam[];
  returns?: { type: string; description?: LocatedText };
  examples: ExampleModel[];
}

/** A section in reading order: a function or a markdown page, by id. */
export type SectionRef = { kind: 'function' | 'markdown'; id: string };

/** A client library that passed every check, in either layout, ready for normalize. */
export interface FunctionsSpec {
  /** The language of examples that name none. */
  language: string;
  /** The library's description: the reference's introduction. */
  introduction: LocatedText;
  functions: Map<string, FunctionModel>;
  markdown: Map<string, MarkdownFile>;
  /** The reading order, holding only entries that name an existing section, each once. */
  groups: { title: string; sections: SectionRef[] }[];
  /** Texts no section shows (a shared parameter every function overwrites), checked all the same. */
  unshown: LocatedText[];
}

/** A function with the file and list index it was written at. */
export interface LocatedFunction {
  spec: FunctionSpec;
  source: SourceFile;
  index: number;
}
