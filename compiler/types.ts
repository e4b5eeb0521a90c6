/**
 * The single home of the types shared by the compiler and the renderer, one file of `compiler/model/`
 * per thing they describe. Everything here is plain JSON: it is what `out/data/<doc>.json` holds.
 */
export * from './model/diagnostic.ts';
export * from './model/markup.ts';
export * from './model/sections.ts';
export * from './model/document.ts';
export * from './model/site.ts';
