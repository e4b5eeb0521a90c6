// Numbers travel as decimal text so that no value is rounded on the way:
// PostgREST hands filter values to Postgres as text, and JSON bodies may
// carry any number of digits.
import { fail } from './errors.ts';

// Beyond this many digits of exponent the decimal expansion gets absurdly long.
const MAX_EXPONENT = 1000;

/**
 * Rewrites a Postgres numeric constant as plain decimal text with the same value and scale:
 * `1_000` → `1000`, `0x1F` → `31`, `.5` → `0.5`, `1.` → `1`, `1.5e3` → `1500`, `-0.0` → `0.0`.
 */
export function canonicalNumber(written: string, location?: number): string {
  const text = written.replace(/_/g, '');
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[-+]/, '');
  const radix = /^0[xob]/i.exec(unsigned);
  if (radix) return signed(negative, BigInt(unsigned.toLowerCase()).toString());

  const parts = /^(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(unsigned);
  if (!parts) return text; // not a shape Postgres produces; pass it through untouched
  const [, whole = '', fraction = '', exponentText] = parts;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) fail('number-range', { value: written }, location);

  // value = digits × 10^shift; Postgres keeps max(0, fraction digits − exponent) decimals.
  const digits = BigInt(whole + fraction || '0');
  const shift = exponent - fraction.length;
  let decimal: string;
  if (shift >= 0) {
    decimal = (digits * 10n ** BigInt(shift)).toString();
  } else {
    const scale = -shift;
    const padded = digits.toString().padStart(scale + 1, '0');
    decimal = `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`;
  }
  return signed(negative, decimal);
}

function signed(negative: boolean, decimal: string): string {
  // Postgres numbers have no negative zero.
  return negative && /[1-9]/.test(decimal) ? `-${decimal}` : decimal;
}

/** True when JavaScript's number type prints this decimal text back unchanged, so it survives JSON.stringify. */
export function isExactInJs(text: string): boolean {
  const value = Number(text);
  return Number.isFinite(value) && String(value) === text;
}

/** True for digits that fit a JavaScript safe integer. */
export function isSafeInteger(text: string): boolean {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text));
}

/** Compares two canonical decimal texts (see canonicalNumber) exactly: negative, zero or positive. */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const scaled = (text: string): bigint => {
    const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
    const value = BigInt(whole + fraction.padEnd(scale, '0'));
    return text.startsWith('-') ? -value : value;
  };
  const difference = scaled(a) - scaled(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Rounds a canonical decimal text to a whole number, halves away from zero, as Postgres casts numeric to bigint. */
export function roundDecimal(text: string): string {
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const magnitude = BigInt(whole) + (fraction >= '5' ? 1n : 0n);
  return signed(text.startsWith('-'), magnitude.toString());
}
