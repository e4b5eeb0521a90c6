import { mkdirSync, writeFileSync } from 'node:fs';
import type { Compiled } from './types.ts';

/** Write the contract between compiler and renderer: `out/data/site.json` and one `out/data/<doc>.json` per document. */
export function emitData(compiled: Compiled, outDir: string): void {
  mkdirSync(`${outDir}/data`, { recursive: true });
  writeFileSync(`${outDir}/data/site.json`, JSON.stringify(compiled.site, null, 2) + '\n');
  for (const document of compiled.documents) {
    writeFileSync(`${outDir}/data/${document.id}.json`, JSON.stringify(document, null, 2) + '\n');
  }
}
