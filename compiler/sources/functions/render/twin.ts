import type { ListItem } from 'mdast';
import type { FlowContent } from '../../../tags/definition.ts';
import { example, facts, inlineCode, item, list, prose, sentence, titled } from '../../twin-mdast.ts';
import type { FunctionParam, FunctionSection } from '../section.ts';

/** A client-library function as markdown: description, parameters, notes, then examples with their data. */
export function functionTwin(section: FunctionSection, _document: unknown, depth: number): FlowContent[] {
  return [
    ...prose(section.description),
    ...titled(depth, 'Parameters', list(section.params.map(paramItem))),
    ...titled(depth, 'Notes', prose(section.notes)),
    ...titled(
      depth,
      'Examples',
      section.examples.flatMap((shown) =>
        example(depth + 1, shown, [
          ...(shown.data ? [shown.data.sql] : []),
          shown.code,
          ...(shown.response ? [shown.response] : []),
        ]),
      ),
    ),
  ];
}

function paramItem(param: FunctionParam): ListItem {
  return item(
    sentence([[inlineCode(param.name)], facts(param.type, param.required)]),
    prose(param.description),
    [],
    list((param.params ?? []).map(paramItem)),
  );
}
