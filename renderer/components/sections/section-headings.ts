import type {
  CliCommandSection,
  FunctionSection,
  MarkdownSection,
  OperationSection,
  PageHeading,
  ParameterLocation,
  Section,
} from '../../../compiler/types.ts';

/** The level of a part's heading in the whole reference: under its section's `<h2>` title. */
const PART_DEPTH = 3;

/** The heading of the part `name` of `section` when `shown`, else undefined. */
function part(section: { id: string }, name: string, text: string, shown: boolean): PageHeading | undefined {
  return shown ? { id: `${section.id}-${name}`, depth: PART_DEPTH, text } : undefined;
}

/** A CLI command's part headings, in the order it shows them; a part it lacks is undefined. */
export function cliCommandParts(section: CliCommandSection) {
  return {
    usage: part(section, 'usage', 'Usage', section.usage !== undefined),
    subcommands: part(section, 'subcommands', 'Available subcommands', section.subcommands.length > 0),
    flags: part(section, 'flags', 'Flags', section.flags.length > 0),
    examples: part(section, 'examples', 'Examples', section.examples.length > 0),
    links: part(section, 'links', 'Related guides', section.links.length > 0),
  };
}

/** A client-library function's part headings, in the order it shows them. */
export function functionParts(section: FunctionSection) {
  return {
    parameters: part(section, 'parameters', 'Parameters', section.params.length > 0),
    examples: part(section, 'examples', 'Examples', section.examples.length > 0),
  };
}

const parameterTitles: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** An API operation's part headings in the order it shows them: one per parameter location, the body, the responses. */
export function operationParts(section: OperationSection) {
  return {
    parameters: section.parameters.map((group) => ({
      in: group.in,
      heading: part(section, `${group.in}-parameters`, parameterTitles[group.in], true)!,
    })),
    body: part(section, 'body', 'Request body', section.requestBody !== undefined),
    responses: part(section, 'responses', 'Responses', section.responses.length > 0),
  };
}

/**
 * How many levels a markdown section's headings move down to sit under its title at `level` (an
 * `<h2>` in the whole reference): its shallowest heading goes to the level below, so an introduction
 * written with `##` shows `<h3>`s, the level of every other section's parts. Never up.
 */
export function markdownShift(section: MarkdownSection, level: 1 | 2): number {
  const shallowest = Math.min(...section.headings.map((heading) => heading.depth));
  return Math.max(0, level + 1 - shallowest);
}

const headingsOf: { [K in Section['kind']]: (section: Extract<Section, { kind: K }>) => (PageHeading | undefined)[] } =
  {
    markdown: (section) => {
      const shift = markdownShift(section, 2);
      return section.headings.map((heading) => ({ ...heading, depth: Math.min(6, heading.depth + shift) }));
    },
    'cli-command': (section) => Object.values(cliCommandParts(section)),
    function: (section) => Object.values(functionParts(section)),
    operation: (section) => {
      const parts = operationParts(section);
      return [...parts.parameters.map((group) => group.heading), parts.body, parts.responses];
    },
  };

/**
 * Every heading `section` shows below its title, in order: what its component renders and what
 * "On this page" lists. A part's depth is its level in the whole reference (3); a markdown
 * section's headings are placed under its title (`markdownShift`).
 */
export function sectionHeadings(section: Section): PageHeading[] {
  if (!Object.hasOwn(headingsOf, section.kind)) return [];
  const headings = (headingsOf[section.kind] as (section: Section) => (PageHeading | undefined)[])(section);
  return headings.filter((heading) => heading !== undefined);
}
