import type { Code, Example, Markup, SectionBase } from '../../types.ts';

export interface AcceptedValue {
  id: string;
  name: string;
}

/** A command-line flag as a reader sees it, inheritance already resolved. */
export interface Flag {
  id: string;
  name: string;
  description: Markup;
  defaultValue: string;
  required: boolean;
  acceptedValues: AcceptedValue[];
  /** Set when an ancestor command defines the flag: the command (section id and title) the reader learns it from. */
  inheritedFrom?: { id: string; title: string };
}

export interface Link {
  name: string;
  link: string;
}

/** A CLI command as a reader sees it: what its page shows, flags inherited already. */
export interface CliCommandSection extends SectionBase {
  kind: 'cli-command';
  description: Markup;
  usage?: Code;
  subcommands: { id: string; title: string; summary: string }[];
  flags: Flag[];
  examples: Example[];
  links: Link[];
}
