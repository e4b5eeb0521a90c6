import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The fence languages a guide may name, listed in the hint of an unknown one; each is highlighted (`compiler/highlight.ts`). */
export const GUIDE_LANGUAGES = [
  'sql',
  'js',
  'ts',
  'tsx',
  'jsx',
  'bash',
  'sh',
  'json',
  'toml',
  'yaml',
  'python',
  'html',
  'css',
  'dart',
  'kotlin',
  'swift',
  'go',
  'ruby',
  'dockerfile',
  'diff',
  'http',
  'text',
] as const;

/** The diagnostics of guides; spread into the catalogue in `compiler/diagnostics.ts`. */
export const guideDiagnostics = {
  'guide-missing-frontmatter': {
    severity: 'error',
    message: 'A guide starts with frontmatter: a block between --- lines that names its title and description.',
    hint: 'Begin the file with ---, then title: and description: lines, then ---.',
    explain: 'A guide does not begin with a `---` frontmatter block, so it has no title or description.',
  },
  'guide-unclosed-frontmatter': {
    severity: 'error',
    message: 'The frontmatter opened here is never closed.',
    hint: 'End the frontmatter with a line of three hyphens, ---, before the guide text.',
    explain: 'A guide opens its frontmatter with `---` but no later line closes it.',
  },
  'guide-title-heading': {
    severity: 'warning',
    message: 'A guide has its title in the frontmatter; this # heading adds a second title.',
    hint: 'Remove the line (the frontmatter title is the <h1>), or make it a ## heading.',
    explain: 'A level-1 heading in a guide: the page already shows the frontmatter title as its one <h1>.',
  },
  'guide-duplicate-heading': {
    severity: 'error',
    message: "The heading anchor '#{id}' is already used on line {first}.",
    hint: "Choose another id for this heading's [#id] marker, or remove the marker and the heading gets an anchor of its own.",
    explain:
      "A heading's explicit [#id] names an anchor another heading of the guide already has, so links could reach only one of them (repeated headings without a marker are told apart by -1, -2…).",
  },
  'guide-unknown-section': {
    severity: 'error',
    message: "The folder '{folder}' is no section of guides/nav.yaml.",
    hint: '{suggestion}Sections are: {sections}. Add the folder to guides/nav.yaml, or move the guide.',
    explain:
      'A guide lies in a folder guides/nav.yaml does not list (a guide right in guides/ has no section), so the sidebar has no place for it.',
  },
  'guide-duplicate-section': {
    severity: 'error',
    message: "The folder '{folder}' is listed twice; first on line {first}.",
    hint: 'List each folder once.',
    explain: 'guides/nav.yaml names a folder twice, so the sidebar would show its guides twice.',
  },
  'guide-unknown-language': {
    severity: 'warning',
    message: "Code fences of the language '{lang}' are not highlighted.",
    hint: `{suggestion}Languages highlighted: ${GUIDE_LANGUAGES.join(', ')}.`,
    explain:
      'A code fence names a language the build does not highlight (or names none); the code is shown as plain text.',
  },
  'guide-link-outside': {
    severity: 'warning',
    message: '{name} is a symbolic link that leads outside the guides folder; it is not read.',
    hint: 'Copy the guide into the guides folder, or point the link at a guide inside it.',
    explain:
      'A symbolic link under guides/ (to a guide or a folder) leads outside it; following it could publish any file of the machine that builds the site.',
  },
  'guide-unsafe-name': {
    severity: 'error',
    message:
      "The name '{segment}' holds {characters}, which a web address cannot carry as written; the guide is not built.",
    hint: "Rename it '{suggestion}': a guide's path is its address, so use letters, digits, '-', '_', '.' or '~'.",
    explain:
      "A guide's file or folder name holds a character such as '?', '#', '%' or a space; its route would break the menus, links and the sitemap.",
  },
} as const satisfies Record<string, DiagnosticEntry>;
