/** The CLI spec as written in `specs/cli/*.yaml`: the input of the `cli` source kind. */
import type { Link } from './section.ts';

export interface CliFlagSpec {
  id: string;
  name?: string;
  description?: string;
  default_value?: string;
  required?: boolean;
  accepted_values?: { id: string; name: string; type?: string }[];
  inherit?: boolean;
}

export interface CliCommandSpec {
  id: string;
  title: string;
  summary: string;
  description: string;
  tags: string[];
  links: Link[];
  usage: string | null;
  subcommands: string[];
  flags: CliFlagSpec[];
  examples: { id: string; name: string; code: string; response?: string; description?: string }[];
}

export interface CliInfoSpec {
  id: string;
  version: string;
  title: string;
  language: string;
  source: string;
  bugs: string;
  spec: string;
  description: string;
  tags: { id: string; title: string }[];
}
