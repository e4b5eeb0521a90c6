import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../compiler/index.ts';
import type { Document } from '../../compiler/types.ts';
import { startOgDrawing } from '../../renderer/server/og-drawing.ts';
import { ogImageId, ogSalt } from '../../renderer/server/og-id.ts';
import { documentCards, ogCards, siteCards } from '../../renderer/server/og-image.ts';
import type { OutputReuse } from '../../renderer/server/output-reuse.ts';
import { fixtureProject } from '../helpers/fixtures.ts';

test('compile() hands over every Document as it is compiled: their cards and the site cards are every card of the site', async () => {
  const project = fixtureProject('guides', 'valid');
  try {
    const handed: Document[] = [];
    const result = await compile(project.specs, project.guides, { onDocument: (document) => handed.push(document) });
    const compiled = result.compiled!;
    assert.equal(handed.map((d) => d.id).sort(), compiled.documents.map((d) => d.id).sort());
    const early = [...siteCards(compiled.site), ...handed.flatMap(documentCards)];
    assert.equal(
      early.map((c) => c.route).sort(),
      ogCards(compiled)
        .map((c) => c.route)
        .sort(),
    );
  } finally {
    rmSync(project.root, { recursive: true, force: true });
  }
});

test('cards handed over in batches are all drawn, by as many workers as they call for; none at all finishes at once', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
  const out = mkdtempSync(join(tmpdir(), 'og-out-'));
  try {
    const cards = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ route: `/p${from + i}/`, title: `Page ${from + i}`, subtitle: 's' }));
    const drawer = startOgDrawing(out, cache, 2);
    drawer.add(cards(0, 3), 'Docs');
    drawer.add([], 'Docs');
    drawer.add(cards(3, 2), 'Docs');
    await drawer.finish();
    assert.equal(readdirSync(join(out, 'og')).sort(), ['p0.png', 'p1.png', 'p2.png', 'p3.png', 'p4.png']);
    await startOgDrawing(out, cache).finish();
  } finally {
    rmSync(cache, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test('a card whose image the folder already holds, from the same card, is kept there: no worker draws, links or writes it', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
  const out = mkdtempSync(join(tmpdir(), 'og-out-'));
  try {
    const cards = ['kept', 'changed'].map((name) => ({ route: `/${name}/`, title: name, subtitle: 's' }));
    const salt = ogSalt();
    // The folder holds /og/kept.png as drawn from this very card; /og/changed.png from an older title.
    const held = new Map([
      ['/og/kept.png', ogImageId(salt, 'Docs', cards[0])],
      ['/og/changed.png', ogImageId(salt, 'Docs', { ...cards[1], title: 'older' })],
    ]);
    const noted: [string, string, boolean][] = [];
    const reuse: OutputReuse = {
      kept: (route, id) => held.get(route) === id,
      earlier: () => undefined,
      candidate: () => undefined,
      folderKey: () => undefined,
      earlierFolder: () => undefined,
      note: (route, id, linked) => void noted.push([route, id, linked]),
      noteFolder: () => {},
    };
    const drawer = startOgDrawing(out, cache, 1, reuse);
    drawer.add(cards, 'Docs');
    await drawer.finish();
    assert.equal(readdirSync(join(out, 'og')), ['changed.png'], 'the kept image is not written again');
    assert.equal(readdirSync(cache).length, 1, 'one image drawn');
    assert.equal(noted.map(([route, , linked]) => [route, linked]).sort(), [
      ['/og/changed.png', false],
      ['/og/kept.png', true],
    ]);
    // When every image is kept, nothing is drawn at all.
    const again = startOgDrawing(join(out, 'again'), join(cache, 'again'), 1, { ...reuse, kept: () => true });
    again.add(cards, 'Docs');
    await again.finish();
    assert.not.ok(existsSync(join(out, 'again')), 'no image written');
    assert.not.ok(existsSync(join(cache, 'again')), 'none drawn');
  } finally {
    rmSync(cache, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test('a stopped drawer starts nothing for cards handed over after, and does not finish', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
  const out = mkdtempSync(join(tmpdir(), 'og-out-'));
  try {
    const drawer = startOgDrawing(out, cache, 2);
    await drawer.stop();
    drawer.add([{ route: '/late/', title: 'Late', subtitle: 's' }], 'Docs');
    await drawer.finish().then(
      () => assert.unreachable('a stopped drawing does not finish'),
      (error: Error) => assert.match(error.message, /stopped/),
    );
    assert.equal(readdirSync(out), []);
    assert.equal(readdirSync(cache), []);
  } finally {
    rmSync(cache, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test.run();
