// The guides as content, checked ahead of the pipeline that will lint them (GUIDE-FORMAT.md):
// every guide has frontmatter with a title and a description; code fences name a known language
// and tab groups are well formed; every SQL fence parses with libpg-query; the user-management
// tutorial's schema, policies and storage setup, and the products schema, run on a real Postgres
// (PGlite) and fail the way the guides say; the provider catalogue matches its schema and SPEC §3;
// and every guide link, of SPEC §2 and inside the guides, reaches a page and a heading that exist.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { GUIDE_LANGUAGES } from '../../compiler/sources/guides/diagnostics.ts';
import { Ajv } from 'ajv';
import type { Code, Heading, Link, Root } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { headingAnchor } from '../../compiler/slugify.ts';
import type { ProviderEntry } from '../../compiler/sources/guides/providers.ts';
import { loadParser, parseSql } from '../../renderer/translator/parse.ts';

const guidesDir = fileURLToPath(new URL('../../guides/', import.meta.url));
const schemaFile = fileURLToPath(new URL('../../compiler/schemas/auth-providers.schema.json', import.meta.url));

/** Guides written before the format had frontmatter; the pipeline branch converts them. */
const PRE_FORMAT = new Set(['functions/debugging-tools', 'platform/compute-add-ons', 'platform/custom-domains']);
/** Routes that are pages of the site but not guide files. */
const GENERATED_ROUTES = new Set(['/guides/api/sql-to-rest/']);
// The languages the build highlights: a fence naming any other is shown as plain text.
const LANGUAGES = new Set<string>(GUIDE_LANGUAGES);

interface Guide {
  /** Path below guides/ without `.md`, e.g. `auth/rate-limits`. */
  path: string;
  frontmatter: Record<string, unknown> | undefined;
  tree: Root;
  anchors: Set<string>;
  /** The tab ids of each tab group, by group name: what `?group=id` can select. */
  tabs: Map<string, Set<string>>;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const guides: Guide[] = readdirSync(guidesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const text = readFileSync(join(guidesDir, name), 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const frontmatter = match ? (parse(match[1]) as Record<string, unknown>) : undefined;
    const tree = processor.parse(match ? text.slice(match[0].length) : text) as Root;
    const anchors = new Set<string>();
    visit(tree, 'heading', (node: Heading) => {
      anchors.add(headingAnchor(toString(node)).id);
    });
    const tabs = new Map<string, Set<string>>();
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'tabs') return;
      const ids = tabs.get(String(node.attributes?.group)) ?? new Set<string>();
      for (const tab of node.children as ContainerDirective[]) ids.add(String(tab.attributes?.id));
      tabs.set(String(node.attributes?.group), ids);
    });
    return { path: name.slice(0, -'.md'.length).split(sep).join('/'), frontmatter, tree, anchors, tabs };
  });
const byRoute = new Map(guides.map((guide) => [`/guides/${guide.path}/`, guide]));
const guide = (path: string): Guide => {
  const found = guides.find((g) => g.path === path);
  if (!found) throw new Error(`no guide ${path}`);
  return found;
};
const codeOf = (g: Guide, lang?: string): Code[] => {
  const fences: Code[] = [];
  visit(g.tree, 'code', (node: Code) => {
    if (lang === undefined || node.lang === lang) fences.push(node);
  });
  return fences;
};

test('every guide has frontmatter with a title and a description', () => {
  const missing = guides
    .filter((g) => !PRE_FORMAT.has(g.path))
    .filter(
      (g) =>
        typeof g.frontmatter?.title !== 'string' ||
        !g.frontmatter.title ||
        typeof g.frontmatter.description !== 'string' ||
        !g.frontmatter.description,
    )
    .map((g) => g.path);
  assert.equal(missing, []);
  for (const g of guides.filter((x) => x.frontmatter?.sidebar !== undefined)) {
    const sidebar = g.frontmatter!.sidebar as { label?: unknown; order?: unknown };
    assert.ok(sidebar.label === undefined || typeof sidebar.label === 'string', `${g.path}: sidebar.label`);
    assert.ok(sidebar.order === undefined || Number.isInteger(sidebar.order), `${g.path}: sidebar.order`);
  }
});

