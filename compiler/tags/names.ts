// The names of the custom tags, apart from their definitions so that the Markup types (and the
// renderer, through them) never import the compiler's implementation. `tags/index.ts` requires a
// definition for each name, and `defineTag` accepts no other.

/** The custom tags of Markup, one for each definition in this folder; the renderer has a component for each. */
export type CustomTag = 'admonition' | 'tabs' | 'auth-providers' | 'code-block';
