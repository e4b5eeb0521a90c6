import type { Element } from 'hast';
import { highlightTree } from '../highlight.ts';
import { defineTag } from './definition.ts';

/**
 * A code fence, highlighted at build time: `<code-block lang code>` whose `code` is the plain text
 * (for copying, and for the twin) and whose children are the highlighted tokens. As markdown it is a
 * fence again, longer than any run of backticks inside, its language kept (`text` is none).
 */
export const codeBlock = defineTag({
  tag: 'code-block',
  shown: ['code'],
  toHast: {
    code(_state, node): Element {
      const lang = node.lang ?? 'text';
      const tokens = highlightTree(node.value, lang).children as Element['children'];
      return { type: 'element', tagName: 'code-block', properties: { lang, code: node.value }, children: tokens };
    },
  },
  toMdast(element) {
    const lang = element.attrs?.lang;
    return [{ type: 'code', lang: lang && lang !== 'text' ? lang : null, value: element.attrs?.code ?? '' }];
  },
});
