import { part } from '../../../../renderer/components/sections/part-heading.ts';
import type { OperationSection, ParameterLocation } from '../section.ts';

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

/** Every part heading of an operation, in order. */
export const operationHeadings = (section: OperationSection) => {
  const parts = operationParts(section);
  return [...parts.parameters.map((group) => group.heading), parts.body, parts.responses];
};
