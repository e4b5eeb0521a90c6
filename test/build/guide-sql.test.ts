// The guides' SQL: every SQL fence parses with libpg-query, and the user-management tutorial's schema,
// policies and storage setup, the products schema and every other fence that needs only the platform
// run on a real Postgres (PGlite) and fail the way the guides say.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PGlite } from '@electric-sql/pglite';
import { loadParser, parseSql } from '../../renderer/translator/parse.ts';
import { codeOf, guide, guides } from './guide-files.ts';

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

test.run();
