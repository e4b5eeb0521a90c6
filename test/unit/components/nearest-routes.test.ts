import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  nearestRoutes,
  pathDistance,
  pathSegments,
  wordDistance,
  type RouteEntry,
} from '../../../renderer/client/nearest-routes.ts';

const routes: RouteEntry[] = [
  '/',
  '/guides/auth/phone-login/',
  '/guides/auth/auth-captcha/',
  '/guides/auth/rate-limits/',
  '/guides/auth/redirect-urls/',
  '/guides/auth/social-login/auth-github/',
  '/guides/platform/going-into-prod/',
  '/reference/cli/',
  '/reference/cli/supabase-link/',
  '/reference/cli/supabase-unlink/',
  '/reference/cli/supabase-login/',
  '/reference/cli/supabase-init/',
  '/reference/cli/supabase-links/',
  '/reference/javascript/select/',
  '/reference/javascript/v1/select/',
].map((route): RouteEntry => [route, `Title of ${route}`]);
const first = (path: string) => nearestRoutes(path, routes)[0][0];

test('a typo in the last segment finds the page it meant', () => {
  assert.is(first('/guides/auth/phone-logn/'), '/guides/auth/phone-login/');
  assert.is(first('/reference/cli/supabase-linkk/'), '/reference/cli/supabase-link/');
  assert.is(first('/reference/cli/supabsae-init/'), '/reference/cli/supabase-init/');
});

test('a missing, extra or misspelt folder costs less than an unrelated page', () => {
  assert.is(first('/reference/supabase-link/'), '/reference/cli/supabase-link/');
  assert.is(first('/guides/phone-login/'), '/guides/auth/phone-login/');
  assert.is(first('/guides/auth/extra/phone-login/'), '/guides/auth/phone-login/');
  assert.is(first('/guide/auth/rate-limit'), '/guides/auth/rate-limits/');
});

test('case, percent-encoding, index.html and a .md or .html ending do not matter', () => {
  assert.is(first('/Guides/Auth/Phone%2DLogin/index.html'), '/guides/auth/phone-login/');
  assert.is(first('/guides/auth/phone-login.md'), '/guides/auth/phone-login/');
  assert.is(first('/reference/cli/supabase-link.html?x=1#y'), '/reference/cli/supabase-link/');
  assert.equal(pathSegments('/a/%E0%A4%A/'), ['a', '%e0%a4%a']);
});

test('ties go to the longer common prefix, then the shorter route', () => {
  // Both are one folder away from the address; the latest version shares more of it.
  assert.is(first('/reference/javascript/selectt/'), '/reference/javascript/select/');
  assert.is(first('/'), '/');
});

test('it lists as many as asked, all different, best first', () => {
  const listed = nearestRoutes('/reference/cli/supabase-lnk/', routes);
  assert.is(listed.length, 5);
  assert.is(new Set(listed.map(([route]) => route)).size, 5);
  const distances = listed.map(([route]) =>
    pathDistance(pathSegments('/reference/cli/supabase-lnk/'), pathSegments(route)),
  );
  assert.equal(
    distances,
    [...distances].sort((a, b) => a - b),
  );
  assert.is(nearestRoutes('/x/', routes.slice(0, 2)).length, 2);
});

test('word distances are edits over the longer word, a swap of neighbours counting one', () => {
  assert.is(wordDistance('login', 'login'), 0);
  assert.is(wordDistance('logn', 'login'), 1 / 5);
  assert.is(wordDistance('lgoin', 'login'), 1 / 5);
  assert.is(wordDistance('', 'abc'), 1);
});

test('a hostile address is cut before it is compared, so ranking stays quick', () => {
  const huge = `/${'a'.repeat(100_000)}/`.repeat(50);
  const segments = pathSegments(huge);
  assert.ok(segments.length <= 16 && segments.every((s) => s.length <= 80));
  const many: RouteEntry[] = Array.from({ length: 5_000 }, (_, i) => [`/guides/section-${i}/page-${i}/`, 'x']);
  assert.is(nearestRoutes(huge, many, 3).length, 3);
});

test.run();
