import { createHash } from 'node:crypto';
import { documentHash } from '../../compiler/document-hash.ts';
import type { Document } from '../../compiler/types.ts';
import type { SitePaths } from '../components/site-href.tsx';
import { FULL_SEPARATOR, type TextFile } from './llms.ts';
import { contentId } from './output-reuse.ts';
import { cacheTable, partsKey, type CacheTable, type PageCache } from './render-cache.ts';
import type { LazyFile } from './site-writer.ts';

/** A twin to write: its route, and its text with its content id, read from the cache only if it must be written. */
export type TwinFile = [route: string, text: LazyFile];

/** What the table of ids keeps of a document's twin: its route, content id and length. */
type Known = [route: string, id: string, length: number];

/** Buckets of the twins' texts: 3,000 guides' 26 MB, so that a changed guide rewrites some 400 kB. */
const TEXT_BUCKETS = 64;

/** Where llms-full.txt as last written is kept, with the id and length of each document's part of it. */
const FULL_KEY = partsKey('llms-full-1');

interface FullEntry {
  parts: [id: string, length: number][];
  text: string;
}

/**
 * The twins kept between builds: a small table of each document's twins' routes, ids and lengths
 * (`ids`), read whole, and their texts apart (`texts`, by the document's key in buckets), read only
 * when a file must be written; llms-full.txt is kept whole, and made again from its unchanged parts.
 * A text lost, damaged or other than its id says is made again from the document, never trusted.
 */
export interface TwinsStore {
  /** A document's twins known from an earlier build, or none. */
  found(document: Document): TwinFile[] | undefined;
  /** Keep the twins made for `document`, and give them as files. */
  made(document: Document, twins: TextFile[]): TwinFile[];
  /** llms-full.txt, joined from each document's last twin (`lasts`, in order). */
  full(lasts: TwinFile[]): LazyFile;
  save(): void;
}

/** The store of twins in `cache` for the site's `paths`; `make` makes a document's twins here (a lost text). */
export function twinsStore(
  cache: PageCache | undefined,
  paths: SitePaths,
  make: (document: Document) => TextFile[],
): TwinsStore {
  const ids: CacheTable = cacheTable(cache, 'twins-ids');
  const texts: CacheTable = cacheTable(cache, 'twins-texts', { buckets: TEXT_BUCKETS });
  const key = (document: Document) => partsKey('twins-3', paths, documentHash(document));
  const fresh = new Map<Document, string[]>();
  // A document's texts, as the cache holds them when each has its id, else made again (once).
  const textsOf = (document: Document, known: Known[]) => {
    let list = fresh.get(document);
    if (list) return list;
    const kept = texts.get<string[]>(key(document));
    const whole = kept?.length === known.length && kept.every((text, i) => contentId(text) === known[i][1]);
    list = whole ? kept : make(document).map(([, text]) => text);
    fresh.set(document, list);
    return list;
  };
  return {
    found(document) {
      const known = ids.get<Known[]>(key(document));
      if (!known) return undefined;
      texts.keep(key(document));
      return known.map(([route, id, length], i) => [route, { id, length, make: () => textsOf(document, known)[i] }]);
    },
    made(document, twins) {
      const files = twins.map(([route, text]): TwinFile => [
        route,
        { id: contentId(text), length: text.length, make: () => text },
      ]);
      fresh.set(
        document,
        twins.map(([, text]) => text),
      );
      ids.set(
        key(document),
        files.map(([route, { id, length }]): Known => [route, id, length]),
      );
      texts.set(key(document), fresh.get(document));
      return files;
    },
    full(lasts) {
      const parts = lasts.map(([, { id, length }]): [string, number] => [id, length]);
      const length = parts.reduce((sum, [, n]) => sum + n, 0) + FULL_SEPARATOR.length * Math.max(0, parts.length - 1);
      const id = `llms-full:${createHash('sha256')
        .update(parts.map(([part]) => part).join('\n'))
        .digest('hex')}`;
      return { id, length, make: () => joinFull(cache, lasts, parts) };
    },
    save() {
      ids.save();
      texts.save();
    },
  };
}

/**
 * llms-full.txt: each document's part taken from the one kept when it holds a part with that id, else
 * from its twin (read from the cache, or made); kept again for the next build.
 */
function joinFull(cache: PageCache | undefined, lasts: TwinFile[], parts: [id: string, length: number][]): string {
  const kept = cache?.get<FullEntry>(FULL_KEY);
  const at = new Map<string, number>();
  let offset = 0;
  for (const [id, length] of kept?.parts ?? []) {
    at.set(id, offset);
    offset += length + FULL_SEPARATOR.length;
  }
  const fits = kept !== undefined && offset - (kept.parts.length ? FULL_SEPARATOR.length : 0) === kept.text.length;
  const pieces = lasts.map(([, text], i) => {
    const start = fits ? at.get(parts[i][0]) : undefined;
    const piece = start === undefined ? undefined : kept!.text.slice(start, start + parts[i][1]);
    // Each part is checked against its id: a kept entry that is whole but not what was joined is not trusted.
    return piece !== undefined && contentId(piece) === parts[i][0] ? piece : (text.make() as string);
  });
  const text = pieces.join(FULL_SEPARATOR);
  cache?.set(FULL_KEY, { parts, text } satisfies FullEntry);
  return text;
}
