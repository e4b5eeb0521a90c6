/** A client library in the platform's one-file openref `0.1` format: the input the functions kind reads from it. */

/** A parameter as openref writes it; `subContent` holds the fields of an object. */
export interface OpenrefParam {
  name: string;
  type?: string;
  isOptional?: boolean;
  description?: string;
  subContent?: OpenrefParam[];
}

export interface OpenrefExample {
  id: string;
  name: string;
  /** Markdown holding one fenced code block. */
  code?: string;
  description?: string;
  data?: { sql: string };
  /** Markdown, usually one fenced block. */
  response?: string;
  isSpotlight?: boolean;
  hideCodeBlock?: boolean;
}

export interface OpenrefFunction {
  id: string;
  title?: string;
  description?: string;
  notes?: string;
  /** A symbol of the TypeDoc JSON file `info.definition` names. */
  $ref?: string;
  category?: string;
  group?: string;
  params?: OpenrefParam[];
  overwriteParams?: OpenrefParam[];
  examples?: OpenrefExample[];
}

export interface OpenrefSpec {
  openref: '0.1';
  info: {
    id: string;
    title: string;
    description?: string;
    specUrl?: string;
    slugPrefix?: string;
    definition?: string;
    libraries?: { name?: string; id: string; version?: string | number }[];
  };
  functions: OpenrefFunction[];
}
