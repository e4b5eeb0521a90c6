import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import '../../helpers/dom.ts';
import type { OperationDisplay, OperationSection } from '../../../compiler/sources/openapi/section.ts';
import type { Document } from '../../../compiler/types.ts';
import { islandLoader } from '../../../renderer/components/islands.ts';
import { SectionView } from '../../../renderer/components/sections/section.tsx';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

const compiled = async (display: OperationDisplay) =>
  (
    await compileFixture('openapi', join(fixtureSpec('openapi', 'valid'), 'openapi.yaml'), {
      options: { operations: display },
    })
  ).document!;
const documents = { full: await compiled('full'), simple: await compiled('simple') };
const section = (id: string, display: OperationDisplay = 'full') =>
  documents[display].groups.flatMap((g) => g.sections).find((s) => s.id === id) as OperationSection;
const html = (s: OperationSection, doc: Document) =>
  renderToString(<SectionView section={s} document={doc} level={2} />);

/** Render on the server into the page, as the browser receives it. */
const serve = (id: string, display: OperationDisplay = 'full') => {
  document.body.innerHTML = html(section(id, display), documents[display]);
  return document.body;
};

const roots: Root[] = [];
/** Hydrate every island of the page the way renderer/client/hydrate.ts does: through the islands registry. */
const hydrateAll = async () => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = (await islandLoader(element.dataset.island!)!()) as ComponentType<object>;
    await act(async () => {
      roots.push(
        hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props!)), {
          onRecoverableError: (error) => {
            throw error;
          },
        }),
      );
    });
  }
};
test.after.each(async () => {
  await act(async () => roots.splice(0).forEach((r) => r.unmount()));
});
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);

test('method badge coloured by method, the path, and a copy button for the full path', () => {
  const page = serve('create-project');
  const badge = page.querySelector('.operation-path .method')!;
  assert.is(badge.textContent, 'POST');
  assert.ok(badge.classList.contains('method-green'));
  assert.is(page.querySelector('.operation-path code')!.textContent, '/v1/projects');
  const copy = page.querySelector('.operation-path button.copy-button')!;
  assert.equal(
    [copy.getAttribute('data-copy'), copy.getAttribute('data-copy-text')],
    ['full path', 'https://api.example.com/v1/projects'],
  );
  assert.ok(serve('list-projects').querySelector('.method-blue'));
});

test('parameters by location, each with its type, Required/Optional badge and allowed values', () => {
  const page = serve('get-a-project');
  assert.equal(texts(page, '.parameters .part-title'), ['Path parameters', 'Query parameters', 'Header parameters']);
  const fields = [...page.querySelectorAll('.parameters .field')];
  assert.equal(
    fields.map((f) => f.querySelector('.field-name')!.textContent),
    ['ref', 'expand', 'X-Request-Id'],
  );
  assert.equal(
    fields.map((f) => f.querySelector('.badge')!.textContent),
    ['Required', 'Optional', 'Optional'],
  );
  assert.equal(
    fields.map((f) => f.querySelector('.field-type')!.textContent),
    ['string', 'array of string', 'string (uuid)'],
  );
  assert.is(fields[1].querySelector('.field-values')!.textContent, 'Each one of: organization, branches');
  assert.is(serve('list-projects').querySelector('.parameters .field-values')!.textContent, 'Default: 20');
});

test('full: a content-type selector for the body; the first type shows, the other is hidden', () => {
  const page = serve('create-project');
  const select = page.querySelector('.request-body [data-island="PanelSwitch"] select')!;
  assert.equal(texts(select, 'option'), ['application/json', 'application/x-www-form-urlencoded']);
  const panels = [...page.querySelectorAll('.request-body .media-panel')];
  assert.equal(
    panels.map((p) => p.hasAttribute('data-active')),
    [true, false],
  );
  assert.is(page.querySelector('.request-body .badge')!.textContent, 'Required');
  const nested = page.querySelector('.request-body details.accordion')!;
  assert.is(nested.querySelector('summary')!.textContent, 'Properties of settings (1)');
  assert.not.ok(nested.hasAttribute('open'), 'nested objects start closed');
});

