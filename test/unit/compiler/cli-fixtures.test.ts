import { test } from 'uvu';
import { formatDiagnostic, sortDiagnostics } from '../../../compiler/report.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';
import { join } from 'node:path';
import { compileFixture, fixtureCases, fixtureSpec, matchExpected } from '../../helpers/fixtures.ts';

// Each case folder holds the files it changes in the `valid` spec, and `expected.txt`:
// the exact diagnostics a writer reads. A `clispec-` case is a one-file spec, `clispec.yaml`, laid
// over `clispec-valid` the same way. The `valid` cases also have `expected.json`, the Document.
for (const name of fixtureCases('cli')) {
  test(`cli spec: ${name}`, async () => {
    const oneFile = name.startsWith('clispec-');
    const dir = fixtureSpec('cli', name, oneFile ? 'clispec-valid' : 'valid');
    const { document, links, diagnostics } = await compileFixture('cli', oneFile ? join(dir, 'clispec.yaml') : dir);
    const all = document ? [...diagnostics, ...checkLinks(links, [document], ['/'])] : diagnostics;
    const text =
      sortDiagnostics(all)
        .map((d) => formatDiagnostic(d, dir))
        .join('\n') + '\n';
    matchExpected('cli', name, 'expected.txt', text);
    if (name.endsWith('valid')) matchExpected('cli', name, 'expected.json', JSON.stringify(document, null, 2) + '\n');
  });
}

test.run();
