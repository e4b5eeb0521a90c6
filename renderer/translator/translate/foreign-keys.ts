// What the column names of a join equality say about the foreign key behind it.
// PostgREST embeds only through foreign keys, and a column hint names one:
// `authors!author_id(…)` takes the single-column key that has author_id on
// either side, and answers with an error when there is none. The SQL does not
// say which column holds the key, but names usually do; the rules below read
// them, and a pair that no rule explains is refused.
import { fail } from '../errors.ts';
import { refName, type EmbedKey, type ScopeTable } from './scope-table.ts';

/** How a join equality can be a foreign key. */
export interface ForeignKeyGuess {
  /** The column to hint with: the referencing column where the names tell which one it is. */
  column: string;
  /**
   * The side holding the referencing column: `parent` makes the joined table a to-one
   * embed (each parent row points to one row), `child` a to-many one. Absent when the
   * names do not tell.
   */
  holder?: 'parent' | 'child';
}

/** One side of a join equality. */
export interface JoinColumn {
  column: string;
  table: string;
}

// The words of a name joined by _, so that author_id, authorId and "AuthorID" compare alike.
function words(name: string): string {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1_$2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1_$2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('_');
}

// The singular spellings a table name may have: authors → author, categories → category.
function singulars(table: string): string[] {
  const name = words(table);
  return [name, name.replace(/s$/, ''), name.replace(/es$/, ''), name.replace(/ies$/, 'y')];
}

/**
 * Ways a column (`from`) can reference the key of another table (`to`), strongest first.
 * Each is a naming convention; a rule that fits both directions leaves the holder open.
 */
const REFERENCE_RULES: ((from: JoinColumn, to: JoinColumn) => boolean)[] = [
  // created_by = users.id: generated keys are named id.
  (_from, to) => words(to.column) === 'id',
  // author_id = id, country_code = code, parentNo = no: the key's name after a prefix.
  (from, to) => words(to.column) !== '' && words(from.column).endsWith(`_${words(to.column)}`),
  // author = authors.name, category = categories.label: named after the table it points to.
  (from, to) => words(from.column) !== '' && singulars(to.table).includes(words(from.column)),
  // dept_id = departments.dept_no: a column named …_id references something.
  (from) => /_id$/.test(words(from.column)),
];

/** Reads a join equality as a foreign key, or undefined when no naming rule explains it. */
export function guessForeignKey(parent: JoinColumn, child: JoinColumn): ForeignKeyGuess | undefined {
  // USING (author_id), a.isbn = b.isbn: either side may hold the key.
  if (parent.column === child.column) return { column: child.column };
  let undecided = false;
  for (const rule of REFERENCE_RULES) {
    const fromParent = rule(parent, child);
    const fromChild = rule(child, parent);
    if (fromParent && !fromChild) return { column: parent.column, holder: 'parent' };
    if (fromChild && !fromParent) return { column: child.column, holder: 'child' };
    undecided ||= fromParent && fromChild;
  }
  return undecided ? { column: child.column } : undefined;
}

/** The foreign key a table is joined to its parent through, from its single ON equality. */
export function embedKey(table: ScopeTable, parent: ScopeTable): EmbedKey {
  const self = table.name === parent.name && table.schema === parent.schema;
  const [parentName, tableName] = [refName(parent), refName(table)];
  const condition = table.on.map((pair) => `${parentName}.${pair.parent} = ${tableName}.${pair.child}`).join(' and ');
  // A column hint matches only a foreign key of one column; a longer one is named by its constraint.
  if (table.on.length !== 1)
    return fail(self ? 'self-join-columns' : 'join-composite', { name: table.name, condition }, table.location);
  const [pair] = table.on;
  const guess = guessForeignKey({ column: pair.parent, table: parent.name }, { column: pair.child, table: table.name });
  if (self) return selfJoin(table, guess?.holder, condition);
  if (!guess) {
    const params = { condition, parent: parent.name, name: table.name, column: pair.child, key: pair.parent };
    return fail('join-key', params, table.location);
  }
  // A child column named id is the child's key: each parent row meets at most one child row.
  const toOne = guess.holder === 'parent' || (guess.holder === undefined && pair.child === 'id');
  const cardinality = toOne ? 'to-one' : guess.holder === 'child' ? 'to-many' : undefined;
  return { hint: guess.column, ...(cardinality ? { cardinality } : {}) };
}

// A table joined to itself: PostgREST holds one foreign key as two relationships,
// to-one and to-many, and tells them apart by how the embed is written
// (`manager_id(…)`, `employees!manager_id(…)`), so the holder must be known.
function selfJoin(table: ScopeTable, holder: 'parent' | 'child' | undefined, condition: string): EmbedKey {
  const [{ parent: parentColumn, child: childColumn }] = table.on;
  if (holder === 'parent') return { hint: parentColumn, cardinality: 'to-one', self: 'to-one' };
  if (holder === 'child') return { hint: childColumn, cardinality: 'to-many', self: 'to-many' };
  const column = childColumn === 'id' ? parentColumn : childColumn;
  return fail('self-join', { name: table.name, condition, column }, table.location);
}

/**
 * Refuses a table joined twice below one parent through the same hint on different
 * columns: PostgREST would take the same foreign key for both embeds.
 */
export function checkSiblingKeys(tables: ScopeTable[]): void {
  const seen = new Map<string, ScopeTable>();
  for (const table of tables) {
    if (!table.parent || !table.key) continue;
    const { hint, self } = table.key;
    const key = JSON.stringify([tables.indexOf(table.parent), table.name, table.schema, hint, self]);
    const other = seen.get(key);
    if (other && JSON.stringify(other.on) !== JSON.stringify(table.on))
      fail('join-same-key', { name: table.name, column: hint }, table.location);
    seen.set(key, table);
  }
}

/** The key of a joined table; every table below the root has one (set as it is joined). */
export function keyOf(table: ScopeTable): EmbedKey {
  if (!table.key) throw new Error(`the joined table ${table.name} has no foreign key`);
  return table.key;
}
