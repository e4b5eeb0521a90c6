import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import '../../helpers/dom.ts';
import { quietErrors } from '../../helpers/quiet-errors.ts';
import { hydrateIslands } from '../../../renderer/client/hydrate.ts';
import { Island } from '../../../renderer/components/island.tsx';
import { islandLoader, islands } from '../../../renderer/components/islands.ts';
import { PanelSwitch } from '../../../renderer/components/panel-switch.tsx';
import { SqlToRest } from '../../../renderer/components/sql-to-rest/sql-to-rest.tsx';

const panels = [{ id: 'a', label: 'A' }];

test('a page names an island by its registry name only, never by an Object member', () => {
  for (const name of Object.keys(islands)) assert.type(islandLoader(name), 'function', name);
  for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', ''])
    assert.is(islandLoader(name), undefined, name);
});

test("each registered name loads a component, and the server writes the name and the island's props", async () => {
  for (const load of Object.values(islands)) assert.type(await load(), 'function');
  const html = renderToString(
    <Island name="PanelSwitch" component={PanelSwitch} props={{ kind: 'tabs', label: 'L', panels }} />,
  );
  assert.match(html, 'data-island="PanelSwitch"');
  assert.match(html, `data-props="${JSON.stringify({ kind: 'tabs', label: 'L', panels }).replace(/"/g, '&quot;')}"`);
});

test('the props and the component are those of the name: anything else does not type-check', () => {
  // Never called: `npm run typecheck` fails if any of these lines stops being an error.
  const typeChecks = () => [
    // @ts-expect-error: a misspelt name is not registered.
    <Island name="PanelSwich" component={PanelSwitch} props={{ kind: 'tabs', label: 'L', panels }} />,
    // @ts-expect-error: a prop the island does not take.
    <Island name="PanelSwitch" component={PanelSwitch} props={{ kind: 'tabs', label: 'L', panels, extra: 1 }} />,
    // @ts-expect-error: a prop the island needs is missing.
    <Island name="PanelSwitch" component={PanelSwitch} props={{ kind: 'tabs', panels }} />,
    // @ts-expect-error: another island's component under this name.
    <Island name="PanelSwitch" component={SqlToRest} props={{ kind: 'tabs', label: 'L', panels }} />,
  ];
  assert.type(typeChecks, 'function');
});

test('a name the registry does not have, from a caller outside TypeScript, stops the render', () => {
  const unknown = { name: 'PanelSwich', component: PanelSwitch, props: { kind: 'tabs', label: 'L', panels } };
  const untyped = Island as (props: typeof unknown) => ReactNode;
  assert.throws(() => renderToString(createElement(untyped, unknown)), /Unknown island 'PanelSwich'/);
});

test('in the browser, an island whose name is not registered is said on the console, and its HTML stays', async () => {
  document.body.innerHTML = '<div data-island="PanelSwich" data-props="{}" data-hydrate="load"><p>server</p></div>';
  const { logged, restore } = quietErrors();
  try {
    hydrateIslands();
    assert.equal(logged.length, 1);
    assert.match(logged[0], "Unknown island 'PanelSwich'");
    assert.is(document.body.querySelector('p')!.textContent, 'server');
  } finally {
    restore();
    document.body.innerHTML = '';
  }
});

test.run();
