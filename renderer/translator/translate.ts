// The translate stage: one libpg-query statement in, one request model out.
import type { Node } from 'libpg-query';
import { kindOf, locationOf, nodeAs } from './ast.ts';
import { fail } from './errors.ts';
import { translateDelete, translateInsert, translateUpdate } from './translate/mutations.ts';
import { translateSelect } from './translate/read.ts';
import type { RestRequest } from './types.ts';

/** A request and the notes its translation gathered on the way. */
export interface Translation {
  request: RestRequest;
  notes: string[];
}

/** Translates one parsed statement into a PostgREST request, or throws a TranslationFailure. */
export function translateStatement(statement: Node, location?: number): Translation {
  const notes: string[] = [];
  return { request: requestOf(statement, notes, location), notes };
}

function requestOf(statement: Node, notes: string[], location?: number): RestRequest {
  const select = nodeAs(statement, 'SelectStmt');
  if (select) return translateSelect(select, notes, location);
  const insert = nodeAs(statement, 'InsertStmt');
  if (insert) return translateInsert(insert, notes);
  const update = nodeAs(statement, 'UpdateStmt');
  if (update) return translateUpdate(update, notes);
  const remove = nodeAs(statement, 'DeleteStmt');
  if (remove) return translateDelete(remove, notes);
  return fail('statement', { statement: statementName(statement) }, location ?? locationOf(statement));
}

// "CreateTableAsStmt" → "CREATE TABLE AS", "VariableSetStmt" → "VARIABLE SET".
function statementName(statement: Node): string {
  return kindOf(statement)
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
}
