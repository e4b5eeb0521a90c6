// Postgres array literals ('{a,"b c"}'): PostgREST takes them as the value of
// cs/cd/ov and of quantified operators (like(any)), and #> paths use them.

/** Writes one element, quoting it when Postgres would otherwise misread it. */
export function arrayElement(text: string): string {
  const needsQuotes = text === '' || /[{}",\\\s]/.test(text) || /^null$/i.test(text);
  return needsQuotes ? `"${text.replace(/[\\"]/g, '\\$&')}"` : text;
}

/** Writes a one-dimensional array literal from element texts (`null` for NULL). */
export function arrayLiteral(elements: (string | null)[]): string {
  return `{${elements.map((element) => (element === null ? 'NULL' : arrayElement(element))).join(',')}}`;
}

/** Reads a one-dimensional array literal of non-null elements; undefined if it is anything else. */
export function parseArrayLiteral(literal: string): string[] | undefined {
  const text = literal.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  const body = text.slice(1, -1);
  const elements: string[] = [];
  let index = 0;
  const skipSpace = () => {
    while (index < body.length && /\s/.test(body[index])) index++;
  };
  skipSpace();
  if (index === body.length) return elements;
  for (;;) {
    skipSpace();
    let element = '';
    if (body[index] === '"') {
      index++;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === '\\') index++;
        element += body[index] ?? '';
        index++;
      }
      if (body[index] !== '"') return undefined;
      index++;
    } else {
      const start = index;
      while (index < body.length && body[index] !== ',') {
        if ('{}"\\'.includes(body[index])) return undefined;
        index++;
      }
      element = body.slice(start, index).trim();
      if (element === '' || /^null$/i.test(element)) return undefined;
    }
    elements.push(element);
    skipSpace();
    if (index === body.length) return elements;
    if (body[index] !== ',') return undefined;
    index++;
  }
}
