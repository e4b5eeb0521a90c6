import type { SearchPart } from '../../../../renderer/components/sections/render-kind.ts';
import type { OperationSection } from '../section.ts';

/**
 * An operation is short beside its schemas' words, so it is one part: its method and path as a
 * reader types them (the page shows the full URL, which search would read as one long word), then
 * the text of its twin. A match in it is revealed on the page.
 */
export function operationSearch(section: OperationSection, _document: unknown, twin: () => string): SearchPart[] {
  return [{ text: `${section.method} ${section.path}\n${twin()}` }];
}
