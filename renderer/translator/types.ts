// The request model: what the translator learned from the SQL, in PostgREST's
// terms. Plain JSON-serializable data, so it can be logged, diffed and tested.

/** A constant written in the SQL, kept exactly: numbers stay decimal text so nothing is rounded. */
export type Literal =
  | {
      kind: 'string';
      value: string;
      /**
       * The type a typed constant was written with (`timestamp '…'`, `'x'::text`). PostgREST
       * sends the text, which Postgres reads as the column's type; absent for a bare string.
       */
      type?: string;
    }
  | { kind: 'number'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'array'; items: Literal[] }
  | { kind: 'object'; entries: [string, Literal][] }
  /** A JSON document from a ::json or ::jsonb cast; its numbers are JSON numbers. */
  | { kind: 'json'; value: Literal };

/** One `->` or `->>` step into a JSON column; `index` marks an array position rather than a key. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
  /**
   * From a Postgres array subscript (`tags[1]` is `tags->0`): PostgREST reads an array
   * column as JSON, whose positions count from 0.
   */
  subscript?: true;
}

/** A column, possibly followed by JSON steps (`data->author->>name`). */
export interface ColumnPath {
  name: string;
  json: JsonStep[];
}

/** PostgREST's aggregate functions. */
export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** An entry of PostgREST's `select` parameter. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: ColumnPath; alias?: string; cast?: string }
  | {
      kind: 'aggregate';
      fn: AggregateFunction;
      /** Absent for `count(*)`, written `count()`. */
      column?: ColumnPath;
      inputCast?: string;
      cast?: string;
      alias?: string;
    }
  | Embed;

/** A joined table, sent as an embedded resource (`author:authors!inner(name)`). */
export interface Embed {
  kind: 'embed';
  table: string;
  alias?: string;
  join: 'inner' | 'left';
  /**
   * The column that names the foreign key (`people!author_id`): PostgREST takes the
   * single-column key with this column on either side, and fails when there is none.
   */
  hint: string;
  /**
   * A table embedded in itself through the foreign-key column `hint`: `to-one` is the row
   * the column points to, written with the column as the target (`manager:manager_id(name)`);
   * `to-many` the rows whose column points to the parent (`reports:employees!manager_id(name)`).
   */
  self?: 'to-one' | 'to-many';
  /** The equalities of the SQL join: the parent's column and the embedded table's column. */
  on: { parent: string; child: string }[];
  select: SelectItem[];
  filters: Filter[];
  /** An anti-join: keep only the parent rows with no matching row (`authors=is.null`). */
  missing?: boolean;
}

/** Operators that take one value. */
export type ValueOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

/** Values PostgREST's `is` operator accepts. */
export type IsValue = 'null' | 'true' | 'false' | 'unknown';

/** A single filter on a column. `negate` adds PostgREST's `not.` prefix. */
export type Condition =
  | { kind: 'condition'; column: ColumnPath; negate: boolean; operator: 'in'; values: Literal[] }
  | { kind: 'condition'; column: ColumnPath; negate: boolean; operator: 'is'; value: IsValue }
  | {
      kind: 'condition';
      column: ColumnPath;
      negate: boolean;
      operator: ValueOperator;
      /** `like(any)`, `eq(all)`: the value is then a Postgres array literal. */
      quantifier?: 'any' | 'all';
      /** Text search configuration, as in `fts(english)`. */
      config?: string;
      value: Literal;
    };

/** A group of filters joined with and/or. Negations are pushed down to conditions. */
export interface FilterGroup {
  kind: 'group';
  operator: 'and' | 'or';
  filters: Filter[];
}

/** A filter tree. */
// Omit applied to each member of the union, so each operator keeps its own fields.
/** A condition without its column and negation, each operator with its own fields. */
export type ConditionBody = Condition extends infer Member
  ? Member extends unknown
    ? Omit<Member, 'kind' | 'column' | 'negate'>
    : never
  : never;

export type Filter = Condition | FilterGroup;

/** An `order` term; `embed` names a to-one embedded resource to order the parent rows by. */
export interface OrderTerm {
  column: ColumnPath;
  embed?: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** One row of a request body, in column order. */
export type BodyRow = { column: string; value: Literal }[];

interface RequestBase {
  table: string;
  schema?: string;
  /** Headers PostgREST reads (profiles, Prefer, Content-Type), in the order they are sent. */
  headers: [string, string][];
}

/** A GET request. */
export interface ReadRequest extends RequestBase {
  kind: 'select';
  method: 'GET';
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  /** Digits, kept as text so large values stay exact. */
  limit?: string;
  offset?: string;
}

/** A POST request (INSERT, or upsert with ON CONFLICT). */
export interface InsertRequest extends RequestBase {
  kind: 'insert';
  method: 'POST';
  /** One row sends a JSON object; VALUES with several rows sends an array. */
  rows: BodyRow[];
  multiple: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning?: SelectItem[];
}

/** A PATCH request. */
export interface UpdateRequest extends RequestBase {
  kind: 'update';
  method: 'PATCH';
  values: BodyRow;
  filters: Filter[];
  returning?: SelectItem[];
}

/** A DELETE request. */
export interface DeleteRequest extends RequestBase {
  kind: 'delete';
  method: 'DELETE';
  filters: Filter[];
  returning?: SelectItem[];
}

/** Any request the translator produces. */
export type RestRequest = ReadRequest | InsertRequest | UpdateRequest | DeleteRequest;

/** The four kinds of translation failure, each shown in its own slot of the UI. */
export type TranslatorErrorKind = 'parse' | 'unsupported' | 'not-implemented' | 'render';

/** Why a query could not be translated, with a hint on what to do instead. */
export interface TranslatorError {
  kind: TranslatorErrorKind;
  message: string;
  hint: string;
  /** 0-based index into the SQL string (UTF-16 code units), when the problem has a place. */
  position?: number;
}

/** Options for `sqlToRest`. */
export interface TranslateOptions {
  /** PostgREST's URL; defaults to `http://localhost:54321/rest/v1`. */
  baseUrl?: string;
}

/** The three ways the translator writes a request out. */
export type OutputFormat = 'http' | 'curl' | 'js';

/** One output format: its text, or the render error saying why that format cannot carry the request. */
export type FormatOutput = { kind: 'ok'; text: string } | { kind: 'error'; error: TranslatorError };

/** The result of `sqlToRest`: never thrown, always one of these. */
export type SqlToRestResult =
  | { kind: 'empty' }
  | {
      kind: 'ok';
      request: RestRequest;
      /** Each format succeeds or fails on its own: supabase-js may fail where HTTP and cURL work. */
      http: FormatOutput;
      curl: FormatOutput;
      js: FormatOutput;
      /** Things the reader should know, such as an UPDATE without WHERE touching every row. */
      warnings: string[];
    }
  | { kind: 'error'; error: TranslatorError };
