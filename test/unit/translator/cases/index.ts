// The translator's table of cases, one file per topic; the order here is the order the tests run in.

import { columnsCases } from './ok-columns.ts';
import { filtersCases } from './ok-filters.ts';
import { operatorsCases } from './ok-operators.ts';
import { orderJoinsCases } from './ok-order-joins.ts';
import { literalsCases } from './ok-literals.ts';
import { writesCases } from './ok-writes.ts';
import { encodingCases } from './ok-encoding.ts';
import { rewritesCases } from './ok-rewrites.ts';
import { arraysCases } from './ok-arrays.ts';
import { selfJoinsCases } from './ok-self-joins.ts';
import { limitsCases } from './ok-limits.ts';
import { typedValuesCases } from './ok-typed-values.ts';
import { parseErrors } from './errors-parse.ts';
import { unsupportedQueryErrors } from './errors-unsupported-query.ts';
import { unsupportedExpressionsErrors } from './errors-unsupported-expressions.ts';
import { unsupportedWritesErrors } from './errors-unsupported-writes.ts';
import { unsupportedFormsErrors } from './errors-unsupported-forms.ts';
import { notImplementedExpressionsErrors } from './errors-not-implemented-expressions.ts';
import { notImplementedJoinsErrors } from './errors-not-implemented-joins.ts';
import { limitsErrors } from './errors-limits.ts';
import { castsRenderErrors } from './errors-casts-render.ts';
import type { ErrorCase, OkCase } from './types.ts';

export { PWNED, type ErrorCase, type FormatError, type OkCase } from './types.ts';

/** Queries that translate, with every form written out. */
export const okCases: OkCase[] = [
  ...columnsCases,
  ...filtersCases,
  ...operatorsCases,
  ...orderJoinsCases,
  ...literalsCases,
  ...writesCases,
  ...encodingCases,
  ...rewritesCases,
  ...arraysCases,
  ...selfJoinsCases,
  ...limitsCases,
  ...typedValuesCases,
];

/** Queries that must be refused, with the exact text a reader sees. */
export const errorCases: ErrorCase[] = [
  ...parseErrors,
  ...unsupportedQueryErrors,
  ...unsupportedExpressionsErrors,
  ...unsupportedWritesErrors,
  ...unsupportedFormsErrors,
  ...notImplementedExpressionsErrors,
  ...notImplementedJoinsErrors,
  ...limitsErrors,
  ...castsRenderErrors,
];
