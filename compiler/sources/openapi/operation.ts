import { highlight } from '../../highlight.ts';
import type { Code } from '../../types.ts';
import type { MarkdownAt } from './section.ts';
import {
  parameterLocations,
  type JsonValue,
  type MediaTypeView,
  type OperationDisplay,
  type OperationParameter,
  type OperationSection,
  type ParameterLocation,
} from './section.ts';
import { exampleFromSchema } from './example.ts';
import { isRecord } from './load.ts';
import { schemaView, type Schema } from './schema-view.ts';
import type { LocatedOperation } from './validate.ts';

interface OperationContext {
  located: LocatedOperation;
  /** The dereferenced path item holding the operation (its parameters apply to every operation in it). */
  pathItem: Schema;
  /** The first server's URL, put before the path in `fullPath`. */
  server: string;
  display: OperationDisplay;
  names: Map<object, string>;
  markdown: MarkdownAt;
}

/**
 * One operation as a reader sees it. `full` keeps every media type of a body (behind a content-type
 * selector) and nested properties; `simple` keeps the first media type and, for the request body,
 * only its top-level properties.
 */
export function operationView({
  located,
  pathItem,
  server,
  display,
  names,
  markdown,
}: OperationContext): OperationSection {
  const op = pathItem[located.method] as Schema;
  // Where the dereferenced document holds the operation: its texts are placed through the file's `$ref`s from there.
  const at = [located.root, located.path, located.method];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const view = (schema: unknown, depth?: number) => schemaView(schema, { names, markdown: (t) => markdown(t), depth });
  // A request body shows an example only when the spec gives one; a response always has one, made from its schema if need be.
  const media = (content: unknown, { depth, generate }: { depth?: number; generate: boolean }): MediaTypeView[] => {
    const entries = Object.entries(isRecord(content) ? content : {}).filter((e): e is [string, Schema] =>
      isRecord(e[1]),
    );
    return (display === 'full' ? entries : entries.slice(0, 1)).map(([mediaType, m]) => {
      const example = exampleOf(m, mediaType, generate);
      return {
        mediaType,
        ...(m.schema !== undefined ? { schema: view(m.schema, depth) } : {}),
        ...(example ? { example } : {}),
      };
    });
  };

  const parameters = mergeParameters(
    { list: pathItem.parameters, at: [located.root, located.path, 'parameters'] },
    { list: op.parameters, at: [...at, 'parameters'] },
  );
  const body = isRecord(op.requestBody) ? op.requestBody : undefined;
  return {
    kind: 'operation',
    id: located.slug,
    slug: located.slug,
    title: located.title,
    depth: 0,
    display,
    method: located.method.toUpperCase(),
    path: located.path,
    fullPath: located.root === 'paths' ? `${server}${located.path}` : located.path,
    operationId: text(op.operationId),
    summary: text(op.summary),
    description: markdown(text(op.description), [...at, 'description']),
    ...(op.deprecated === true ? { deprecated: true as const } : {}),
    parameters: parameterLocations
      .map((location) => ({
        in: location,
        parameters: parameters
          .filter(({ p }) => p.in === location)
          .map(({ p, at: pAt }): OperationParameter => ({
            name: text(p.name),
            required: p.required === true || location === 'path',
            ...(p.deprecated === true ? { deprecated: true as const } : {}),
            description: markdown(text(p.description), [...pAt, 'description']),
            schema: view(p.schema ?? firstMediaSchema(p.content)),
          })),
      }))
      .filter((group) => group.parameters.length > 0),
    ...(body
      ? {
          requestBody: {
            required: body.required === true,
            description: markdown(text(body.description), [...at, 'requestBody', 'description']),
            content: media(body.content, { depth: display === 'full' ? undefined : 1, generate: false }),
          },
        }
      : {}),
    responses: Object.entries(isRecord(op.responses) ? op.responses : {})
      .filter((e): e is [string, Schema] => isRecord(e[1]))
      .map(([status, response]) => ({
        status,
        description: markdown(text(response.description), [...at, 'responses', status, 'description']),
        content: media(response.content, { generate: true }),
      })),
  };
}

type Parameter = Schema & { in: ParameterLocation };

/** The path item's parameters overridden by the operation's own with the same name and location, each with where the document holds it. */
function mergeParameters(
  shared: { list: unknown; at: string[] },
  own: { list: unknown; at: string[] },
): { p: Parameter; at: string[] }[] {
  const located = ({ list, at }: { list: unknown; at: string[] }) =>
    (Array.isArray(list) ? list : []).flatMap((p, i) =>
      isRecord(p) ? [{ p: p as Parameter, at: [...at, String(i)] }] : [],
    );
  const mine = located(own);
  return [...located(shared).filter(({ p }) => !mine.some(({ p: o }) => o.name === p.name && o.in === p.in)), ...mine];
}

function firstMediaSchema(content: unknown): unknown {
  const first = isRecord(content) ? Object.values(content)[0] : undefined;
  return isRecord(first) ? first.schema : undefined;
}

/** The example of one media type, highlighted: `example`, else the first of `examples`, else (when `generate`) one made from the schema. */
function exampleOf(media: Schema, mediaType: string, generate: boolean): Code | undefined {
  const named = isRecord(media.examples) ? Object.values(media.examples).find(isRecord) : undefined;
  const value = (media.example ?? named?.value ?? (generate ? exampleFromSchema(media.schema) : undefined)) as
    JsonValue | undefined;
  if (value === undefined) return undefined;
  const json = /[/+]json\b/.test(mediaType) || typeof value !== 'string';
  return json ? highlight(JSON.stringify(value, null, 2), 'json') : highlight(value, 'text');
}
