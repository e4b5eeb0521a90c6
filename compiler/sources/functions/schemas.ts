import { replaceSchema } from '../../validate/schema.ts';
import functionsSchema from './functions.schema.json' with { type: 'json' };
import librarySchema from './library.schema.json' with { type: 'json' };
import sectionsSchema from './sections.schema.json' with { type: 'json' };

/** The `$id`s of the functions kind's input schemas, which live in this folder. */
export const schemaIds = {
  library: librarySchema.$id,
  sections: sectionsSchema.$id,
  functions: functionsSchema.$id,
} as const;

const files: [{ $id: string }, string][] = [
  [librarySchema, 'library.schema.json'],
  [sectionsSchema, 'sections.schema.json'],
  [functionsSchema, 'functions.schema.json'],
];
for (const [schema, file] of files) replaceSchema(schema, `compiler/sources/functions/${file}`);
