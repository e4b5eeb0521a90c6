import { replaceSchema } from '../validate/schema.ts';
import type { MarkdownSection } from '../types.ts';
import { cliKind } from './cli/index.ts';
import { functionsKind } from './functions/index.ts';
import type { SectionOf, SourceKind } from './kind.ts';
import { openapiKind } from './openapi/index.ts';
import { siteSchema } from './site-schema.ts';

/**
 * The registry of reference kinds, by the name `specs/site.yaml` gives them: adding a kind is its
 * folder and one line here (and one in the renderer's, `renderer/components/sections/kinds.ts`).
 */
export const sourceKinds = {
  cli: cliKind,
  openapi: openapiKind,
  functions: functionsKind,
};

/** The name of a reference kind. */
export type ReferenceKind = keyof typeof sourceKinds;

/** Every section a reference may hold: prose, and each kind's own. */
export type KnownSection = MarkdownSection | SectionOf<(typeof sourceKinds)[ReferenceKind]>;

/** The kind named `name`, if the registry has it (a name from a file may be `__proto__`). */
export function sourceKind(name: string): SourceKind<unknown, unknown> | undefined {
  return Object.hasOwn(sourceKinds, name)
    ? (sourceKinds[name as ReferenceKind] as SourceKind<unknown, unknown>)
    : undefined;
}

// site.yaml's `kind` and `options:` are checked against what the registry holds.
replaceSchema(siteSchema(sourceKinds));
