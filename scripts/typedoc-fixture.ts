// Regenerate the TypeDoc JSON fixture of the functions kind's openref tests: TypeDoc's own output
// (a documented format) for a small TypeScript file written for the tests. Run it after editing
// `test/fixtures/typedoc/query-client.ts`, and review the diff.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Application, normalizePath } from 'typedoc';

const dir = fileURLToPath(new URL('../test/fixtures/typedoc/', import.meta.url));

const app = await Application.bootstrap({
  name: '@example/query-js',
  entryPoints: [`${dir}query-client.ts`],
  // No file paths or line numbers of this machine in the output, and no package.json needed.
  disableSources: true,
  excludePrivate: true,
  readme: 'none',
  skipErrorChecking: true,
  logLevel: 'Warn',
});
const project = await app.convert();
if (!project) throw new Error('TypeDoc could not convert query-client.ts');
const json = app.serializer.projectToObject(project, normalizePath(dir));
writeFileSync(`${dir}query-client.json`, JSON.stringify(json, null, 2) + '\n');
console.log(`wrote ${dir}query-client.json`);
