import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DependencyTree } from 'dpdm';
import { importProblems, readImports } from '../../scripts/import-check.ts';

/** A tree as dpdm gives it: each file with the modules it imports (already resolved). */
function tree(edges: Record<string, string[]>): DependencyTree {
  return Object.fromEntries(
    Object.entries(edges).map(([issuer, ids]) => [
      issuer,
      ids.map((id) => ({ issuer, request: id, kind: 'StaticImport' as never, id })),
    ]),
  );
}

test('a cycle is a problem, whatever its length', () => {
  const problems = importProblems(
    tree({
      'compiler/a.ts': ['compiler/b.ts'],
      'compiler/b.ts': ['compiler/c.ts'],
      'compiler/c.ts': ['compiler/a.ts'],
    }),
  );
  assert.is(problems.length, 1);
  assert.match(problems[0], /^import cycle: compiler\/a\.ts -> compiler\/b\.ts -> compiler\/c\.ts/);
});

test('server-rendered sections may read the compiler, and nothing the browser runs may import them', () => {
  const problems = importProblems(
    tree({
      'compiler/sources/cli/render/twin.ts': [
        'compiler/markup-mdast.ts',
        'renderer/components/sections/render-kind.ts',
      ],
      'renderer/components/sections/kinds.ts': ['compiler/sources/index.ts'],
      'renderer/client/reference.ts': ['renderer/components/sections/kinds.ts'],
      'compiler/sources/cli/normalize.ts': ['renderer/components/alert.tsx'],
    }),
  );
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /^renderer\/client\/reference\.ts imports renderer\/components\/sections\/kinds\.ts/);
  assert.match(problems[1], /^compiler\/sources\/cli\/normalize\.ts imports renderer\/components\/alert\.tsx/);
});

test('a component importing browser code is a problem; the model and other components are not', () => {
  const problems = importProblems(
    tree({
      'renderer/components/sql-to-rest/sql-to-rest.tsx': [
        'renderer/client/sql-to-rest/engine.ts',
        'renderer/components/alert.tsx',
        'compiler/types.ts',
        'compiler/model/markup.ts',
      ],
    }),
  );
  assert.equal(problems, [
    'renderer/components/sql-to-rest/sql-to-rest.tsx imports renderer/client/sql-to-rest/engine.ts: ' +
      'components render on the server too; the browser code hydrates them, never the other way round',
  ]);
});

test('the build importing the dev server, browser code importing Node or the compiler, are problems', () => {
  const problems = importProblems(
    tree({
      'pipeline/build.ts': ['server/dev.ts', 'renderer/server/site.tsx'],
      'renderer/client/page.ts': ['node:fs', 'compiler/markdown.ts', 'compiler/tags/names.ts'],
      'renderer/server/site.tsx': ['node:fs', 'compiler/markdown-text.ts'],
      'compiler/index.ts': ['renderer/components/markup.tsx'],
    }),
  );
  assert.equal(
    problems.map((problem) => problem.split(':')[0]),
    [
      'pipeline/build.ts imports server/dev.ts',
      'renderer/client/page.ts imports node',
      'renderer/client/page.ts imports compiler/markdown.ts',
      'compiler/index.ts imports renderer/components/markup.tsx',
    ],
  );
});

test('type-only and dynamic imports are read as imports', async () => {
  const root = mkdtempSync(join(tmpdir(), 'import-check-'));
  try {
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('compiler/a.ts', "import type { B } from './b.ts';\nexport interface A { b?: B }\n");
    write('compiler/b.ts', "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
    write('renderer/components/c.tsx', "export const load = () => import('../client/d.ts');\n");
    write('renderer/client/d.ts', 'export const d = 1;\n');
    const problems = importProblems(
      await readImports(root, ['compiler/*.ts', 'renderer/**/*.tsx', 'renderer/**/*.ts']),
    );
    assert.is(problems.length, 2);
    assert.match(problems[0], 'import cycle: compiler/a.ts -> compiler/b.ts');
    assert.match(problems[1], 'renderer/components/c.tsx imports renderer/client/d.ts');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
