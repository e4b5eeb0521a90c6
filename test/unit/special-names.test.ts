// No name is special: ids, slugs, anchors, parameter and property names and fence languages that are
// also the names of Object's own members (`constructor`, `__proto__`, `toString`, `hasOwnProperty`)
// go through the whole pipeline, compile and render, like any other name.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from '../../compiler/index.ts';
import { build } from '../../pipeline/build.ts';

const site = `title: Docs
url: https://docs.example.com
description: Docs.
platformApiUrl: /platform
dashboardUrl: /dashboard
repositoryUrl: https://example.com/repo
header:
  - { label: CLI, href: /reference/constructor/ }
references:
  - { id: constructor, kind: cli, files: cli, title: Constructor CLI, version: 1.0.0 }
  - { id: tostring, kind: openapi, files: api.yaml, title: toString API, version: v1 }
  - { id: valueof, kind: functions, files: lib, title: valueOf library, version: 1.0.0 }
`;

const command = (id: string, description: string) => `  - id: ${id}
    title: demo ${id}
    summary: Runs ${id}.
    description: ${description}
    tags: [other]
    links: []
    usage: demo ${id}
    subcommands: []
    flags: []
    examples:
      - { id: basic, name: Run, code: demo ${id} }
`;

const cli = {
  'cli/cli.yaml': `clispec: "001"
info:
  id: constructor
  version: 1.0.0
  title: Demo
  language: sh
  source: https://example.com/source
  bugs: https://example.com/bugs
  spec: https://example.com/spec.yaml
  description: See [constructor](#constructor), [hasownproperty](#hasownproperty) and [tostring](/reference/constructor/tostring/).
  tags:
    - { id: other, title: Commands }
flags: []
`,
  'cli/sections.yaml': 'sections: [constructor, hasownproperty, tostring]\n',
  'cli/commands/all.yaml':
    'commands:\n' +
    command('constructor', 'Builds. See [valueOf](/reference/valueof/valueof/#valueof).') +
    command('hasownproperty', 'Checks.') +
    command('tostring', 'Prints.'),
};

const api = {
  'api.yaml': `openapi: 3.0.3
info: { title: API, version: v1, description: 'Start with [constructor](#constructor).' }
tags: [{ name: things }]
paths:
  /things:
    get:
      operationId: constructor
      tags: [things]
      summary: Constructor
      description: Lists things.
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
    post:
      operationId: hasOwnProperty
      tags: [things]
      summary: To string
      description: Makes a thing.
      responses:
        '201': { description: Made. }
components:
  schemas:
    Thing:
      type: object
      properties:
        __proto__: { type: string, format: constructor, description: The prototype. }
        constructor: { type: integer }
        toString: { allOf: [{ properties: { __proto__: { type: boolean } } }] }
`,
};

const functions = {
  'lib/library.yaml': `functionspec: "001"
info: { id: valueof, version: 1.0.0, title: Lib, description: Lib. }
params:
  - { id: constructor, name: made, type: string, required: true, description: Made by. }
`,
  'lib/sections.yaml': `groups:
  - title: All
    sections: [{ markdown: tostring }, { function: valueof }, { function: constructor }]
`,
  'lib/markdown/tostring.md': '# toString\n\nSee [valueof](#valueof).\n',
  'lib/functions/all.yaml': `functions:
  - id: valueof
    title: valueOf()
    description: Gets a value.
    params:
      - ref: constructor
      - { id: __proto__, name: proto, type: string, required: false, description: The prototype. }
      - { id: hasOwnProperty, name: own, type: boolean, required: false, description: Owned. }
    overwriteParams:
      - { id: __proto__, description: Overwritten. }
    examples:
      - { id: constructor, name: constructor, code: "valueOf()" }
  - id: constructor
    title: constructor()
    description: Makes.
    params: []
    examples:
      - { id: basic, name: Basic, code: "new Thing()" }
`,
};

const guide = (links: string) => `---
title: Proto
description: The names every object has.
---
## Constructor

## toString

## Prototype [#\\_\\_proto\\_\\_]

## Own [#hasOwnProperty]

Links: [a](#constructor) [b](#__proto__) [c](#hasOwnProperty) [d](#tostring)
[e](/reference/constructor/hasownproperty/) [f](/reference/tostring/constructor/) [g](/guides/constructor/__proto__/#__proto__)
${links}

\`\`\`__proto__
<SUPABASE_URL> a
\`\`\`

\`\`\`constructor
b
\`\`\`

\`\`\`toString
c
\`\`\`
`;