test('every folder that holds guides is a section of guides/nav.yaml', () => {
  const nav = parse(readFileSync(join(guidesDir, 'nav.yaml'), 'utf8')) as {
    sections: { folder: string; title: string }[];
  };
  const folders = new Set(nav.sections.map((section) => section.folder));
  assert.equal(
    [...new Set(guides.map((g) => g.path.split('/')[0]))].filter((folder) => !folders.has(folder)),
    [],
  );
});

test('every code fence names a language of the format', () => {
  const bad = guides.flatMap((g) =>
    codeOf(g)
      .filter((c) => !c.lang || !LANGUAGES.has(c.lang))
      .map((c) => `${g.path}:${c.position?.start.line} ${c.lang ?? '(none)'}`),
  );
  assert.equal(bad, []);
});

test('tab groups name a group and hold only tabs with an id and a label', () => {
  const problems: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'containerDirective', (node: ContainerDirective) => {
      const where = `${g.path}:${node.position?.start.line}`;
      if (node.name === 'tabs') {
        if (!node.attributes?.group) problems.push(`${where} tabs without group`);
        const tabs = node.children.filter((child) => child.type === 'containerDirective') as ContainerDirective[];
        if (tabs.length < 2 || tabs.length !== node.children.length)
          problems.push(`${where} tabs must hold two or more :::tab and nothing else`);
        for (const tab of tabs)
          if (tab.name !== 'tab' || !tab.attributes?.id || !tab.attributes?.label)
            problems.push(`${where} a tab without id or label`);
      } else if (!['tab', 'note', 'tip', 'caution', 'danger', 'deprecation'].includes(node.name)) {
        problems.push(`${where} unknown directive ${node.name}`);
      }
    });
  }
  assert.equal(problems, []);
});

test('the two-framework guides offer Next.js and SvelteKit, the callback guide also Remix and Express', () => {
  const tabIds = (g: Guide) => {
    const ids = new Set<string>();
    visit(g.tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name === 'tabs' && node.attributes?.group === 'framework')
        for (const tab of node.children as ContainerDirective[]) ids.add(String(tab.attributes?.id));
    });
    return [...ids].sort();
  };
  assert.equal(tabIds(guide('getting-started/tutorials/user-management')), ['nextjs', 'sveltekit']);
  assert.equal(tabIds(guide('auth/server-side/oauth-callback')), ['express', 'nextjs', 'remix', 'sveltekit']);
});

await loadParser();

test('every SQL fence parses with libpg-query', () => {
  const failures = guides.flatMap((g) =>
    codeOf(g, 'sql').flatMap((c) => {
      const outcome = parseSql(c.value);
      return outcome.ok ? [] : [`${g.path}:${c.position?.start.line}: ${outcome.message}`];
    }),
  );
  assert.equal(failures, []);
  assert.ok(guides.reduce((n, g) => n + codeOf(g, 'sql').length, 0) > 10, 'the guides hold SQL');
});

// What the hosted platform has before a guide's SQL runs: the auth and storage schemas, reduced to
// the parts the guides use, and the API roles.
const PLATFORM_STUB = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;

create schema auth;
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  created_at timestamptz not null default now()
);
-- The id of the requesting user, from the verified token's "sub" claim.
create function auth.uid() returns uuid language sql stable as $$
  select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid
$$;

create schema storage;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  created_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now()
);
alter table storage.objects enable row level security;
create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  parts text[];
begin
  select string_to_array(name, '/') into parts;
  return parts[1:array_length(parts, 1) - 1];
