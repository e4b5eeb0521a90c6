import type { ReferenceKind } from '../types.ts';
import { cliKind } from './cli/index.ts';
import { functionsKind } from './functions/index.ts';
import type { SourceKind } from './kind.ts';
import { openapiKind } from './openapi/index.ts';

/** Every reference kind `specs/site.yaml` may name, by name: adding a kind is one entry here. */
export const sourceKinds: Record<ReferenceKind, SourceKind<unknown, unknown>> = {
  cli: cliKind as SourceKind<unknown, unknown>,
  openapi: openapiKind as SourceKind<unknown, unknown>,
  functions: functionsKind as SourceKind<unknown, unknown>,
};
