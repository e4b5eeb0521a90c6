// The tables of a statement's FROM clause as the translator keeps them, apart from the code that
// builds them (scope.ts) so that the foreign-key rules it calls can read them without importing it.
import type { Node } from 'libpg-query';

/** A table of the FROM clause. */
export interface ScopeTable {
  name: string;
  schema?: string;
  /** The SQL alias, if any; SQL then refers to the table only by it. */
  alias?: string;
  parent?: ScopeTable;
  children: ScopeTable[];
  join: 'root' | 'inner' | 'left';
  on: { parent: string; child: string }[];
  /** ON conditions beyond the equalities; they filter the joined rows. */
  onConditions: Node[];
  /** A LEFT JOIN kept only where it found no match (WHERE joined_key IS NULL). */
  missing?: boolean;
  /** For a joined table: the foreign key it is embedded through (foreign-keys.ts). */
  key?: EmbedKey;
  location?: number;
}

/** All tables of a statement, the first being the main one. */
export interface Scope {
  root: ScopeTable;
  tables: ScopeTable[];
  /** Notes for the reader gathered while translating (an always-true filter left out, a rounded LIMIT). */
  notes: string[];
}

/** The name SQL uses to qualify a table's columns. */
export function refName(table: ScopeTable): string {
  return table.alias ?? table.name;
}

/** What the foreign key of a join makes of the joined table. */
export interface EmbedKey {
  /** The column hint naming the foreign key (`authors!author_id`, or `manager_id(…)` for a to-one self embed). */
  hint: string;
  /** Absent when the names do not tell (two columns of one name). */
  cardinality?: 'to-one' | 'to-many';
  /** For a table joined to its own table: which of the two relationships of its key (selfJoin). */
  self?: 'to-one' | 'to-many';
}
