import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { useMarkdownMemo, type MarkdownMemo } from '../../../compiler/markdown-memo.ts';

/** A memo in memory that counts what was stored. */
function memoInMemory(): MarkdownMemo & { stored: number } {
  const values = new Map<string, string>();
  return {
    stored: 0,
    get: (key) => values.get(key),
    set(key, value) {
      this.stored++;
      values.set(key, value);
    },
  };
}

const text = 'See [the flags](#flags) and [the guide](/guides/x/).\n\n```sh\ndemo up\n```\n';

test('a stored compilation is taken while resolveLink maps each link as it did, and compiled again when it does not', () => {
  const memo = memoInMemory();
  useMarkdownMemo(memo);
  try {
    const toPage = { resolveLink: (href: string) => (href === '#flags' ? '/reference/demo/flags/' : href) };
    const first = compileMarkdown(text, toPage);
    assert.is(memo.stored, 1);
    const again = compileMarkdown(text, toPage);
    assert.is(memo.stored, 1);
    assert.equal(again, JSON.parse(JSON.stringify(first)));
    // Not the same object: a caller that changes its result changes no other's.
    assert.is.not(again, compileMarkdown(text, toPage));
    const elsewhere = compileMarkdown(text, { resolveLink: (href) => href });
    assert.is(memo.stored, 2);
    assert.match(JSON.stringify(elsewhere.markup), '"#flags"');
    assert.not.match(JSON.stringify(elsewhere.markup), '/reference/demo/flags/');
    // Other options are another compilation: inline directives read differently.
    compileMarkdown(text, { ...toPage, directives: true });
    assert.is(memo.stored, 3);
  } finally {
    useMarkdownMemo(undefined);
  }
});

test.run();
