// One entry of the translator's error catalogue, and a maker per kind, for the files of this folder.
import type { TranslatorErrorKind } from '../types.ts';

/** How a code is reported: its kind, and message and hint templates with `{name}` slots. */
export interface Entry {
  kind: TranslatorErrorKind;
  message: string;
  hint: string;
}

/** An `unsupported` entry; its hint may be empty, as RPC_ADVICE follows it. */
export const u = (message: string, hint = ''): Entry => ({ kind: 'unsupported', message, hint });
/** A `not-implemented` entry. */
export const n = (message: string, hint: string): Entry => ({ kind: 'not-implemented', message, hint });
/** A `render` entry. */
export const r = (message: string, hint: string): Entry => ({ kind: 'render', message, hint });
/** A `parse` entry. */
export const p = (message: string, hint: string): Entry => ({ kind: 'parse', message, hint });
