// The ::auth-providers directive end to end: the `providers` fixture project (a catalogue of three
// providers, one with a light logo, one maintained by a named supporter, one phone provider) is
// compiled, and its guide's Markup is rendered; the cards must say what the catalogue says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { compile } from '../../../compiler/index.ts';
import { svgDataUri } from '../../../compiler/sources/guides/providers.ts';
import { isMarkdownSection, type MarkupElement, type MarkupNode } from '../../../compiler/types.ts';
import { Markup } from '../../../renderer/components/markup.tsx';
import { fixtureProject } from '../../helpers/fixtures.ts';

const { specs, guides } = fixtureProject('guides', 'providers');
const { compiled, diagnostics } = await compile(specs, guides);
const document = compiled?.documents.find((d) => d.route === '/guides/auth/providers/');
const content = document?.groups[0].sections[0];
const markup = content && isMarkdownSection(content) ? content.content : [];

const elements = (nodes: MarkupNode[], tag: string): MarkupElement[] =>
  nodes.flatMap((n) =>
    typeof n === 'string' ? [] : [...(n.tag === tag ? [n] : []), ...elements(n.children ?? [], tag)],
  );
const logo = (name: string) => readFileSync(join(guides, 'auth/logos', name), 'utf8');

const dom = new Window().document;
dom.body.innerHTML = renderToString(<Markup nodes={markup} />);
const card = (id: string) => dom.querySelector(`[data-provider="${id}"]`)!;
const badges = (id: string) => [...card(id).querySelectorAll('.provider-badges > li')].map((li) => li.textContent);

test('the fixture compiles without errors and lists each type once', () => {
  assert.equal(
    diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  assert.equal(
    elements(markup, 'auth-providers').map((e) => e.attrs?.type),
    ['social', 'phone'],
  );
});

test('each directive holds the providers of its type, in catalogue order', () => {
  const lists = [...dom.querySelectorAll('.provider-grid')].map((grid) =>
    [...grid.querySelectorAll('.provider-name')].map((a) => a.textContent),
  );
  assert.equal(lists, [['Octo', 'Cloudy'], ['Texter']]);
});

test('badges come from the data: official or community, a named supporter, platform and self-hosted', () => {
  assert.equal(badges('octo'), ['Official', 'Platform', 'Self-hosted']);
  assert.equal(badges('cloudy'), ['Community', 'Maintained by Acme Corp', 'Platform']);
  assert.equal(badges('texter'), ['Community', 'Self-hosted'], 'a supporter named "community" is said once');
});

test('each name links to its guide, query included', () => {
  assert.is(card('octo').querySelector('a')!.getAttribute('href'), '/guides/auth/sign-in/');
  assert.is(card('texter').querySelector('a')!.getAttribute('href'), '/guides/auth/sign-in/?showSmsProvider=texter');
  assert.is(card('texter').querySelectorAll('a').length, 1, 'one link per card');
});

test('logos are inlined from the files; a light icon is a second image for the dark theme', () => {
  const images = (id: string) =>
    [...card(id).querySelectorAll('img')].map((img) => ({
      theme: img.getAttribute('data-logo'),
      svg: decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml,/, '')),
      alt: img.getAttribute('alt'),
    }));
  const collapsed = (name: string) => logo(name).trim().replace(/\s+/g, ' ');
  assert.equal(images('octo'), [
    { theme: 'light-theme', svg: collapsed('octo.svg'), alt: '' },
    { theme: 'dark-theme', svg: collapsed('octo-light.svg'), alt: '' },
  ]);
  assert.equal(images('cloudy'), [{ theme: 'any-theme', svg: collapsed('cloudy.svg'), alt: '' }]);
  assert.is(
    card('octo').querySelector('.provider-logo')!.getAttribute('aria-hidden'),
    'true',
    'the visible name says it; the logo is decoration',
  );
});

test('a logo URI holds nothing HTML or a URL would misread', () => {
  const uri = svgDataUri('<svg xmlns="http://www.w3.org/2000/svg">\n  <text fill="#fff">50% & "more"</text>\n</svg>\n');
  assert.not.match(uri.slice('data:image/svg+xml,'.length), /[\n"<>#&']/);
  assert.is(
    decodeURIComponent(uri.slice('data:image/svg+xml,'.length)),
    '<svg xmlns="http://www.w3.org/2000/svg"> <text fill="#fff">50% & "more"</text> </svg>',
  );
});

test.run();
