// Constants written with a type (`timestamp '2024-01-01 12:00'`, `'1 day'::interval`).
// PostgREST sends every value as text, and Postgres reads that text as the
// column's type, so the type the SQL named is dropped. That gives the same value
// when the column has the literal's type, which the translation assumes. Texts
// a neighbouring type would read differently (a time of day against a date
// column, an offset against a column with or without a time zone) are kept, with
// a warning that names the assumption.

const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const TIME = String.raw`\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?`;
const ZONE = String.raw`Z|[+-]\d{2}(?::?\d{2})?`;

/** How a type's texts look: the groups are the time of day and the zone, where the type has them. */
const SHAPES: Record<string, RegExp> = {
  date: new RegExp(`^${DATE}$`),
  timestamp: new RegExp(`^${DATE}(?:[ T](${TIME})(${ZONE})?)?$`, 'i'),
  timestamptz: new RegExp(`^${DATE}(?:[ T](${TIME})(${ZONE})?)?$`, 'i'),
  time: new RegExp(`^(${TIME})(${ZONE})?$`, 'i'),
  timetz: new RegExp(`^(${TIME})(${ZONE})?$`, 'i'),
  // Interval, uuid and boolean texts mean the same to the only column types they compare with.
  interval: /\S/,
  uuid: /^\{?[\da-f]{8}(?:-?[\da-f]{4}){3}-?[\da-f]{12}\}?$/i,
  boolean: /^\s*(?:t|tr|tru|true|y|ye|yes|on|1|f|fa|fal|fals|false|n|no|of|off|0)\s*$/i,
};

/** True when a constant of `type` written as `text` can be sent as that text. */
export function isTypedText(type: string, text: string): boolean {
  return SHAPES[type]?.test(text) ?? false;
}

const MIDNIGHT = /^00:00(?::00(?:\.0+)?)?$/;
const WITH_ZONE = new Set(['timestamptz', 'timetz']);

/**
 * Why a column of a neighbouring type would read a typed literal's text differently
 * from the SQL, or undefined when none would.
 */
export function neighbourReading(type: string, text: string): string | undefined {
  const [, time, zone] = SHAPES[type]?.exec(text) ?? [];
  if (zone !== undefined)
    return WITH_ZONE.has(type)
      ? 'a column without a time zone would ignore the offset'
      : `a column with a time zone would apply the offset, which ${type} ignores`;
  if (type.startsWith('timestamp') && time !== undefined && !MIDNIGHT.test(time))
    return 'a date column would keep only the date';
  return undefined;
}