test('simple: no selector, one media type, a flat body', () => {
  const page = serve('create-project', 'simple');
  assert.not.ok(page.querySelector('[data-island="PanelSwitch"] select'));
  assert.is(page.querySelector('.request-body .media-type')!.textContent, 'application/json');
  assert.is(page.querySelectorAll('.request-body .media-panel').length, 1);
  assert.is(page.querySelector('.request-body details'), null);
  assert.equal(texts(page, '.request-body .field-name'), ['name', 'organization_id', 'settings']);
});

test("array bodies read 'array of', named after their schema", () => {
  const page = serve('list-projects');
  assert.is(page.querySelector('.response .schema-type')!.textContent, 'array of Project');
});

test('responses by status code with Example and Schema tabs; the Example shows without JavaScript', () => {
  const page = serve('create-project');
  assert.equal(texts(page, '.response .status'), ['201', '400']);
  const response = page.querySelector('#create-project-response-201')!;
  assert.equal(texts(response, '[role="tab"]'), ['Example', 'Schema']);
  assert.is(response.querySelector('[role="tab"][aria-selected="true"]')!.textContent, 'Example');
  const [example, schema] = [...response.querySelectorAll('[role="tabpanel"]')];
  assert.ok(example.hasAttribute('data-active'));
  assert.not.ok(schema.hasAttribute('data-active'));
  assert.not.ok(example.hasAttribute('hidden') || schema.hasAttribute('hidden'), 'without scripts both show');
  assert.match(example.querySelector('pre code')!.textContent!, '"name": "my-app"');
  assert.equal(texts(schema, '.field-name').slice(0, 3), ['id', 'name', 'region']);
  assert.is(example.getAttribute('aria-labelledby'), response.querySelector('[role="tab"]')!.id);
});

test('a circular schema says so instead of repeating', () => {
  const page = serve('list-branches');
  const parent = [...page.querySelectorAll('.field')].find(
    (f) => f.querySelector('.field-name')!.textContent === 'parent',
  )!;
  assert.is(parent.querySelector('.field-note')!.textContent, 'Same shape as its enclosing Branch.');
});

test('hydrated: the tabs switch panels, by click and by arrow key', async () => {
  const page = serve('create-project');
  await hydrateAll();
  const response = page.querySelector('#create-project-response-201')!;
  const [exampleTab, schemaTab] = [...response.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const [example, schema] = [...response.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  await act(async () => schemaTab.click());
  assert.is(schemaTab.getAttribute('aria-selected'), 'true');
  assert.is(example.hasAttribute('data-active'), false);
  assert.is(schema.hasAttribute('data-active'), true);
  await act(
    async () => void schemaTab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
  );
  assert.is(exampleTab.getAttribute('aria-selected'), 'true');
  assert.is(example.hasAttribute('data-active'), true);
  assert.is(schema.hasAttribute('data-active'), false);
});

test('hydrated: the content-type selector shows the chosen type', async () => {
  const page = serve('create-project');
  await hydrateAll();
  const select = page.querySelector<HTMLSelectElement>('.request-body select')!;
  const panels = [...page.querySelectorAll<HTMLElement>('.request-body .media-panel')];
  await act(async () => {
    select.value = panels[1].id;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  assert.equal(
    panels.map((p) => p.hasAttribute('data-active')),
    [false, true],
  );
});

test('an operation stays small: island props carry ids, not content', () => {
  const s = section('create-project');
  const out = html(s, documents.full);
  for (const match of out.matchAll(/data-props="([^"]*)"/g)) assert.ok(match[1].length < 400, match[1]);
  assert.ok(out.length < 40_000, `${out.length} bytes`);
});

test.run();
