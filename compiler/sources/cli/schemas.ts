import { replaceSchema } from '../../validate/schema.ts';
import commandsSchema from './cli-commands.schema.json' with { type: 'json' };
import rootSchema from './cli.schema.json' with { type: 'json' };
import sectionsSchema from './cli-sections.schema.json' with { type: 'json' };

/** The cli kind's input schemas, which live beside it; each is registered by its `$id` for `validateSchema`. */
export const cliSchemas = { root: rootSchema, commands: commandsSchema, sections: sectionsSchema };

// Registered when the kind is loaded, before any file of it is validated; they refer to each other by `$id`.
for (const schema of Object.values(cliSchemas)) replaceSchema(schema);
