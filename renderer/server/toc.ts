import type { TocEntry } from '../components/layout/table-of-contents.tsx';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/**
 * The headings of rendered HTML at `levels` (e.g. `['h2', 'h3']`) that carry an id,
 * as "On this page" entries; each later level is indented one step.
 */
export function tocEntries(html: string, levels: string[]): TocEntry[] {
  return [...html.matchAll(/<(h[1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)]
    .filter(([, tag]) => levels.includes(tag))
    .map(([, tag, id, inner]) => ({
      id,
      label: inner.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]),
      depth: levels.indexOf(tag),
    }));
}
