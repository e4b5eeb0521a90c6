// highlight.js as the Node code sees it (tsconfig.node.json maps the package here). The package's own
// types start with `/// <reference lib="dom" />`, which would give every Node module the DOM's globals;
// the compiler only hands its language definitions to lowlight, so their type is all it needs.

/** A language definition, as lowlight registers it. */
export type LanguageFn = (hljs: unknown) => object;

declare const language: LanguageFn;
export default language;
