import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenAPIV3 } from 'openapi-types';
import type { SpecFiles } from './files.ts';
import { parserOptions } from './parser-options.ts';
import { openApiTools, swagger2openapiTool } from './swagger-parser.ts';
import { isRecord } from './refs.ts';

/**
 * The document as OpenAPI 3.x, dereferenced. A 3.x document is `api` as swagger-parser returned it; a
 * Swagger 2.0 one (already validated as 2.0, in its own files, so problems are placed there) is bundled
 * into one document, converted by swagger2openapi (which resolves nothing and fetches nothing here),
 * then dereferenced like any other.
 */
export async function toOpenApi3(files: SpecFiles, api: unknown): Promise<OpenAPIV3.Document> {
  if (!isRecord(files.root.data) || files.root.data.swagger === undefined) return api as OpenAPIV3.Document;
  const [{ SwaggerParser }, swagger2openapi] = await Promise.all([openApiTools(), swagger2openapiTool()]);
  const bundled = await new SwaggerParser().bundle(
    pathToFileURL(resolve(files.root.file)).href,
    structuredClone(files.root.data) as never,
    parserOptions(files, false) as never,
  );
  const { openapi } = await swagger2openapi.convertObj(bundled as never, {
    patch: true,
    warnOnly: true,
    resolve: false,
  });
  const options = { resolve: { external: false, http: false, file: false }, dereference: { circular: true } };
  return (await new SwaggerParser().dereference(openapi as never, options as never)) as unknown as OpenAPIV3.Document;
}
