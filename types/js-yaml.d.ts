// js-yaml as compiler/load/yaml-fast.ts uses it: the package has no types of its own.
declare module 'js-yaml' {
  /** What js-yaml's loader tells a listener about the node it opens or closes. */
  export interface LoaderState {
    position: number;
    kind: string | null;
  }
  export interface TypeOptions {
    kind: 'scalar' | 'sequence' | 'mapping';
    resolve?: (data: string) => boolean;
    construct?: (data: string) => unknown;
  }
  export class Type {
    constructor(tag: string, options: TypeOptions);
  }
  export class Schema {
    extend(types: { implicit?: Type[]; explicit?: Type[] }): Schema;
  }
  export const FAILSAFE_SCHEMA: Schema;
  export interface LoadOptions {
    schema?: Schema;
    json?: boolean;
    listener?: (event: 'open' | 'close', state: LoaderState) => void;
  }
  export function load(text: string, options?: LoadOptions): unknown;
  const jsyaml: { load: typeof load; Type: typeof Type; FAILSAFE_SCHEMA: Schema };
  export default jsyaml;
}
