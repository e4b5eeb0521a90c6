import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentHash } from '../../compiler/document-hash.ts';
import { compile } from '../../compiler/index.ts';
import type { Document } from '../../compiler/types.ts';
import { cacheStore, type CacheStore } from '../../pipeline/cache-store.ts';
import { partCache } from '../../pipeline/part-cache.ts';
import { sitePaths } from '../../renderer/components/site-href.tsx';
import { cachedSiteAssets, type SiteAssets } from '../../renderer/server/cached-assets.ts';
import {
  cachedGuidePages,
  cachedReferencePages,
  cachedSectionPages,
  pageStore,
  type PageCache,
  type PageFile,
} from '../../renderer/server/cached-pages.ts';
import { tableKey } from '../../renderer/server/render-cache.ts';
import { cachedSearchEntries, type SearchEntry } from '../../renderer/server/search-cache.ts';
import { contentId } from '../../renderer/server/output-reuse.ts';
import { guideMenu } from '../../renderer/server/pages/guide.tsx';
import { sectionIndexes, sectionPages } from '../../renderer/server/pages/guide-sections.tsx';
import type { LazyFile } from '../../renderer/server/site-writer.ts';
import { guideText, project, removeTemporaryFolders, temporaryFolder, threeGuides } from './pipeline-project.ts';

/** `store`, with every key read recorded in `reads`. */
function counted(store: CacheStore): CacheStore & { reads: string[] } {
  const reads: string[] = [];
  return { reads, get: (key) => (reads.push(key), store.get(key)), set: (key, value) => store.set(key, value) };
}

const guidesOf = (documents: Document[]) => documents.filter((d) => d.kind === 'guide');

/** A page cache in memory. */
function memoryCache(): PageCache {
  const entries = new Map<string, unknown>();
  return { get: <T>(key: string) => entries.get(key) as T | undefined, set: (key, value) => entries.set(key, value) };
}

test('a guide taken from the build cache is keyed as a fresh one is, and its groups are read only when asked for', async () => {
  const { specs, guides } = project();
  threeGuides(guides);
  const store = counted(cacheStore(temporaryFolder('parts-')));
  const compileCached = () => compile(specs, guides, { reuse: partCache(store, specs, { groupsApart: true }) });
  const fresh = (await compileCached()).compiled!;
  store.reads.length = 0;
  const again = (await compileCached()).compiled!;
  assert.is(store.reads.length, 4, 'the three guides and the reference, without their groups');
  assert.equal(guidesOf(again.documents).map(documentHash), guidesOf(fresh.documents).map(documentHash));
  assert.is(store.reads.length, 4, 'hashed without reading them');
  // Search entries made before are taken by the Documents' hashes, their groups unread.
  const kept = memoryCache();
  const before = cachedSearchEntries(fresh, kept);
  before.save();
  const ids = (entries: SearchEntry[]) => entries.map(({ url, id }) => [url, id]);
  assert.equal(ids(cachedSearchEntries(again, kept).entries), ids(before.entries));
  assert.is(store.reads.length, 4, 'search entries taken without reading them');
  assert.equal(again, fresh, 'the same Documents once read');
  assert.is(store.reads.length, 7, "each guide's groups read once");
});

test("a guide whose groups' entry is lost or damaged is compiled again where it is asked for, the same", async () => {
  const { specs, guides } = project();
  threeGuides(guides);
  const folder = temporaryFolder('parts-');
  const compileCached = () =>
    compile(specs, guides, { reuse: partCache(cacheStore(folder), specs, { groupsApart: true }) });
  const fresh = (await compileCached()).compiled!;
  const groupEntries = readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((file) => readFileSync(file, 'utf8').includes('"hash":'));
  assert.is(groupEntries.length, 3);
  unlinkSync(groupEntries[0]);
  const damaged = readFileSync(groupEntries[1], 'utf8');
  // Whole and well formed, but not the groups its part was stored with.
  cacheStore(folder).set(groupEntries[1].slice(folder.length + 1, -'.json'.length), { hash: 'other', groups: [] });
  assert.is.not(readFileSync(groupEntries[1], 'utf8'), damaged);
  const again = (await compileCached()).compiled!;
  assert.equal(again, fresh);
});

