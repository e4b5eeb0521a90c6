// sql-to-rest: translates SQL into a PostgREST request from the command line.
// A thin front end over renderer/translator; errors are printed here, at the edge.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Command, Option } from 'commander';
import {
  DEFAULT_BASE_URL,
  loadParser,
  sqlToRest,
  type FormatOutput,
  type SqlToRestResult,
  type TranslatorError,
} from '../renderer/translator/index.ts';

const FORMATS = ['curl', 'http', 'js', 'json'] as const;
type Format = (typeof FORMATS)[number];

interface Options {
  baseUrl: string;
  format: Format;
  json?: boolean;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Translation = Extract<SqlToRestResult, { kind: 'ok' }>;

function errorJson({ kind, message, hint }: TranslatorError): object {
  return { kind, message, hint };
}

// In JSON, a format is its text, or { error } when that format cannot carry the request.
function formatJson(output: FormatOutput): string | object {
  return output.kind === 'ok' ? output.text : { error: errorJson(output.error) };
}

function outputsJson(result: Translation): object {
  return {
    http: formatJson(result.http),
    curl: formatJson(result.curl),
    js: formatJson(result.js),
    request: result.request,
    warnings: result.warnings,
  };
}

const ITEM_HINT = 'Give each item an "sql" string, as in {"id": 1, "sql": "select * from books"}.';

// One result per input item, in order: an item that is not {id, sql} is an error result
// of its own (keeping its id where it has one), so no item vanishes from the output.
function batchEntry(item: unknown, baseUrl: string): object {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { error: { kind: 'parse', message: 'The item is not an {"id", "sql"} object.', hint: ITEM_HINT } };
  const { id, sql } = item as Record<string, unknown>;
  if (typeof sql !== 'string') {
    const message = sql === undefined ? 'The item has no "sql".' : 'The item\'s "sql" is not a string.';
    return { id, error: { kind: 'parse', message, hint: ITEM_HINT } };
  }
  const result = sqlToRest(sql, { baseUrl });
  if (result.kind === 'ok') return { id, ...outputsJson(result) };
  // Blank or comment-only SQL has nothing to translate, which is not an error.
  if (result.kind === 'empty') return { id };
  return { id, error: errorJson(result.error) };
}

function fail(message: string, hint?: string): never {
  process.stderr.write(`${message}\n${hint ? `${hint}\n` : ''}`);
  process.exit(1);
}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  ENOTDIR: 'a part of the path is not a folder',
};

// A file that cannot be read is a usage error: one line, exit code 2, no stack trace.
function readQueries(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    process.stderr.write(`sql-to-rest: cannot read ${JSON.stringify(file)}: ${reason}\n`);
    process.exit(2);
  }
}

async function main(argv: string[]): Promise<void> {
  const program = new Command()
    .name('sql-to-rest')
    .description('Translate an SQL query into a PostgREST request: cURL, raw HTTP or supabase-js.')
    .argument('[sql]', 'the SQL statement (read from stdin when left out); with --json, a file of queries')
    .option('--base-url <url>', 'the PostgREST URL requests go to', DEFAULT_BASE_URL)
    .addOption(new Option('--format <format>', 'what to print').choices(FORMATS).default('curl'))
    .option('--json', 'read [{ "id", "sql" }] from the file argument or stdin and print a JSON array of results')
    .addHelpText(
      'after',
      `
Examples:
  $ sql-to-rest "select title from books where id = 1"
  $ echo "delete from books where id = 1" | sql-to-rest --format http
  $ sql-to-rest --json queries.json --base-url https://abcdefghijklmnopqrst.supabase.co/rest/v1`,
    )
    .parse(argv);

  const options = program.opts<Options>();
  const [argument] = program.args;
  // The parser's WebAssembly is compiled by V8's baseline compiler alone: its optimizing tier compiled
  // on a background thread that the process waited for before it could exit, 60 ms of a query's 190.
  // A batch of 3,000 queries is no slower for it (0.45 to 0.49 s, against 0.48 to 0.54 s).
  setFlagsFromString('--liftoff-only');
  await loadParser();

  if (options.json) {
    const text = argument === undefined ? await readStdin() : readQueries(argument);
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch (error) {
      fail(
        `The --json input is not JSON: ${error instanceof Error ? error.message : String(error)}`,
        'Pass an array such as [{"id": 1, "sql": "select * from books"}].',
      );
    }
    if (!Array.isArray(items)) fail('The --json input must be an array of {"id", "sql"} objects.');
    const results = (items as unknown[]).map((item) => batchEntry(item, options.baseUrl));
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return;
  }

  const sql = argument ?? (await readStdin());
  const result = sqlToRest(sql, { baseUrl: options.baseUrl });
  if (result.kind === 'empty')
    fail('Nothing to translate: the SQL is empty.', 'Pass an SQL statement as an argument or on stdin.');
  if (result.kind === 'error') fail(result.error.message, result.error.hint);
  for (const warning of result.warnings) process.stderr.write(`Warning: ${warning}\n`);
  if (options.format === 'json') {
    process.stdout.write(`${JSON.stringify(outputsJson(result), null, 2)}\n`);
    return;
  }
  const output = result[options.format];
  if (output.kind === 'error') fail(output.error.message, output.error.hint);
  process.stdout.write(`${output.text}\n`);
}

await main(process.argv);
