import { stringify } from 'yaml';

/**
 * A generated one-file openref spec of `count` functions in `count / 50` categories, their `$ref`s
 * cycling through the symbols of the TypeDoc fixture (`query-client.json`), every tenth with
 * `overwriteParams`, each with two examples: a large reference of the size real ones reach.
 */
export function largeOpenref(count: number): string {
  const symbols = [
    'QueryBuilder.select',
    'QueryBuilder.insert',
    'QueryBuilder.delete',
    'FilterBuilder.eq',
    'createClient',
  ];
  const functions = Array.from({ length: count }, (_, i) => ({
    id: `function-${i}`,
    title: `function${i}()`,
    $ref: `@example/query-js.${symbols[i % symbols.length]}`,
    category: `Category ${Math.floor(i / 50)}`,
    description: `Function ${i} does one thing; see [the next one](#function-${(i + 1) % count}).`,
    ...(i % 10 === 0
      ? {
          overwriteParams: [
            { name: 'values', type: 'object', description: 'The row.', subContent: [{ name: 'id', type: 'number' }] },
          ],
        }
      : {}),
    examples: [
      { id: 'basic', name: 'Basic', code: "```js\nawait client.from('t').select()\n```", isSpotlight: true },
      {
        id: 'with-data',
        name: 'With data',
        code: "```js\nawait client.from('t').select('id')\n```",
        data: { sql: `create table t (id int8);\ninsert into t values (${i});` },
        response: `\`\`\`json\n{ "data": [{ "id": ${i} }] }\n\`\`\``,
      },
    ],
  }));
  return stringify({
    openref: '0.1',
    info: {
      id: 'reference/large',
      title: 'Large',
      description: 'A generated reference.',
      definition: 'query-client.json',
    },
    functions,
  });
}
