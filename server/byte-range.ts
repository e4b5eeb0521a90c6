/** A part of a file, from `start` to `end` inclusive, as a `Range` header counts. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks for in a file of `size` bytes; `'unsatisfiable'` when it
 * starts past the end; undefined to send the whole file: no header, several ranges, another unit, or
 * a range written backwards (a server may ignore any `Range` it does not serve).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '') {
    // A suffix: the last `last` bytes.
    if (last === '') return undefined;
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
