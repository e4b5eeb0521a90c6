import { markupToText } from '../../../../compiler/markdown-text.ts';
import type { SearchPart } from '../../../../renderer/components/sections/render-kind.ts';
import { exampleParts, lines } from '../../../../renderer/components/sections/search-parts.ts';
import type { FunctionParam, FunctionSection } from '../section.ts';

/** A function: its description and notes, its parameters, then each example. */
export function functionSearch(section: FunctionSection): SearchPart[] {
  const params: SearchPart[] = section.params.length
    ? [{ place: { id: `${section.id}-parameters`, title: 'Parameters' }, text: lines(section.params.map(paramText)) }]
    : [];
  return [
    { text: lines([markupToText(section.description), markupToText(section.notes)]) },
    ...params,
    ...exampleParts(section),
  ];
}

function paramText(param: FunctionParam): string {
  return lines([
    `${param.name} (${param.type}${param.required ? ', required' : ''}) ${markupToText(param.description)}`,
    ...(param.params ?? []).map(paramText),
  ]);
}
