import type { DiagnosticEntry } from '../model/diagnostic.ts';

/** The diagnostics of reading and parsing files. */
export const readDiagnostics = {
  'read-missing': {
    severity: 'error',
    message: '{name} does not exist.',
    hint: 'Check the name and where the {kind} is: paths in site.yaml are relative to the specs folder, --specs and --guides to the current folder.',
    explain:
      'A file or folder the spec set needs is not there (site.yaml, sections.yaml, the --specs or --guides folder).',
  },
  'read-not-a-file': {
    severity: 'error',
    message: '{name} is a folder, but a file is expected here.',
    hint: 'Rename the folder, or move its contents into a file of that name.',
    explain: 'A folder stands where the spec set reads a file.',
  },
  'read-not-a-folder': {
    severity: 'error',
    message: '{name} is a file, but a folder is expected here.',
    hint: 'Put a folder here: --specs, --guides and the commands/ of a CLI spec name folders.',
    explain: 'A file stands where the spec set reads a folder.',
  },
  'read-broken-link': {
    severity: 'error',
    message: "{name} is a symbolic link to '{target}', which does not exist.",
    hint: 'Point the link at an existing file, or delete it.',
    explain: 'A symbolic link among the specs or guides points nowhere.',
  },
  'read-failed': {
    severity: 'error',
    message: '{name} could not be read: {reason}.',
    hint: 'Check that the file is readable and that symbolic links do not point at each other.',
    explain: 'The operating system refused to read a file (permissions, a loop of symbolic links).',
  },
  'read-not-regular': {
    severity: 'error',
    message: '{name} is {type}, not a regular file; it is not read.',
    hint: 'Replace it with an ordinary file holding the text, or remove it.',
    explain:
      'A named pipe, socket or device stands where the spec set reads a file; reading it could wait for ever, so it is refused at once.',
  },
  'read-outside': {
    severity: 'error',
    message: '{name} leads outside the {folder} folder; it is not read.',
    hint: 'The build reads only files inside the {folder} folder: copy the file in, or point the symbolic link or path at one inside it.',
    explain:
      'A symbolic link (to a file, or a folder on the way) or a path in site.yaml leads out of the specs or guides folder; following it could publish any file of the machine that builds the site.',
  },
  'read-invalid-utf8': {
    severity: 'error',
    message: '{name} is not valid UTF-8: the byte {byte} here starts no character.',
    hint: 'Save the file as UTF-8; the text before this point is fine.',
    explain: 'A file holds bytes that are not UTF-8 (often a file saved as Latin-1); they would silently become �.',
  },
  'yaml-syntax': {
    severity: 'error',
    message: '{message}',
    hint: 'Check the indentation and quoting around this line; YAML needs spaces, not tabs, and a space after each colon.',
    explain: 'A file is not valid YAML (or JSON); nothing in it is checked until it parses.',
  },
  'yaml-duplicate-key': {
    severity: 'error',
    message: '{message}',
    hint: 'Each key may appear once in a mapping; remove or rename one of them.',
    explain: 'A key appears twice in one mapping; YAML would keep only one of the values.',
  },
  'yaml-warning': {
    severity: 'warning',
    message: '{message}',
    hint: 'YAML accepts this, but it is probably not what you meant; check the value.',
    explain: 'The YAML parser accepted something it warns about (an unknown tag, for example).',
  },
  'yaml-too-many-aliases': {
    severity: 'error',
    message: 'The file uses aliases (*name) so often that reading it would expand it without bound.',
    hint: 'Write the repeated values out, or alias fewer times; a spec does not need more than a hundred aliases.',
    explain: 'A YAML file expands through nested aliases (an "alias bomb"); reading stops before it exhausts memory.',
  },
  'yaml-too-deep': {
    severity: 'error',
    message: 'Lists and mappings are nested more than {limit} levels deep here.',
    hint: 'Flatten the structure; a spec never needs more than a few levels, and a $ref can name a shared schema.',
    explain:
      'A YAML or JSON file nests lists and mappings deeper than 64 levels, which would overflow the parser and every step after it.',
  },
  'yaml-too-many-keys': {
    severity: 'error',
    message: 'The mapping holding this key has {count} keys; at most {limit} are allowed in one mapping.',
    hint: 'Split it into several files or mappings; a spec never needs this many keys in one place.',
    explain:
      'A mapping of a YAML or JSON file with more than 5,000 keys; checking and reporting it would take minutes.',
  },
  'yaml-alias-cycle': {
    severity: 'error',
    message: 'The alias *{name} stands inside the value it names, so the value would contain itself.',
    hint: 'Write the value out, or alias a value this one does not contain.',
    explain: 'A YAML alias refers to a value that contains it (a: &s [*s]); the data would be endless.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
