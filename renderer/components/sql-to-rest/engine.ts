// The translator in the browser: libpg-query's WebAssembly from our own assets, loaded once.
import { formatSql } from '../../translator/format.ts';
import { loadParser, sqlToRest } from '../../translator/index.ts';

/** Load the SQL parser from `wasmUrl`; resolves to the functions the page calls on every keystroke. */
export async function loadEngine(
  wasmUrl: string,
): Promise<{ sqlToRest: typeof sqlToRest; formatSql: typeof formatSql }> {
  await loadParser({ wasmUrl });
  return { sqlToRest, formatSql };
}
