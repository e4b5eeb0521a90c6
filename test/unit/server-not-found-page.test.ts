import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notFoundPage } from '../../renderer/server/pages/not-found.tsx';

import { testSite as site } from '../helpers/fixtures.ts';

test('the 404 page the server shows asks not to be indexed and names no canonical address', () => {
  const { route, html } = notFoundPage(site, {
    css: '/assets/site.css',
    entry: '/assets/entry.js',
    icon: '/assets/favicon.svg',
  });
  assert.is(route, '/404.html');
  assert.match(html, '<meta name="robots" content="noindex">');
  assert.not.match(html, 'rel="canonical"');
  assert.match(html, 'Page not found');
});

test.run();
