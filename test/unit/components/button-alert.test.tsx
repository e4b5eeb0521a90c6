import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { Alert, alertStyles, type AlertKind } from '../../../renderer/components/alert.tsx';
import { Button, buttonSizes, buttonVariants } from '../../../renderer/components/button.tsx';

test('buttons come in the six variants and four sizes of the spec, as real buttons', () => {
  assert.equal([...buttonVariants], ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link']);
  assert.equal([...buttonSizes], ['default', 'sm', 'lg', 'icon']);
  for (const variant of buttonVariants) {
    for (const size of buttonSizes) {
      const html = renderToString(
        <Button variant={variant} size={size}>
          Go
        </Button>,
      );
      assert.is(html, `<button type="button" class="button button-${variant} button-size-${size}">Go</button>`);
    }
  }
  assert.match(
    renderToString(
      <Button type="submit" data-x="1" aria-label="Save">
        S
      </Button>,
    ),
    '<button type="submit" class="button button-default button-size-default" data-x="1" aria-label="Save">',
  );
});

test('alert kinds map to default, warning or destructive styling', () => {
  const expected: Record<AlertKind, string> = {
    note: 'default',
    tip: 'default',
    caution: 'warning',
    deprecation: 'warning',
    danger: 'destructive',
  };
  assert.equal(alertStyles, expected);
  for (const kind of Object.keys(expected) as AlertKind[]) {
    const html = renderToString(<Alert kind={kind}>Body</Alert>);
    assert.match(html, `class="alert alert-${expected[kind]}"`);
    assert.match(html, 'role="note"');
  }
  assert.match(
    renderToString(
      <Alert kind="danger" title="Stop">
        x
      </Alert>,
    ),
    '<p class="alert-title">Stop</p>',
  );
});

test.run();
