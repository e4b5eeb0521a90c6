import type { FlowContent } from '../../../tags/definition.ts';
import { facts, fence, inlineCode, item, list, paragraph, prose, sentence, text, titled } from '../../twin-mdast.ts';
import type { MediaTypeView, OperationParameter, OperationSection } from '../section.ts';
import { objectOf, typeLabel } from './type-label.ts';

/** An API operation as markdown: method and path, description, parameters by location, request body, responses. */
export function operationTwin(section: OperationSection, _document: unknown, depth: number): FlowContent[] {
  return [
    ...paragraph([
      inlineCode(`${section.method} ${section.fullPath}`),
      ...(section.deprecated ? [text(' (deprecated)')] : []),
    ]),
    ...prose(section.description),
    ...section.parameters.flatMap((group) =>
      titled(
        depth,
        `${group.in.charAt(0).toUpperCase()}${group.in.slice(1)} parameters`,
        list(group.parameters.map(parameterItem)),
      ),
    ),
    ...(section.requestBody
      ? titled(depth, 'Request body', [
          ...prose(section.requestBody.description),
          ...section.requestBody.content.flatMap(media),
        ])
      : []),
    ...titled(depth, 'Responses', responses(section)),
  ];
}

function parameterItem(p: OperationParameter) {
  return item(
    sentence([[inlineCode(p.name)], facts(typeLabel(p.schema), p.required, p.deprecated)]),
    prose(p.description),
  );
}

/** Each response a list item, its media types and their fields within it (not beside it, where they would read as the next status). */
function responses(section: OperationSection): FlowContent[] {
  return list(
    section.responses.map((response) =>
      item([inlineCode(response.status)], prose(response.description), [], response.content.flatMap(media)),
    ),
  );
}

/** A media type: its name, the fields of its schema's object, and its example. */
function media(view: MediaTypeView): FlowContent[] {
  const properties = (view.schema && objectOf(view.schema))?.properties ?? [];
  return [
    ...paragraph([inlineCode(view.mediaType)]),
    ...list(
      properties.map((p) =>
        item(
          sentence([[inlineCode(p.name)], facts(typeLabel(p.schema), p.required)]),
          p.schema.description ? prose(p.schema.description) : [],
        ),
      ),
    ),
    ...(view.example ? [fence(view.example)] : []),
  ];
}
