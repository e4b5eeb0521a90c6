import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile } from '../../compiler/index.ts';
import { formatDiagnostic } from '../../compiler/report.ts';
import type { PartReuse } from '../../compiler/reuse.ts';
import { lint, type LintResult } from '../../pipeline/lint.ts';
import { fixtureCases, fixtureProject } from '../helpers/fixtures.ts';

type Project = ReturnType<typeof fixtureProject>;

/** A lint result as a writer reads it, paths relative to the project. */
function shown(result: LintResult, root: string): string {
  return [result.error ?? '', ...result.diagnostics.map((d) => formatDiagnostic(d, root))].join('\n');
}

/** The files a one-file lint of `project` is tried on: each file a whole lint finds a problem in, a command and a guide. */
function filesToTry(project: Project, whole: LintResult): string[] {
  const files = new Set(whole.diagnostics.map((d) => d.file));
  files.add(join(project.specs, 'cli/commands/up.yaml'));
  files.add(join(project.guides, 'start/local-development.md'));
  return [...files];
}

function withProject(kind: 'site' | 'guides', name: string, body: (project: Project, cache: string) => Promise<void>) {
  return async () => {
    const project = fixtureProject(kind, name);
    const cache = mkdtempSync(join(tmpdir(), 'lint-cache-'));
    try {
      await body(project, cache);
    } finally {
      rmSync(project.root, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    }
  };
}

// Every fixture project has problems in some files and not in others: linting one file with the
// cache (cold, then filled by a whole lint) says exactly what linting it without one says, which is
// what a whole lint says about that file.
for (const kind of ['site', 'guides'] as const) {
  for (const name of fixtureCases(kind)) {
    test(
      `${kind}/${name}: a one-file lint reports what a whole lint reports about that file`,
      withProject(kind, name, async (project, cache) => {
        const { specs, guides, root } = project;
        const [first, ...rest] = filesToTry(project, await lint({ specs, guides }));
        const cold = await lint({ specs, guides, files: [first], cache });
        assert.is(shown(cold, root), shown(await lint({ specs, guides, files: [first] }), root), relative(root, first));
        await lint({ specs, guides, cache });
        for (const file of [first, ...rest]) {
          const uncached = await lint({ specs, guides, files: [file] });
          assert.is(shown(await lint({ specs, guides, files: [file], cache }), root), shown(uncached, root), file);
        }
      }),
    );
  }
}

test(
  'a reference taken from the cache is compiled again once a file of it changes, is added or goes',
  withProject('guides', 'valid', async ({ specs, guides, root }, cache) => {
    const guide = join(guides, 'start/local-development.md');
    const lintGuide = async () => shown(await lint({ specs, guides, files: [guide], cache }), root);
    await lint({ specs, guides, cache });
    assert.is(await lintGuide(), '');
    // The guide links to /reference/demo/demo-up/: renamed, the command's page goes.
    const up = join(specs, 'cli/commands/up.yaml');
    const text = readFileSync(up, 'utf8');
    writeFileSync(up, text.replaceAll('demo-up', 'demo-start'));
    assert.match(await lintGuide(), /link-unknown-page The link '\/reference\/demo\/demo-up\/'/);
    writeFileSync(up, text);
    assert.is(await lintGuide(), '');
    // A new file beside the others that does not parse stops the reference: links into it are then not checked.
    writeFileSync(join(specs, 'cli/commands/zz.yaml'), 'commands: [\n');
    writeFileSync(up, text.replaceAll('demo-up', 'demo-start'));
    assert.is(await lintGuide(), '');
    rmSync(join(specs, 'cli/commands/zz.yaml'));
    assert.match(await lintGuide(), /link-unknown-page/);
  }),
);

test(
  'a guide taken from the cache is compiled again once its text changes, and a one-file lint sees problems in it at once',
  withProject('guides', 'valid', async ({ specs, guides, root }, cache) => {
    const guide = join(guides, 'start/local-development.md');
    await lint({ specs, guides, cache });
    writeFileSync(guide, readFileSync(guide, 'utf8').replace('(#start)', '(#nowhere)'));
    const command = join(specs, 'cli/commands/up.yaml');
    // The guide's own problem, whether it is linted alone or its folder is.
    for (const files of [[guide], [guides]])
      assert.match(shown(await lint({ specs, guides, files, cache }), root), /link-unknown-anchor The link '#nowhere'/);
    // Linting a command takes the guide from the cache, which holds it as it is now.
    assert.is(shown(await lint({ specs, guides, files: [command], cache }), root), '');
    assert.match(shown(await lint({ specs, guides, cache }), root), /link-unknown-anchor/);
  }),
);

test(
  "a reference taken from the cache is compiled again once site.yaml's diagnostics: settings change",
  withProject('site', 'diagnostic-levels', async ({ specs, guides, root }, cache) => {
    const site = join(specs, 'site.yaml');
    const lintSite = async () => shown(await lint({ specs, guides, files: [site], cache }), root);
    await lint({ specs, guides, cache });
    assert.not.match(await lintSite(), "The reference 'third-party' was not built");
    // Raised for the whole site, the third-party API's missing operationIds stop it.
    const text = readFileSync(site, 'utf8');
    writeFileSync(site, text.replace('diagnostics:\n', 'diagnostics:\n  openapi-missing-operation-id: error\n'));
    const raised = await lintSite();
    assert.match(raised, "The reference 'third-party' was not built");
    assert.is(raised, shown(await lint({ specs, guides, files: [site] }), root));
  }),
);

test(
  'compile() compiles only the parts its reuse does not hold, and tells it of each',
  withProject('guides', 'valid', async ({ specs, guides }) => {
    const whole = await compile(specs, guides);
    const compiledNow: string[] = [];
    const reuse: PartReuse = {
      reference: () => undefined,
      compiledReference: (entry) => void compiledNow.push(entry.id),
      guide: () => undefined,
      compiledGuide: (guide) => void compiledNow.push(guide.path),
    };
    const first = await compile(specs, guides, { reuse });
    // In the order they were compiled, which threads decide.
    assert.equal(compiledNow.sort(), ['demo', 'start/local-development']);
    assert.equal(first.diagnostics, whole.diagnostics);
    compiledNow.length = 0;
    const held = await compile(specs, guides, {
      reuse: {
        ...reuse,
        reference: (entry) => (entry.id === 'demo' ? { part: { links: [], diagnostics: [] }, asked: [] } : undefined),
      },
    });
    assert.equal(compiledNow, ['start/local-development']);
    // What it held stands for the reference: here, one that did not build.
    assert.ok(held.diagnostics.some((d) => d.code === 'reference-not-built'));
  }),
);

test.run();