end
$$;
`;
const API_GRANTS = `
grant usage on schema public, auth, storage to anon, authenticated, service_role;
grant all on all tables in schema public, storage to anon, authenticated, service_role;
grant execute on all functions in schema auth, storage to anon, authenticated, service_role;
`;

/** A fresh database with the platform stub, and a way to run SQL as a signed-in user (or anon). */
async function platform(): Promise<{ db: PGlite; as: (user: string | null, sql: string) => Promise<void> }> {
  const db = new PGlite();
  await db.exec(PLATFORM_STUB);
  const as = async (user: string | null, sql: string) => {
    await db.exec(
      `set role ${user ? 'authenticated' : 'anon'}; select set_config('request.jwt.claim.sub', '${user ?? ''}', false);`,
    );
    try {
      await db.exec(sql);
    } finally {
      await db.exec(`reset role; select set_config('request.jwt.claim.sub', '', false);`);
    }
  };
  return { db, as };
}
const fails = async (run: Promise<unknown>, message: RegExp): Promise<void> => {
  try {
    await run;
  } catch (error) {
    assert.match((error as Error).message, message);
    return;
  }
  assert.unreachable(`expected a failure matching ${message}`);
};

const ALICE = '6f1c2a9e-4b7d-4c1e-9a8f-2d3b4c5d6e7f';
const BOB = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

test('the user-management tutorial: schema, policies and storage run in order on Postgres', async () => {
  const { db } = await platform();
  for (const fence of codeOf(guide('getting-started/tutorials/user-management'), 'sql')) {
    try {
      await db.exec(fence.value);
    } catch (error) {
      assert.unreachable(`line ${fence.position?.start.line}: ${(error as Error).message}`);
    }
  }
  const { rows } = await db.query<{ id: string; public: boolean }>(`select id, public from storage.buckets`);
  assert.equal(rows, [{ id: 'avatars', public: true }]);
  await db.close();
});

test('the user-management tutorial fails where it says it fails', async () => {
  const { db, as } = await platform();
  const fences = codeOf(guide('getting-started/tutorials/user-management'), 'sql');
  // Everything but the tip's stricter upload policy, which comes last.
  for (const fence of fences.slice(0, -1)) await db.exec(fence.value);
  await db.exec(API_GRANTS);
  await db.exec(
    `insert into auth.users (id, email) values ('${ALICE}', 'alice@example.com'), ('${BOB}', 'bob@example.com');`,
  );

  await as(ALICE, `insert into public.profiles (id, username) values ('${ALICE}', 'alice');`);
  await fails(
    as(ALICE, `insert into public.profiles (id, username) values ('${BOB}', 'bobby');`),
    /new row violates row-level security policy for table "profiles"/,
  );
  await fails(
    as(BOB, `insert into public.profiles (id, username) values ('${BOB}', 'al');`),
    /violates check constraint "username_length"/,
  );
  await fails(
    as(BOB, `insert into public.profiles (id, username) values ('${BOB}', 'alice');`),
    /duplicate key value violates unique constraint "profiles_username_key"/,
  );
  // An update of someone else's row changes nothing, without an error.
  await as(BOB, `update public.profiles set full_name = 'Not Alice' where id = '${ALICE}';`);
  const { rows } = await db.query<{ full_name: string | null }>(
    `select full_name from public.profiles where id = '${ALICE}'`,
  );
  assert.equal(rows, [{ full_name: null }]);
  // Everyone reads profiles; anon and authenticated upload avatars, into that bucket only.
  await as(null, `select * from public.profiles;`);
  await as(null, `insert into storage.objects (bucket_id, name) values ('avatars', 'anything.png');`);
  await db.exec(`insert into storage.buckets (id, name) values ('private', 'private');`);
  await fails(
    as(ALICE, `insert into storage.objects (bucket_id, name) values ('private', 'x.png');`),
    /row-level security/,
  );

  // The tip's policy: authenticated users only, into their own folder.
  await db.exec(fences.at(-1)!.value);
  await as(
    ALICE,
    `insert into storage.objects (bucket_id, name, owner) values ('avatars', '${ALICE}/1718000000000.png', '${ALICE}');`,
  );
  await fails(
    as(ALICE, `insert into storage.objects (bucket_id, name) values ('avatars', '${BOB}/1718000000000.png');`),
    /new row violates row-level security policy/,
  );
  await fails(
    as(null, `insert into storage.objects (bucket_id, name) values ('avatars', 'anything.png');`),
    /row-level security/,
  );
  await db.close();
});

test('the products sample schema and its storage example run on Postgres', async () => {
  const { db } = await platform();
  const fences = codeOf(guide('database/overview'), 'sql');
  const run: string[] = [];
  for (const fence of fences) {
    try {
      await db.exec(fence.value);
      run.push(fence.value);
    } catch (error) {
      assert.unreachable(`database/overview line ${fence.position?.start.line}: ${(error as Error).message}`);
    }
  }
  const columns = await db.query<{
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' and table_name = 'products' order by ordinal_position`,
  );
  assert.equal(columns.rows, [
    { column_name: 'id', data_type: 'uuid', is_nullable: 'NO', column_default: 'gen_random_uuid()' },
    { column_name: 'name', data_type: 'text', is_nullable: 'NO', column_default: null },
    { column_name: 'price', data_type: 'real', is_nullable: 'NO', column_default: null },
    { column_name: 'image', data_type: 'text', is_nullable: 'YES', column_default: null },
  ]);
  const bucket = await db.query<{ id: string }>(`select id from storage.buckets`);
  assert.equal(bucket.rows, [{ id: 'product-images' }]);
  await fails(db.exec(`insert into public.products (name) values ('No price');`), /null value in column "price"/);
  await db.close();
});

