/** A client-library reference as written in `specs/<lib>/` (FUNCTION-FORMAT.md): the input of the `functions` kind. */

export type Language = 'js' | 'ts' | 'dart' | 'csharp' | 'kotlin';

export interface LibraryInfoSpec {
  id: string;
  version: string;
  title: string;
  language?: Language;
  package?: string;
  source?: string;
  description: string;
}

/** A parameter written out in full. */
export interface FullParamSpec {
  id: string;
  name: string;
  type: string;
  required: boolean;
  description: string;
  params?: ParamSpec[];
}

/** A shared parameter of library.yaml, used as is. */
export interface RefParamSpec {
  ref: string;
}

export type ParamSpec = FullParamSpec | RefParamSpec;

/** Fields that replace those of the parameter with the same id. */
export type OverwriteSpec = { id: string } & Partial<Omit<FullParamSpec, 'id'>>;

export interface ExampleSpec {
  id: string;
  name: string;
  code: string;
  lang?: Language;
  data?: { sql: string; tables?: { name: string; rows: Record<string, unknown>[] }[] };
  response?: string;
  description?: string;
}

export interface FunctionSpec {
  id: string;
  title: string;
  description: string;
  notes?: string;
  params: ParamSpec[];
  overwriteParams?: OverwriteSpec[];
  examples: ExampleSpec[];
}

export interface LibrarySpec {
  functionspec: '001';
  info: LibraryInfoSpec;
  params?: FullParamSpec[];
}

/** One entry of a sections.yaml group: a function or a markdown page, by id. */
export type SectionEntrySpec = { function: string } | { markdown: string };

export interface SectionsSpec {
  groups: { title: string; sections: SectionEntrySpec[] }[];
}

export function isRef(param: ParamSpec): param is RefParamSpec {
  return 'ref' in param;
}
