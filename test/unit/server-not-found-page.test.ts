import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { notFoundPage } from '../../renderer/server/pages/not-found.tsx';

import { testSite as site } from '../helpers/fixtures.ts';

test('the 404 page the server shows asks not to be indexed and names no canonical address', () => {
  const { route, html } = notFoundPage(site, {
    css: '/assets/site.css',
    entry: '/assets/entry.js',
    icon: '/assets/favicon.svg',
    headScripts: [],
  });
  assert.is(route, '/404.html');
  const page = new Window().document;
  page.write(html);
  assert.is(page.querySelector('meta[name=robots]')!.getAttribute('content'), 'noindex');
  assert.is(page.querySelector('link[rel=canonical]'), null);
  assert.is(page.querySelector('h1')!.textContent, 'Page not found');
});

test.run();
