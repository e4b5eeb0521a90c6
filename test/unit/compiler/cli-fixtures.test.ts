import { test } from 'uvu';
import { formatDiagnostic, sortDiagnostics } from '../../../compiler/report.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';
import { compileFixture, fixtureCases, fixtureSpec, matchExpected } from '../../helpers/fixtures.ts';

// Each case folder holds the files it changes in the `valid` spec, and `expected.txt`:
// the exact diagnostics a writer reads. The `valid` case also has `expected.json`, the Document.
for (const name of fixtureCases('cli')) {
  test(`cli spec: ${name}`, async () => {
    const dir = fixtureSpec('cli', name);
    const { document, links, diagnostics } = await compileFixture('cli', dir);
    const all = document ? [...diagnostics, ...checkLinks(links, [document], ['/'])] : diagnostics;
    const text =
      sortDiagnostics(all)
        .map((d) => formatDiagnostic(d, dir))
        .join('\n') + '\n';
    matchExpected('cli', name, 'expected.txt', text);
    if (name === 'valid') matchExpected('cli', name, 'expected.json', JSON.stringify(document, null, 2) + '\n');
  });
}

test.run();
