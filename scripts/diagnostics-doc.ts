// Writes docs/diagnostics.md from the catalogue: `node --import tsx scripts/diagnostics-doc.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, type DiagnosticEntry } from '../compiler/diagnostics.ts';

/** The path of the generated page. */
export const diagnosticsDocFile = fileURLToPath(new URL('../docs/diagnostics.md', import.meta.url));

/** docs/diagnostics.md: one table row per catalogue code, in code order. */
export function diagnosticsDoc(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = Object.entries(catalogue as Record<string, DiagnosticEntry>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, e]) => `| \`${code}\` | ${e.severity} | ${cell(e.explain)} | ${cell(e.hint)} |`);
  return [
    '# Diagnostics',
    '',
    '<!-- Generated from compiler/diagnostics.ts by scripts/diagnostics-doc.ts; do not edit by hand. -->',
    '',
    '`docs-lint` and `docs-build` print each problem as `file:line:col severity code message`,',
    'then its hint. An error stops the build; a warning does not. `{name}` in a hint stands for a',
    'value from the file (cut to 80 characters when longer); `{hint}` is the hint of the field that',
    "failed, from the `x-hint` of that field's schema in `compiler/schemas/`.",
    '',
    "The severity below is each code's default. `specs/site.yaml` changes it per code, for the whole",
    'site (`diagnostics: { <code>: off | warning | error }` at the top level) or for what one reference',
    "reports (the same under that reference's entry, over the site's setting). Any code may be raised to",
    '`error`; a code that is a warning by default may be turned `off`. A code that is an error by default',
    'cannot be lowered: it marks input that cannot be built as written (unreadable, unparsable, invalid,',
    'unsafe or colliding), and setting it lower is the error `site-locked-diagnostic`.',
    '',
    '| code | severity | when | hint |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  writeFileSync(diagnosticsDocFile, diagnosticsDoc());
