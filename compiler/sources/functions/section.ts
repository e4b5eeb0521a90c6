import type { Code, Example, Markup, SectionBase } from '../../types.ts';

/** A parameter of a client-library function, shared `ref`s and `overwriteParams` already applied. */
export interface FunctionParam {
  name: string;
  type: string;
  required: boolean;
  description: Markup;
  /** The fields of an object parameter, shown expandable. */
  params?: FunctionParam[];
}

/** A table of an example's data source: the rows it holds after the example's SQL ran. */
export interface DataTable {
  name: string;
  /** The keys of the rows, in order of first appearance. */
  columns: string[];
  /** One cell per column, as text: `NULL` for null, JSON for objects and lists, '' where a row lacks the column. */
  rows: string[][];
}

/** A function example: its code, and for database calls the data it runs against. */
export interface FunctionExample extends Example {
  data?: { sql: Code; tables: DataTable[] };
}

/** A client-library function: what it does, its parameters and its examples. */
export interface FunctionSection extends SectionBase {
  kind: 'function';
  description: Markup;
  /** Empty when the function has no notes. */
  notes: Markup;
  params: FunctionParam[];
  examples: FunctionExample[];
}
