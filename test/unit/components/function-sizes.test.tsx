import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { compileReference } from '../../../compiler/index.ts';
import { SectionView } from '../../../renderer/components/sections/section.tsx';

// The size budget of a client-library reference (DESIGN: output grows linearly): a slug page
// under 150 kB and the whole reference page under 1.5 MB. The sections are most of both; the
// shell, sidebar and table of contents get the rest of the budget.
const SECTION_BUDGET = 100_000;
const REFERENCE_BUDGET = 1_350_000;

const specsDir = fileURLToPath(new URL('../../../specs/', import.meta.url));
const libraries = readdirSync(specsDir).filter((name) => existsSync(join(specsDir, name, 'library.yaml')));

for (const id of libraries) {
  test(`specs/${id}: every section and the whole reference stay within the HTML budget`, async () => {
    const { document } = await compileReference(
      { id, kind: 'functions', files: id, title: id, version: '0.0.0' },
      specsDir,
    );
    const sizes = document!.groups
      .flatMap((g) => g.sections)
      .map((s) => ({
        id: s.id,
        bytes: Buffer.byteLength(renderToString(<SectionView section={s} document={document!} level={2} />)),
      }));
    const over = sizes.filter((s) => s.bytes > SECTION_BUDGET);
    assert.equal(over, [], 'sections over budget');
    const total = sizes.reduce((n, s) => n + s.bytes, 0);
    assert.ok(total < REFERENCE_BUDGET, `${id}: ${total} bytes of sections`);
  });
}

test.run();