function project(links = ''): { root: string; specs: string; guides: string } {
  const root = mkdtempSync(join(tmpdir(), 'special-names-'));
  const files: Record<string, string> = {
    'specs/site.yaml': site,
    ...prefixed('specs/', { ...cli, ...api, ...functions }),
    'guides/nav.yaml': 'sections:\n  - { folder: constructor, title: Constructor }\n',
    'guides/constructor/__proto__.md': guide(links),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, specs: join(root, 'specs'), guides: join(root, 'guides') };
}

function prefixed(prefix: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [prefix + path, text]));
}

test('links to anchors named like Object members are checked like any other', async () => {
  const { root, specs, guides } = project(
    '[x](#toString) [y](#valueOf) [z](/reference/constructor/#__proto__) [w](/reference/tostring/#hasOwnProperty)',
  );
  try {
    const { diagnostics } = await compile(specs, guides);
    assert.equal(
      diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.code}`),
      [
        'guides/constructor/__proto__.md:15:1 error link-unknown-anchor',
        'guides/constructor/__proto__.md:15:16 error link-unknown-anchor',
        'guides/constructor/__proto__.md:15:30 error link-unknown-anchor',
        'guides/constructor/__proto__.md:15:69 error link-unknown-anchor',
        'guides/constructor/__proto__.md:17:1 warning guide-unknown-language',
        'guides/constructor/__proto__.md:21:1 warning guide-unknown-language',
        'guides/constructor/__proto__.md:25:1 warning guide-unknown-language',
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('ids, slugs, anchors, parameters and properties named like Object members build and link', async () => {
  const { root, specs, guides } = project();
  try {
    const out = join(root, 'out');
    const result = await build({ specs, guides, out, local: true });
    assert.ok(result.pages, result.error ?? JSON.stringify(result.diagnostics, null, 2));
    assert.equal(
      result.diagnostics.map((d) => d.code),
      ['guide-unknown-language', 'guide-unknown-language', 'guide-unknown-language'],
    );
    const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
    for (const route of [
      'reference/constructor/constructor',
      'reference/constructor/hasownproperty',
      'reference/tostring/constructor',
      'reference/tostring/to-string',
      'reference/valueof/valueof',
      'reference/valueof/tostring',
    ])
      assert.match(page(route), '<h2', route);
    const data = JSON.parse(readFileSync(join(out, 'data/guide-constructor-__proto__.json'), 'utf8'));
    assert.equal(Object.keys(data.anchors), ['constructor', 'tostring', '__proto__', 'hasOwnProperty']);

    const guidePage = page('guides/constructor/__proto__');
    for (const id of ['constructor', 'tostring', '__proto__', 'hasOwnProperty']) assert.match(guidePage, `id="${id}"`);
    // Fences in these languages are plain text, labelled with their own name, never an Object method.
    for (const lang of ['__proto__', 'constructor', 'toString']) {
      const block = new RegExp(`<span>${lang}</span>.*?<code class="hljs language-${lang}">(.*?)</code>`, 's').exec(
        guidePage,
      );
      assert.ok(block, lang);
      assert.not.match(block![1], 'hljs-', lang);
    }
    assert.match(guidePage, '<span data-placeholder="SUPABASE_URL">&lt;SUPABASE_URL&gt;</span> a');
    assert.not.match(guidePage, 'native code');

    // A schema property named __proto__ is a property: in the fields and in the generated example.
    const operation = page('reference/tostring/constructor');
    assert.match(operation, '>__proto__<');
    assert.match(operation, '&quot;__proto__&quot;');
    assert.match(operation, '&quot;toString&quot;');
    // Parameters with these ids are resolved like any other.
    const fn = page('reference/valueof/valueof');
    assert.match(fn, 'Made by.');
    assert.match(fn, 'Overwritten.');
    assert.match(fn, 'Owned.');
    assert.not.match(fn, 'The prototype.');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a name the schema does not allow as an id is refused with a clear message', async () => {
  const { root, specs, guides } = project();
  try {
    writeFileSync(join(specs, 'site.yaml'), site.replace('id: valueof, kind', 'id: __proto__, kind'));
    const { diagnostics } = await compile(specs, guides);
    assert.equal(
      diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message} ${d.hint}`),
      [
        `12:11 schema-bad-format 'id' of reference '__proto__' has the value "__proto__", which is not in the expected form. Reference ids are lowercase words joined by '-', e.g. 'management-api'; 'site' and 'index' are taken.`,
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
