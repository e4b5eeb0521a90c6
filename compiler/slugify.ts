/**
 * Turn heading text into an anchor id: lowercase, strip everything but letters,
 * digits, spaces and hyphens, then spaces to hyphens.
 * @example slugify('Push a migration!') // 'push-a-migration'
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replace(/ +/g, '-');
}

/** A trailing `[#custom-id]` marker in heading text. */
const MARKER = /\s*\[#([A-Za-z0-9_-]+)\]\s*$/;

/** Split a trailing `[#custom-id]` marker off heading text. */
export function headingAnchor(text: string): { text: string; id: string } {
  const marker = MARKER.exec(text);
  if (marker) return { text: text.slice(0, marker.index), id: marker[1] };
  return { text, id: slugify(text) };
}

/**
 * The anchors of one page's headings, given in order, as GitHub and Starlight make them: a heading
 * whose anchor is taken gets `-1`, `-2`… after it, skipping ids already taken (`example`,
 * `example-1`, `example-2`). An explicit `[#id]` is kept as written, so that a link to it holds;
 * one that repeats another anchor is the caller's error to report.
 */
export function headingAnchors(): (text: string) => string {
  // The next number to try after each anchor; a Map, so that `constructor` is an anchor like any other.
  const taken = new Map<string, number>();
  return (text) => {
    const { id: wanted } = headingAnchor(text);
    if (MARKER.test(text)) {
      if (!taken.has(wanted)) taken.set(wanted, 1);
      return wanted;
    }
    let id = wanted;
    while (taken.has(id)) {
      const next = taken.get(wanted)!;
      taken.set(wanted, next + 1);
      id = `${wanted}-${next}`;
    }
    taken.set(id, 1);
    return id;
  };
}