test('every other SQL fence that needs only the platform runs on Postgres', async () => {
  // Fences that read server state PGlite lacks, or need extensions it does not bundle here.
  const skip = (sql: string) => /pg_database_size|create extension|vector\(|<=>|supabase_realtime/.test(sql);
  const failures: string[] = [];
  for (const g of guides.filter(
    (x) => !['getting-started/tutorials/user-management', 'database/overview'].includes(x.path),
  )) {
    const fences = codeOf(g, 'sql').filter((c) => !skip(c.value));
    if (fences.length === 0) continue;
    const { db } = await platform();
    for (const fence of fences) {
      try {
        await db.exec(fence.value);
      } catch (error) {
        failures.push(`${g.path}:${fence.position?.start.line}: ${(error as Error).message}`);
      }
    }
    await db.close();
  }
  assert.equal(failures, []);
});

const catalogue = parse(readFileSync(join(guidesDir, 'auth/providers.yaml'), 'utf8')) as { providers: ProviderEntry[] };
const SOCIAL = [
  'Apple',
  'Azure',
  'Bitbucket',
  'Discord',
  'Facebook',
  'Figma',
  'GitHub',
  'GitLab',
  'Google',
  'Kakao',
  'Keycloak',
  'LinkedIn',
  'Notion',
  'Slack',
  'Spotify',
  'Twitter',
  'Twitch',
  'WorkOS',
  'Zoom',
];
const PHONE = ['MessageBird', 'Twilio', 'Vonage'];

test('the provider catalogue matches its JSON schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  assert.ok(validate(catalogue), JSON.stringify(validate.errors, null, 2));
  // The schema rejects what it should.
  const broken = structuredClone(catalogue);
  broken.providers[0].official = false;
  assert.not.ok(validate(broken), 'an unofficial provider without a supporter');
  const wrongType = structuredClone(catalogue) as unknown as { providers: Record<string, unknown>[] };
  wrongType.providers[0].authType = 'email';
  assert.not.ok(validate(wrongType), 'authType outside social | phone');
});

test('the provider catalogue lists exactly the 19 social and 3 phone providers of SPEC §3', () => {
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'social')
      .map((p) => p.name)
      .sort(),
    [...SOCIAL].sort(),
  );
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'phone')
      .map((p) => p.name)
      .sort(),
    [...PHONE].sort(),
  );
  assert.equal(
    catalogue.providers
      .filter((p) => !p.official)
      .map((p) => p.name)
      .sort(),
    ['Azure', 'MessageBird', 'Vonage'],
  );
  assert.equal(new Set(catalogue.providers.map((p) => p.id)).size, catalogue.providers.length, 'ids are unique');
});

test('every provider logo exists, and a light variant where hasLightIcon says so', () => {
  for (const p of catalogue.providers) {
    const logo = join(guidesDir, 'auth', p.logo);
    assert.ok(existsSync(logo), p.logo);
    assert.match(readFileSync(logo, 'utf8'), /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, p.logo);
    assert.is(
      existsSync(logo.replace(/\.svg$/, '-light.svg')),
      p.hasLightIcon,
      `${p.id}: hasLightIcon and the -light.svg file agree`,
    );
  }
});

/** Whether a site path (with optional ?query and #anchor) reaches a guide and, if given, one of its headings. */
function reaches(href: string): string | undefined {
  const [pathAndQuery, anchor] = href.split('#');
  const path = pathAndQuery.split('?')[0];
  const route = path.endsWith('/') ? path : `${path}/`;
  if (GENERATED_ROUTES.has(route)) return undefined;
  const target = byRoute.get(route);
  if (!target) return `no guide at ${route}`;
  if (anchor && !target.anchors.has(anchor)) return `${route} has no heading #${anchor}`;
  // A tab group's query parameter must name one of its tabs.
  for (const [group, id] of new URLSearchParams(pathAndQuery.split('?')[1] ?? '')) {
    if (!target.tabs.get(group)?.has(id)) return `${route} has no tab ${group}=${id}`;
  }
  return undefined;
}

