// Where markdown problems stand, apart from the compiler of markdown so that the tag definitions
// and the bounds checks it calls can name them without importing it back.
import type { DiagnosticCode } from './diagnostics.ts';
import type { Values } from './model/diagnostic.ts';

/** A position in the markdown text, 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A problem in markdown: a catalogue code with its values, where it stands in the text. */
export interface MarkdownProblem extends TextPosition {
  code: DiagnosticCode;
  values: Values;
}
