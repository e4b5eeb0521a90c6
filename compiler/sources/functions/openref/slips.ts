import { closest } from '../../../closest.ts';
import type { DataPath } from '../../../load/yaml-source.ts';
import type { Report } from '../validate.ts';
import type { SourceFile } from '../../../load/yaml-source.ts';
import schema from './openref.schema.json' with { type: 'json' };
import type { OpenrefFunction, OpenrefParam } from './types.ts';

// The fields openref 0.1 knows, read from its schema: one list for the check and the schema.
const known = (def: keyof typeof schema.$defs) =>
  Object.keys((schema.$defs[def] as { properties?: object }).properties ?? {});
const fields = { function: known('function'), param: known('param'), example: known('example') };

/**
 * The slips real openref files carry, each a warning naming it: a function without `title`, and a
 * field openref does not know (`reponse`, `notes` on an example), which is left out.
 */
export function reportSlips(functions: OpenrefFunction[], source: SourceFile, report: Report): void {
  const unknown = (value: object, allowed: string[], path: DataPath, where: string) => {
    for (const field of Object.keys(value)) {
      if (allowed.includes(field)) continue;
      const near = closest(field, allowed);
      report('functions-openref-unknown-field', source, [...path, field], {
        where,
        field,
        allowed,
        suggestion: near ? `Did you mean '${near}'? ` : '',
      });
    }
  };
  const params = (list: OpenrefParam[] | undefined, path: DataPath, owner: string) =>
    (list ?? []).forEach((param, i) => {
      unknown(param, fields.param, [...path, i], `Parameter '${param.name}' of ${owner}`);
      params(param.subContent, [...path, i, 'subContent'], owner);
    });
  functions.forEach((fn, index) => {
    const at = ['functions', index];
    const owner = `function '${fn.id}'`;
    if (fn.title === undefined) report('functions-openref-missing-title', source, [...at, 'id'], { id: fn.id });
    unknown(fn, fields.function, at, `Function '${fn.id}'`);
    params(fn.params, [...at, 'params'], owner);
    params(fn.overwriteParams, [...at, 'overwriteParams'], owner);
    (fn.examples ?? []).forEach((example, i) =>
      unknown(example, fields.example, [...at, 'examples', i], `Example '${example.id}' of ${owner}`),
    );
  });
}
