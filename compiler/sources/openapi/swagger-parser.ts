/**
 * swagger-parser, loaded when an OpenAPI document is first compiled, not when a command starts:
 * `docs-lint` on one guide (its references taken from the cache) never needs it, and loading it took
 * about a third of its time.
 */
export async function openApiTools() {
  const parser = await import('@apidevtools/swagger-parser');
  return { SwaggerParser: parser.default };
}

/** swagger2openapi, loaded only to convert a Swagger 2.0 document: an OpenAPI 3.x one never needs it. */
export async function swagger2openapiTool() {
  return (await import('swagger2openapi')).default;
}
