// Types for libpg-query's Emscripten glue, which ships without declarations.
// parse.ts instantiates it directly so callers can say where the .wasm file is.
declare module 'libpg-query/wasm/libpg-query.js' {
  /** The parts of the Emscripten module that parse.ts uses. */
  export interface PgQueryModule {
    _malloc(size: number): number;
    _free(pointer: number): void;
    _wasm_parse_query_raw(queryPointer: number): number;
    _wasm_free_parse_result(resultPointer: number): void;
    getValue(pointer: number, type: 'i32'): number;
    UTF8ToString(pointer: number): string;
    stringToUTF8(text: string, pointer: number, maxBytes: number): void;
    lengthBytesUTF8(text: string): number;
  }

  /** Emscripten's module options that parse.ts passes. */
  export interface PgQueryModuleOptions {
    locateFile?: (path: string, scriptDirectory: string) => string;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receiveInstance: (instance: WebAssembly.Instance) => void,
    ) => object;
  }

  /** Loads and instantiates the WebAssembly parser. */
  const factory: (options?: PgQueryModuleOptions) => Promise<PgQueryModule>;
  export default factory;
}