/** Whether `key` is an entry of the table of the pages' ids. */
const isPageTable = (key: string) =>
  Array.from({ length: 16 }, (_, n) => tableKey('page-files-1', 16, n)).includes(key);

/** Assets as pages link them, without a bundle. */
const assets = { css: '/assets/site.css', entry: '/assets/entry.js', headScripts: [], icon: '/assets/icon.svg' };

const made = (file: PageFile['html']) =>
  typeof file === 'string' || file instanceof Uint8Array ? file : (file as LazyFile).make();

test('a guide page rendered before is given by its content id, its HTML read only when it is written', async () => {
  const { specs, guides } = project();
  threeGuides(guides);
  const { site, documents, guideSections } = (await compile(specs, guides)).compiled!;
  const all = guidesOf(documents);
  const menu = guideMenu(all, guideSections, sitePaths(site));
  const store = counted(cacheStore(temporaryFolder('pages-')));
  const pages = () => {
    const kept = pageStore(store)!;
    const files = [...cachedGuidePages(all, site, assets, menu, kept)];
    kept.known.save();
    return files;
  };
  const first = pages().map((page) => ({ route: page.route, html: made(page.html) as string }));
  store.reads.length = 0;
  const second = pages();
  assert.ok(store.reads.length > 0 && store.reads.every(isPageTable), 'the table of ids only');
  const tableReads = store.reads.length;
  assert.equal(
    second.map((page) => [page.route, (page.html as LazyFile).id, (page.html as LazyFile).length]),
    first.map((page) => [page.route, contentId(page.html), page.html.length]),
  );
  assert.equal(
    await Promise.all(second.map((page) => made(page.html))),
    first.map((page) => page.html),
  );
  // A page the cache lost is rendered again, alone, the same.
  const page = store.reads[tableReads];
  const lost = counted({ get: (key) => (key === page ? undefined : store.get(key)), set: store.set });
  const kept = pageStore(lost)!;
  const again = [...cachedGuidePages(all, site, assets, menu, kept)];
  assert.equal(
    await Promise.all(again.map((page) => made(page.html))),
    first.map((page) => page.html),
  );
});

test('a section page rendered before is given by its id, and rendered again only when what it shows changed', async () => {
  const { specs, guides } = project();
  threeGuides(guides);
  mkdirSync(join(guides, 'more'));
  writeFileSync(
    join(guides, 'nav.yaml'),
    'sections:\n  - { folder: start, title: Start }\n  - { folder: more, title: More }\n',
  );
  const four = (body: string, description?: string) =>
    writeFileSync(join(guides, 'more', 'four.md'), guideText('four', body, description));
  four('Text of four.');
  const store = cacheStore(temporaryFolder('pages-'));
  const rendered: string[] = [];
  const noted: CacheStore = {
    get: store.get,
    set: (key, value) => (isPageTable(key) || rendered.push(key), store.set(key, value)),
  };
  const build = async () => {
    const { site, documents, guideSections } = (await compile(specs, guides)).compiled!;
    const menu = guideMenu(guidesOf(documents), guideSections, sitePaths(site));
    const indexes = sectionIndexes(guidesOf(documents), menu, guideSections);
    const kept = pageStore(noted)!;
    rendered.length = 0;
    const files = [...cachedSectionPages(indexes, site, assets, menu, kept)];
    kept.known.save();
    const fresh = [...sectionPages(indexes, site, assets, menu)];
    assert.equal(
      await Promise.all(files.map(async (page) => [page.route, await made(page.html)])),
      fresh.map((page) => [page.route, page.html]),
      'as rendered without a cache',
    );
    return { routes: files.map((page) => page.route), rendered: rendered.length };
  };
  const first = await build();
  assert.equal(first.routes, ['/guides/', '/guides/more/', '/guides/start/']);
  assert.is(first.rendered, 3);
  assert.is((await build()).rendered, 0, 'nothing changed');
  four('Other text of four.');
  assert.is((await build()).rendered, 0, "a guide's text is not on its section's page");
  four('Other text of four.', 'A new description.');
  assert.is((await build()).rendered, 2, 'its description is: the root and its section, not the other section');
});

