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
  for (const { load } of Object.values(islands)) assert.type(await load(), 'function');
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

test('the server writes when each island hydrates, as the registry says unless the page says otherwise', () => {
  const props = { kind: 'tabs', label: 'L', panels } as const;
  assert.match(
    renderToString(<Island name="PanelSwitch" component={PanelSwitch} props={props} />),
    'data-hydrate="visible"',
  );
  const atOnce = <Island name="PanelSwitch" component={PanelSwitch} props={props} hydrate="load" />;
  assert.match(renderToString(atOnce), 'data-hydrate="load"');
  assert.is(islands.ProjectPicker.hydrate, 'signed-in');
  assert.is(islands.SqlToRest.hydrate, 'load');
});

// An unregistered name is said on the console when hydration is tried: the sign that it was.
const signedInIsland = '<div data-island="Unregistered" data-props="{}" data-hydrate="signed-in"><p>server</p></div>';
const hint = 'platform_signed_in=1';
const clearHint = () => (document.cookie = `${hint}; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

test('a signed-in island is not hydrated for a signed-out reader; it is when the page comes back with the hint', () => {
  const { logged, restore } = quietErrors();
  try {
    clearHint();
    document.body.innerHTML = signedInIsland;
    hydrateIslands();
    window.dispatchEvent(new Event('focus'));
    assert.equal(logged, [], 'signed out: never tried');
    document.cookie = hint; // signed in in another tab
    assert.equal(logged, [], 'not before the page is back');
    window.dispatchEvent(new Event('focus'));
    assert.equal(logged.length, 1, 'tried on coming back');
    window.dispatchEvent(new Event('focus'));
    assert.equal(logged.length, 1, 'once');
  } finally {
    clearHint();
    restore();
    document.body.innerHTML = '';
  }
});

test('a signed-in island hydrates at once when the session hint is there on load', () => {
  const { logged, restore } = quietErrors();
  try {
    document.cookie = hint;
    document.body.innerHTML = signedInIsland;
    hydrateIslands();
    assert.equal(logged.length, 1);
  } finally {
    clearHint();
    restore();
    document.body.innerHTML = '';
  }
});

test.run();
