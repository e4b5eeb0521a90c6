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

/** Split a trailing `[#custom-id]` marker off heading text. */
export function headingAnchor(text: string): { text: string; id: string } {
  const marker = /\s*\[#([A-Za-z0-9_-]+)\]\s*$/.exec(text);
  if (marker) return { text: text.slice(0, marker.index), id: marker[1] };
  return { text, id: slugify(text) };
}