test("a reference's files rendered before are given by their ids, read together only when one is written", async () => {
  const { specs, guides } = project();
  const { site, documents } = (await compile(specs, guides)).compiled!;
  const reference = documents.find((d) => d.kind === 'reference')!;
  const store = counted(cacheStore(temporaryFolder('pages-')));
  const files = () => {
    const kept = pageStore(store)!;
    const { files, pages } = cachedReferencePages(reference, site, assets, kept);
    kept.known.save();
    return [...files, ...pages];
  };
  const first = await Promise.all(files().map(async (file) => [file.route, await made(file.html)]));
  assert.ok(first.length > 3, 'the menu, the chunks manifest, chunks and pages');
  store.reads.length = 0;
  const second = files();
  assert.ok(store.reads.length > 0 && store.reads.every(isPageTable), 'the table of ids only');
  const tableReads = store.reads.length;
  assert.equal(
    second.map((file) => [file.route, (file.html as LazyFile).id]),
    first.map(([route, html]) => [route, contentId(html as string)]),
  );
  assert.equal(await Promise.all(second.map(async (file) => [file.route, await made(file.html)])), first);
  assert.is(store.reads.length, tableReads + 1, 'its files read once, together');
  // Files the cache lost are rendered again, the same.
  const entry = store.reads[tableReads];
  const lost = pageStore({ get: (key) => (key === entry ? undefined : store.get(key)), set: store.set })!;
  const again = cachedReferencePages(reference, site, assets, lost);
  const remade = [...again.files, ...again.pages];
  assert.equal(await Promise.all(remade.map(async (file) => [file.route, await made(file.html)])), first);
});

test('the client bundle is taken from the cache by its files’ ids, and bundled again only when its bytes are lost', async () => {
  const bytes = new TextEncoder().encode('console.log(1)');
  const css = new TextEncoder().encode('body{}');
  let bundles = 0;
  const make = async (): Promise<SiteAssets<Uint8Array>> => {
    bundles++;
    const files: [string, Uint8Array][] = [
      ['/assets/entry.js', bytes],
      ['/s.css', css],
    ];
    return {
      bundled: {
        urls: { entry: '/assets/entry.js', site: '/s.css', icon: '/i.svg', parser: '/p.wasm' },
        // Another order each time: the files are known by their routes.
        files: bundles % 2 ? files : files.reverse(),
      },
      assets: { ...assets, parser: '/p.wasm', sharedQuery: '' },
    };
  };
  const folder = temporaryFolder('assets-');
  const first = await cachedSiteAssets(make, false, cacheStore(folder));
  assert.is(bundles, 1);
  const second = await cachedSiteAssets(make, false, cacheStore(folder));
  assert.is(bundles, 1, 'no bundling');
  assert.equal(second.assets, first.assets);
  const [[route, file], [, style]] = second.bundled.files as [string, LazyFile][];
  assert.equal(new Uint8Array((await style.make()) as Uint8Array), css);
  assert.equal([route, file.id, file.length], ['/assets/entry.js', contentId(bytes), bytes.length]);
  assert.equal(new Uint8Array((await file.make()) as Uint8Array), bytes);
  assert.is(bundles, 1);
  await cachedSiteAssets(make, true, cacheStore(folder));
  assert.is(bundles, 2, 'a dev build has its own');
  for (const name of readdirSync(folder))
    if (readFileSync(join(folder, name), 'utf8').includes('"Y29uc29sZS5sb2coMSk="')) unlinkSync(join(folder, name));
  const lost = await cachedSiteAssets(make, false, cacheStore(folder));
  const made = await Promise.all(
    lost.bundled.files.map(async ([, f]) => new Uint8Array((await (f as LazyFile).make()) as Uint8Array)),
  );
  assert.equal(made, [bytes, css]);
  assert.is(bundles, 3, 'bundled again for its bytes, in another order');
});

test.after(removeTemporaryFolders);
test.run();
