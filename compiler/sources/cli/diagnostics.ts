import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The diagnostics of the `cli` source kind; spread into the catalogue in `compiler/diagnostics.ts`. */
export const cliDiagnostics = {
  'cli-missing-file': {
    severity: 'error',
    message: 'The CLI spec folder has no cli.yaml.',
    hint: 'A CLI spec folder holds cli.yaml (info and global flags), sections.yaml and commands/*.yaml.',
    explain: 'A reference of kind cli names a folder without cli.yaml.',
  },
  'cli-duplicate-command': {
    severity: 'error',
    message: "The command id '{id}' is used twice.",
    hint: 'It is first defined at {first}. Rename one of them or merge the two entries.',
    explain: 'Two commands share an id; ids are slugs and anchors, so each must be unique across commands/.',
  },
  'cli-duplicate-id': {
    severity: 'error',
    message: "The {what} '{id}' appears twice in {owner}.",
    hint: 'Ids must be unique within their list; remove or rename one.',
    explain: 'Two flags, examples or accepted values of one list share an id.',
  },
  'cli-unknown-subcommand': {
    severity: 'error',
    message: "Command '{command}' lists the subcommand '{child}', but no command has that id.",
    hint: "Define a command with id '{child}' in commands/, or remove it from the list.",
    explain: 'A subcommands entry names no command (checked only when every file could be read).',
  },
  'cli-duplicate-parent': {
    severity: 'error',
    message: "The command '{child}' is a subcommand of both '{first}' and '{second}'.",
    hint: 'A command has one parent; remove it from one of the two lists.',
    explain: 'A command is listed as a subcommand of two groups; the sidebar is a tree.',
  },
  'cli-subcommand-cycle': {
    severity: 'error',
    message: "Command '{command}' lists '{child}' as a subcommand, which makes a cycle: {cycle}.",
    hint: 'A command cannot be its own ancestor; remove one entry of the cycle.',
    explain:
      'A command is listed among its own subcommands, directly or through others; it would have no place in the tree.',
  },
  'cli-unknown-tag': {
    severity: 'error',
    message: "Command '{command}' has the tag '{tag}', which info.tags does not define.",
    hint: 'Use one of: {tags}.',
    explain: 'A command names a tag that cli.yaml does not define.',
  },
  'cli-missing-tag': {
    severity: 'error',
    message: "The top-level command '{command}' has no tag, so it belongs to no sidebar group.",
    hint: 'Add one of: {tags}.',
    explain: 'A top-level command needs a tag: its first tag picks its sidebar group.',
  },
  'cli-missing-example': {
    severity: 'warning',
    message: "Command '{command}' has no example.",
    hint: 'Add at least one complete command a reader can run as written.',
    explain: 'A command without an example; readers copy examples more than they read prose.',
  },
  'cli-inherit-missing': {
    severity: 'error',
    message: "Flag '{flag}' of '{command}' is inherited, but {reason}.",
    hint: 'Define the flag on the parent command group, or write it out in full here.',
    explain: 'A flag written as `{ id, inherit: true }` names a flag no ancestor defines.',
  },
  'cli-default-not-accepted': {
    severity: 'error',
    message: "The default '{value}' of flag '{flag}' ({owner}) is not one of its accepted values.",
    hint: 'Use one of: {accepted}, or "" for no default.',
    explain: "A flag's default_value is not among its accepted_values.",
  },
  'cli-missing-entry': {
    severity: 'warning',
    message: "The section '{id}' names no command in the spec; it is left out of the reference.",
    hint: 'Fix the id, or add the command to commands/.',
    explain: 'sections.yaml lists an id that no command has.',
  },
  'cli-nested-entry': {
    severity: 'warning',
    message: "The section '{id}' is a subcommand of '{parent}'; it is listed under its parent already.",
    hint: 'List only top-level commands here.',
    explain: 'sections.yaml lists a subcommand; subcommands follow their parent.',
  },
  'cli-unlisted-command': {
    severity: 'warning',
    message: "The top-level command '{command}' is not listed in sections.yaml; it goes at the end of its group.",
    hint: "Add '- {command}' to sections.yaml where a reader should meet it.",
    explain: 'A top-level command is missing from sections.yaml, so its place in the reading order is a guess.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
