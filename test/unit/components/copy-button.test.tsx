import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, click, fakeClock, serverThenHydrate } from '../../helpers/dom.ts';
import { renderToString } from 'react-dom/server';
import { CopyButton, COPIED_MS, LABEL_RESET_MS } from '../../../renderer/components/copy-button.tsx';
import { CodeBlock } from '../../../renderer/components/code-block.tsx';
import { enhanceCopyButtons } from '../../../renderer/client/copy.ts';
import { highlight } from '../../../compiler/highlight.ts';

const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

test.after.each(cleanup);

test('server HTML and hydrated button agree: an accessible Copy button', async () => {
  const { container, serverHtml } = await serverThenHydrate(CopyButton, { text: 'supabase start', label: 'code' });
  assert.match(serverHtml, 'aria-label="Copy code"');
  const button = container.querySelector('button')!;
  assert.is(button.getAttribute('aria-label'), 'Copy code');
  assert.is(button.getAttribute('data-state'), 'idle');
});

test('copies the text, shows the copied state for 1 s and the label until 3 s', async () => {
  const copied: string[] = [];
  setClipboard(async (text) => void copied.push(text));
  const clock = fakeClock();
  try {
    const { container } = await serverThenHydrate(CopyButton, { text: "echo '$HOME'" });
    const button = container.querySelector('button')!;
    await click(button);
    assert.equal(copied, ["echo '$HOME'"]);
    assert.is(button.getAttribute('data-state'), 'copied');
    assert.is(button.textContent, 'CopiedCopied');
    await clock.advance(COPIED_MS);
    assert.is(button.getAttribute('data-state'), 'idle');
    assert.match(button.textContent!, 'Copied');
    await clock.advance(LABEL_RESET_MS - COPIED_MS);
    assert.is(button.querySelector('[aria-hidden]')!.textContent, 'Copy');
  } finally {
    clock.restore();
  }
});

test("says 'Failed to copy' when the clipboard refuses", async () => {
  setClipboard(async () => {
    throw new Error('denied');
  });
  const { container } = await serverThenHydrate(CopyButton, { text: 'x' });
  const button = container.querySelector('button')!;
  await click(button);
  assert.is(button.getAttribute('data-state'), 'failed');
  assert.is(button.getAttribute('aria-label'), 'Failed to copy');
  assert.is(button.querySelector('[aria-live]')!.textContent, 'Failed to copy');
});

test('without text it copies the code of the block it sits in', async () => {
  const copied: string[] = [];
  setClipboard(async (text) => void copied.push(text));
  const InBlock = () => (
    <figure className="code-block">
      <CopyButton label="code" />
      <pre>
        <code>
          supabase <span className="hljs-keyword">db</span> push
        </code>
      </pre>
    </figure>
  );
  const { container } = await serverThenHydrate(InBlock, {});
  await click(container.querySelector('button')!);
  assert.equal(copied, ['supabase db push']);
});

test("a code block's button works without React: the page script copies its code and shows the same states", async () => {
  const copied: string[] = [];
  setClipboard(async (text) => void copied.push(text));
  document.body.innerHTML = renderToString(<CodeBlock code={highlight('supabase db push --dry-run', 'sh')} />);
  const button = document.querySelector<HTMLButtonElement>('button.copy-button')!;
  assert.is(button.getAttribute('data-copy'), 'code', 'the server marks it for the page script');
  assert.not.ok(document.querySelector('[data-island]'), 'no island, so no React is loaded for it');
  enhanceCopyButtons();
  const clock = fakeClock();
  try {
    button.click();
    await clock.advance(0);
    assert.equal(copied, ['supabase db push --dry-run']);
    assert.is(button.dataset.state, 'copied');
    assert.is(button.getAttribute('aria-label'), 'Copied');
    assert.is(button.querySelector('[aria-live]')!.textContent, 'Copied');
    await clock.advance(COPIED_MS);
    assert.is(button.dataset.state, 'idle');
    assert.is(button.querySelector('[aria-hidden]')!.textContent, 'Copied');
    await clock.advance(LABEL_RESET_MS - COPIED_MS);
    assert.is(button.querySelector('[aria-hidden]')!.textContent, 'Copy');
    assert.is(button.getAttribute('aria-label'), 'Copy code');
  } finally {
    clock.restore();
  }
});

test('the spec timings hold', () => {
  assert.is(COPIED_MS, 1000);
  assert.is(LABEL_RESET_MS, 3000);
});

test.run();
