import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileReference } from '../../../compiler/index.ts';
import { formatDiagnostic } from '../../../compiler/report.ts';
import type { FunctionSection } from '../../../compiler/sources/functions/section.ts';
import type { Markup } from '../../../compiler/types.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';

// Every client library under specs/ (a folder with library.yaml) compiles as a `functions`
// reference with no diagnostic, and its client placeholders survive highlighting.
const specsDir = fileURLToPath(new URL('../../../specs/', import.meta.url));
const libraries = readdirSync(specsDir).filter((name) => existsSync(join(specsDir, name, 'library.yaml')));
const text = (nodes: Markup): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [n] : text(n.children ?? [])));

for (const id of libraries) {
  test(`specs/${id} compiles with no diagnostic`, async () => {
    const { document, links, diagnostics } = await compileReference(
      { id, kind: 'functions', files: id, title: id, version: '0.0.0' },
      specsDir,
    );
    const all = [
      ...diagnostics,
      ...(document ? checkLinks(links, [document], ['/']).filter((d) => d.code !== 'link-unknown-page') : []),
    ];
    assert.equal(
      all.map((d) => formatDiagnostic(d, specsDir)),
      [],
    );
    const examples = document!.groups
      .flatMap((g) => g.sections)
      .flatMap((s) => (s.kind === 'function' ? (s as FunctionSection).examples : []));
    assert.ok(examples.length > 0);
    for (const example of examples) {
      const tokens = text(example.code.tokens);
      for (const placeholder of ['<SUPABASE_URL>', '<SUPABASE_ANON_KEY>']) {
        if (example.code.text.includes(placeholder))
          assert.ok(
            tokens.some((t) => t.includes(placeholder)),
            `${example.id}: ${placeholder} is split by highlighting`,
          );
      }
    }
  });
}

test.run();
