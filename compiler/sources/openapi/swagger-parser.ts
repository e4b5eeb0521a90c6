/**
 * swagger-parser and swagger2openapi, loaded when an OpenAPI document is first compiled, not when a
 * command starts: `docs-lint` on one guide (its references taken from the cache) never needs them, and
 * loading them took about a third of its time.
 */
export async function openApiTools() {
  const [parser, converter] = await Promise.all([import('@apidevtools/swagger-parser'), import('swagger2openapi')]);
  return { SwaggerParser: parser.default, swagger2openapi: converter.default };
}
