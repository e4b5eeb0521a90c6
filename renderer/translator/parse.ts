// Loads libpg-query's WebAssembly parser once and parses synchronously after.
//
// libpg-query's own entry point starts fetching its .wasm as soon as it is
// imported and offers no way to say where the file is, so this module drives
// the Emscripten glue (libpg-query/wasm/libpg-query.js) itself:
// - Node: the glue reads libpg-query.wasm next to itself; no options needed.
// - Browser: pass `wasmUrl` (where the bundler put libpg-query.wasm) or
//   `wasmBinary` (the bytes, or a compiled WebAssembly.Module). Without
//   either, Emscripten fetches "libpg-query.wasm" relative to the page.
//   A bundle must copy the .wasm file (esbuild: `loader: { '.wasm': 'file' }`
//   and `import wasmUrl from 'libpg-query/wasm/libpg-query.wasm'`) and mark
//   `node:fs` and `node:crypto` external: the glue requires them only on its
//   Node branch. The glue itself is imported lazily, so it lands in its own chunk.
import type { ParseResult } from 'libpg-query';
import type { PgQueryModule, PgQueryModuleOptions } from 'libpg-query/wasm/libpg-query.js';

/** Where the parser's WebAssembly comes from. */
export interface ParserOptions {
  /** URL of libpg-query.wasm (http(s): in browsers, file: or a path in Node). */
  wasmUrl?: string | URL;
  /** The .wasm bytes, or an already compiled module. Wins over `wasmUrl`. */
  wasmBinary?: ArrayBuffer | Uint8Array | WebAssembly.Module;
}

/** What `parseSql` returns: the statements, or libpg-query's error with its character position. */
export type ParseOutcome =
  { ok: true; result: ParseResult } | { ok: false; message: string; cursor?: number; crashed: boolean };

let wasm: PgQueryModule | undefined;
let loading: Promise<void> | undefined;
let lastOptions: ParserOptions = {};

/** Loads the parser; later calls share the first load. Resolves once `parseSql` can run. */
export function loadParser(options: ParserOptions = {}): Promise<void> {
  if (wasm) return Promise.resolve();
  lastOptions = options;
  loading ??= instantiate(options).then(
    (module) => {
      wasm = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** True once `loadParser` has finished. */
export function isParserLoaded(): boolean {
  return wasm !== undefined;
}

async function instantiate(options: ParserOptions): Promise<PgQueryModule> {
  const { default: factory } = await import('libpg-query/wasm/libpg-query.js');
  const moduleOptions: PgQueryModuleOptions = {};
  let rejectLoad: (error: unknown) => void = () => {};
  const loadFailed = new Promise<never>((_, reject) => {
    rejectLoad = reject;
  });
  const binary = options.wasmBinary;
  if (binary !== undefined) {
    // Emscripten waits forever if this hook never calls back, so failures reject the load.
    moduleOptions.instantiateWasm = (imports, receive) => {
      const compiled =
        binary instanceof WebAssembly.Module
          ? WebAssembly.instantiate(binary, imports)
          : WebAssembly.instantiate(binary as BufferSource, imports).then((source) => source.instance);
      compiled.then(receive, rejectLoad);
      return {};
    };
  } else if (options.wasmUrl !== undefined) {
    const url = String(options.wasmUrl);
    moduleOptions.locateFile = (path) => (path.endsWith('.wasm') ? url : path);
  }
  return Promise.race([factory(moduleOptions), loadFailed]);
}

/** Parses SQL into libpg-query's AST. Needs `loadParser` to have finished. */
export function parseSql(sql: string): ParseOutcome {
  const module = wasm;
  if (!module) return { ok: false, message: 'not loaded', crashed: false };
  let queryPointer = 0;
  let resultPointer = 0;
  try {
    const size = module.lengthBytesUTF8(sql) + 1;
    queryPointer = module._malloc(size);
    module.stringToUTF8(sql, queryPointer, size);
    resultPointer = module._wasm_parse_query_raw(queryPointer);
    // struct PgQueryParseResult { char *parse_tree; char *stderr_buffer; PgQueryError *error; }
    const treePointer = module.getValue(resultPointer, 'i32');
    const errorPointer = module.getValue(resultPointer + 8, 'i32');
    if (errorPointer) {
      // struct PgQueryError { char *message; char *funcname; char *filename; int lineno; int cursorpos; ... }
      const message = module.UTF8ToString(module.getValue(errorPointer, 'i32'));
      const cursorpos = module.getValue(errorPointer + 16, 'i32');
      return { ok: false, message, cursor: cursorpos > 0 ? cursorpos - 1 : undefined, crashed: false };
    }
    const tree = treePointer ? module.UTF8ToString(treePointer) : '';
    // Input that is only whitespace or comments yields an empty tree.
    return { ok: true, result: (tree ? JSON.parse(tree) : { stmts: [] }) as ParseResult };
  } catch (error) {
    // A trap leaves the WebAssembly instance unusable: drop it and load a fresh one.
    wasm = undefined;
    loading = undefined;
    loadParser(lastOptions).catch(() => {});
    return { ok: false, message: error instanceof Error ? error.message : String(error), crashed: true };
  } finally {
    if (wasm === module) {
      if (queryPointer) module._free(queryPointer);
      if (resultPointer) module._wasm_free_parse_result(resultPointer);
    }
  }
}
