import type { Document, ReferenceEntry } from './types.ts';

/**
 * An older version points at its latest: the latest's route and the slugs it has, so a section can
 * link to its newer self. Every version of a reference that has several lists them all, the latest
 * first, then the older ones in site.yaml's order: its version switcher.
 */
export function linkVersions(entries: ReferenceEntry[], documents: Document[]): void {
  const byId = new Map(documents.map((d) => [d.id, d]));
  for (const entry of entries) {
    const older = byId.get(entry.id);
    const latest = entry.latest && byId.get(entry.latest);
    if (older && latest) older.latest = { route: latest.route, slugs: Object.keys(latest.anchors) };
  }
  for (const entry of entries) {
    if (entry.latest !== undefined) continue;
    const family = [entry, ...entries.filter((e) => e.latest === entry.id)].flatMap((e) => byId.get(e.id) ?? []);
    if (family.length < 2) continue;
    const versions = family.map((d) => ({ version: d.version ?? d.id, route: d.route, slugs: Object.keys(d.anchors) }));
    for (const document of family) document.versions = versions;
  }
}
