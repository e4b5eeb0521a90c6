// Checks a SARIF log against the SARIF 2.1.0 JSON schema that Microsoft's @microsoft/jest-sarif ships
// (sarif-2.1.0-rtm.5.json, MIT, from the SARIF TC's schemastore copy). That schema is written in JSON
// Schema draft-04, so Ajv's draft-04 class reads it; its three formats are checked here. Its patterns
// are compiled without the `u` flag, as JSON Schema asks (ECMA 262): one (the language tag's) has a stray
// `]` that only unicode mode refuses.
import Ajv from 'ajv-draft-04';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object;

const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
ajv.addFormat('uri', (text: string) => URL.canParse(text));
ajv.addFormat('uri-reference', (text: string) => URL.canParse(text, 'file:///'));
ajv.addFormat('date-time', (text: string) => !Number.isNaN(Date.parse(text)));
const validate = ajv.compile(schema);

/** The schema's complaints about `log` (parsed JSON), each as `path message`; none when it is valid. */
export function sarifProblems(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
