import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Nodes } from 'mdast';
import { markdownParser } from '../../../compiler/markdown.ts';
import { boundsProblem, MAX_HEADING, MAX_NESTING } from '../../../compiler/markdown-bounds.ts';
import { exactProblem, neutralize } from '../../../compiler/markdown-neutral.ts';
import { seeded } from '../../helpers/random.ts';

/** Lines a generator strings together: every block construct, in containers and out, with emphasis and brackets where they could shape blocks. */
const pieces = [
  'text *a* [b](c) `d` ~e~',
  'snake_case **strong** ![i](j)',
  '*starts with emphasis*',
  '_also_',
  '[a]: /b',
  '[^n]: a note',
  '    [^n]: indented',
  '[^n] call',
  '- [ ] task',
  '* item',
  '+ item',
  '  * nested',
  '1. ordered',
  '2) second',
  '-',
  '*',
  '',
  '',
  '> quote *q*',
  '>',
  '> > deep',
  '>     indented in quote',
  '    indented *x*',
  '      deeper [y]',
  '\tindented by a tab',
  '```',
  '~~~',
  '~~~ [info] *x*',
  '  ```js',
  '    ```',
  '> ```',
  '- ```',
  '```` more',
  '<div>',
  '<!-- comment',
  '-->',
  '<![CDATA[',
  ']]>',
  '<project-ref>',
  '| a | *b* |',
  '|---|---|',
  'a | b',
  '---',
  '***',
  '* * *',
  '_ _ _',
  '===',
  '# heading *h*',
  '  ## heading ##',
  ':::note',
  ':::note[Label *x*]',
  ':::tip{title="a]b"}',
  '::leaf[x]',
  ':::[x]',
  ':::',
  '::::tabs{group="g"}',
  '::::',
];

/** Every paragraph, heading and table cell: what the bounds measure. */
function chunks(text: string): [number, number][] {
  const found: [number, number][] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell')
      found.push([node.position!.start.offset!, node.position!.end.offset!]);
    else if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(markdownParser(text, true, false).parse(text));
  return found;
}

test('neutralizing keeps the length, and every line break where it was', () => {
  const text = '* a *b* [c]\n> _d_ ~e~\n';
  assert.is(neutralize(text).length, text.length);
  assert.is(neutralize(text), '* a ,b, ,c,\n> ,d, ,e,\n');
});

test('every paragraph, heading and table cell of a text lies inside one of its neutralized text (3,000 generated texts)', () => {
  const random = seeded(0x6e657574);
  for (let n = 0; n < 3000; n++) {
    const length = 1 + Math.floor(random() * 24);
    const text = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('\n');
    const neutral = chunks(neutralize(text));
    for (const [start, end] of chunks(text)) {
      const covered = neutral.some(([s, e]) => s <= start && end <= e);
      assert.ok(covered, `${JSON.stringify(text.slice(start, end))} of ${JSON.stringify(text)}`);
    }
  }
});

const deepBrackets = '['.repeat(40) + 'x' + ']'.repeat(40);
const deepEmphasis = `${'*a '.repeat(40)}b${' a*'.repeat(40)}`;
/** Pieces that are dangerous where the parser reads them as text, and harmless in code. */
const dangers = [
  deepBrackets,
  deepEmphasis,
  `${'~a '.repeat(40)}b${' a~'.repeat(40)}`,
  `| h | h | h |\n| - | - | - |\n| \`a | ${deepBrackets} | b\` |`,
  `\`${deepBrackets}\``,
  `<a href="\`">${deepBrackets} \``,
  `[a](x\`y) ${deepBrackets} \`z\``,
  `## ${'h'.repeat(MAX_HEADING + 1)}`,
  'w'.repeat(MAX_HEADING + 1),
  `${'> '.repeat(MAX_NESTING + 1)}x`,
  `${'- '.repeat(MAX_NESTING + 1)}x`,
];

test('the fast pass finds something wherever the exact pass finds a problem, so no problem goes unchecked (3,000 generated texts)', () => {
  const random = seeded(0x66617374);
  const parse = (text: string) => markdownParser(text, true, false).parse(text);
  const limits = { nesting: MAX_NESTING, heading: MAX_HEADING };
  const all = [...pieces, ...dangers, ...dangers];
  for (let n = 0; n < 3000; n++) {
    const length = 1 + Math.floor(random() * 12);
    const text = Array.from({ length }, () => all[Math.floor(random() * all.length)]).join('\n');
    if (exactProblem(text, parse(neutralize(text)), limits))
      assert.ok(boundsProblem(text, 1_000_000, parse), `missed in ${JSON.stringify(text)}`);
  }
});

test.run();
