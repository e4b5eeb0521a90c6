import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unsafeName } from '../../../compiler/sources/guides/names.ts';

test('a guide path of letters, digits and - _ . ~ is safe as a route', () => {
  for (const path of ['start/local-development.md', 'auth/social-login/auth-google.md', 'v1.2/notes_~x.md'])
    assert.is(unsafeName(path), undefined, path);
});

test('the first unsafe file or folder name is named, with its characters and a slug to rename it to', () => {
  const cases: [string, string, string, string][] = [
    ['start/what now?.md', 'start/what now?.md', "a space and '?'", 'what-now.md'],
    ['start/100%.md', 'start/100%.md', "'%'", '100.md'],
    ['Café Déjà/intro.md', 'Café Déjà', "'é', a space and 'à'", 'cafe-deja'],
    ['a#b/c d.md', 'a#b', "'#'", 'a-b'],
    ['start/??.md', 'start/??.md', "'?'", 'guide.md'],
  ];
  for (const [path, segment, characters, suggestion] of cases)
    assert.equal(unsafeName(path), { segment, characters, suggestion }, path);
});

test.run();
