import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentHash } from './document-hash.ts';
import type { Compiled, Document, GuideSection, Site } from './types.ts';

/** The file of the guide sections; no document id starts with '_', so it never takes a document's name. */
const GUIDE_SECTIONS = '_guide-sections';

/**
 * How `emitData` puts a file: `text`, or a function making it, whose content `id` (when given) names
 * it without its bytes. A build links a file unchanged since the last, and makes its text only to write it.
 */
export type DataWriter = (path: string, text: string | (() => string), id?: string) => void;

/**
 * Write the contract between compiler and renderer: `site.json`, one `<doc>.json` per document, and
 * `index.json`, their order; each file through `write`. A document's file is identified by its hash
 * (`documentHash`), so one unchanged is neither turned into JSON nor hashed again.
 */
export function emitData(
  compiled: Compiled,
  outDir: string,
  write: DataWriter = (path, text) => writeFileSync(path, typeof text === 'string' ? text : text()),
): void {
  const dir = join(outDir, 'data');
  mkdirSync(dir, { recursive: true });
  write(join(dir, 'site.json'), JSON.stringify(compiled.site, null, 2) + '\n');
  for (const document of compiled.documents)
    write(
      join(dir, `${document.id}.json`),
      () => JSON.stringify(document) + '\n',
      `document:${documentHash(document)}`,
    );
  write(join(dir, 'index.json'), JSON.stringify(compiled.documents.map((d) => d.id)) + '\n');
  if (compiled.guideSections)
    write(join(dir, `${GUIDE_SECTIONS}.json`), JSON.stringify(compiled.guideSections, null, 2) + '\n');
}

/** Read back what `emitData` wrote to `dir`. */
export function readData(dir: string): Compiled {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  const sections = existsSync(join(dir, `${GUIDE_SECTIONS}.json`))
    ? { guideSections: read(GUIDE_SECTIONS) as GuideSection[] }
    : {};
  return {
    site: read('site') as Site,
    documents: (read('index') as string[]).map((id) => read(id) as Document),
    ...sections,
  };
}