test('every guide link of SPEC §2 has a page', () => {
  const links = [
    ...catalogue.providers.filter((p) => p.authType === 'social').map((p) => `/guides/auth/social-login/auth-${p.id}`),
    ...PHONE.map((name) => `/guides/auth/phone-login?showSmsProvider=${name.toLowerCase()}`),
    '/guides/auth/redirect-urls',
    '/guides/auth/auth-captcha',
    '/guides/platform/going-into-prod',
    '/guides/platform/compute-add-ons',
    '/guides/ai/hugging-face',
    // The CLI reference's docs paths: custom domains, edge function debugging tools, compute add-ons.
    '/guides/platform/custom-domains',
    '/guides/functions/debugging-tools',
  ];
  assert.is(links.filter((l) => l.includes('/social-login/')).length, 19);
  assert.equal(links.map(reaches).filter(Boolean), []);
  // The dashboard links of SPEC §2 lead to the dashboard; a guide must use each.
  const used = new Set<string>();
  for (const g of guides)
    visit(g.tree, 'link', (node: Link) => {
      used.add(node.url);
    });
  assert.equal(
    ['/dashboard/project/_/settings/database', '/dashboard/support/new'].filter((l) => !used.has(l)),
    [],
  );
  // The catalogue's own links, too.
  assert.equal(catalogue.providers.map((p) => reaches(p.href)).filter(Boolean), []);
});

test('every link from a guide to a guide reaches a page and a heading that exist', () => {
  const broken: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'link', (node: Link) => {
      const where = `${g.path}:${node.position?.start.line}`;
      if (node.url.startsWith('/guides/')) {
        const problem = reaches(node.url);
        if (problem) broken.push(`${where} ${node.url}: ${problem}`);
      } else if (node.url.startsWith('#') && !g.anchors.has(node.url.slice(1))) {
        broken.push(`${where} ${node.url}: no such heading`);
      }
    });
  }
  assert.equal(broken, []);
});

test('every link from a guide to the CLI or Management API reference names a command or operation that exists', () => {
  const specsDir = fileURLToPath(new URL('../../specs/', import.meta.url));
  const commandsDir = join(specsDir, 'cli/commands');
  const commands = new Set(
    readdirSync(commandsDir).flatMap((name) =>
      (parse(readFileSync(join(commandsDir, name), 'utf8')) as { commands: { id: string }[] }).commands.map(
        (c) => c.id,
      ),
    ),
  );
  const operations = new Set(
    [
      ...readFileSync(join(specsDir, 'management-api/openapi.yaml'), 'utf8').matchAll(/operationId: ([a-z0-9-]+)$/gm),
    ].map((m) => m[1]),
  );
  const broken: string[] = [];
  for (const g of guides) {
    visit(g.tree, 'link', (node: Link) => {
      const match = /^\/reference\/(cli|api)\/([^/#?]+)\/?/.exec(node.url);
      if (match && !(match[1] === 'cli' ? commands : operations).has(match[2]))
        broken.push(`${g.path}:${node.position?.start.line} ${node.url}`);
    });
  }
  assert.equal(broken, []);
});

test('phone login has a showSmsProvider tab per SMS provider, Twilio first, with the ids the catalogue links to', () => {
  const phone = guide('auth/phone-login');
  assert.equal([...(phone.tabs.get('showSmsProvider') ?? [])], ['twilio', 'messagebird', 'vonage']);
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'phone')
      .map((p) => reaches(p.href))
      .filter(Boolean),
    [],
  );
  assert.ok(reaches('/guides/auth/phone-login?showSmsProvider=sinch'), 'an unknown provider is caught');
});

test('the providers page lists both kinds of provider from the catalogue', () => {
  const types: string[] = [];
  visit(guide('auth/providers').tree, 'leafDirective', (node: LeafDirective) => {
    if (node.name === 'auth-providers') types.push(String(node.attributes?.type));
  });
  assert.equal(types, ['social', 'phone']);
});

test.run();
