/**
 * The migrator on both drivers: a database migrated before the baseline (the 39 migrations it replaced,
 * kept as a fixture) with rows in it upgrades without losing one and ends with exactly the schema a fresh
 * database gets; the declared SQL is applied again only when a file changes.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedJobs } from '../../../supabase/seed/jobs';
import { createBareDb, createTestDb, DRIVERS, type TestDb } from '../../../tests/support/test-db';
import { migrate, readMigrations, readSchemaFiles, type Migration } from './migrate';
import type { Queryable } from './sql';
import { insertJobs } from '../store/insert-jobs';

const BEFORE_BASELINE: Migration[] = JSON.parse(gunzipSync(readFileSync('tests/fixtures/migrations-to-20261201000200.json.gz')).toString('utf8'));

/** Everything a schema is made of, in a form two databases can be compared by. */
async function describeSchema(sql: Queryable) {
  const q = (text: string) => sql.query(text);
  return {
    columns: await q(`select table_name, column_name, data_type, column_default, is_nullable, is_identity, identity_generation, generation_expression
      from information_schema.columns where table_schema = 'public' order by 1, 2`),
    relations: await q(`select c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity, c.reloptions::text,
        array(select a::text from unnest(c.relacl) a where a::text not like 'postgres=%' order by 1)::text as acl, obj_description(c.oid) as comment
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'S', 'i') order by 1`),
    columnGrants: await q(`select c.relname, a.attname, array(select x::text from unnest(a.attacl) x order by 1)::text as acl
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attacl is not null order by 1, 2`),
    constraints: await q(`select conrelid::regclass::text as rel, conname, pg_get_constraintdef(c.oid) as def, convalidated
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' order by 1, 2`),
    indexes: await q(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    functions:
      await q(`select p.proname, pg_get_functiondef(p.oid) as def, array(select a::text from unnest(p.proacl) a where a::text not like 'postgres=%' order by 1)::text as acl
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`),
    triggers: await q(`select tgname, pg_get_triggerdef(t.oid) as def, tgenabled from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public' order by 1`),
    policies: await q(
      `select tablename, policyname, permissive, roles::text, cmd, qual, with_check from pg_policies where schemaname = 'public' order by 1, 2`,
    ),
    views: await q(`select viewname, definition from pg_views where schemaname = 'public' order by 1`),
    buckets: await q(`select id, name, public, file_size_limit, allowed_mime_types::text from storage.buckets order by 1`),
  };
}

/** A digest of every row of every table in public, per table. */
/**
 * Each table's row count and a digest of its rows, over `columns` (a table's columns now, by default): an
 * upgrade compares the rows that were there over the columns that were there (a later migration may add
 * tables and columns).
 */
async function describeRows(sql: Queryable, columns?: Record<string, string[]>) {
  const found = await sql.query<{ t: string; c: string }>(`select table_name as t, column_name as c from information_schema.columns
    where table_schema = 'public' and table_name in (select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r') order by table_name, ordinal_position`);
  const now: Record<string, string[]> = {};
  for (const { t, c } of found) (now[t] ??= []).push(c);
  const rows: Record<string, { n: number; digest: string; columns: string[] }> = {};
  for (const [t, cols] of Object.entries(columns ?? now)) {
    const list = cols.map((c) => `x."${c}"`).join(', ');
    const [r] = await sql.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(row(${list})::text, '|' order by row(${list})::text), '')) as digest from public.${t} x`,
    );
    rows[t] = { ...r!, columns: cols };
  }
  return rows;
}

for (const driver of DRIVERS) {
  describe(`${driver}: the migrator`, () => {
    let fresh: TestDb;
    beforeAll(async () => {
      fresh = await createTestDb(driver, 'none');
    });
    afterAll(async () => {
      await fresh.close();
    });

    it('upgrades a database migrated before the baseline, rows and all, to the schema a fresh database has', async () => {
      const old = await createBareDb(driver);
      try {
        const first = await migrate(old.sql, { migrations: BEFORE_BASELINE, schemas: [] });
        expect(first.applied).toHaveLength(39);
        await old.sql.transaction((tx) => insertJobs(tx, buildSeedJobs(new Date())));
        await old.sql.query(`insert into public.email_subscriptions (name, email) values ('Pat', 'pt@example.com')`);
        const rows = await describeRows(old.sql);
        expect(rows.jobs!.n).toBeGreaterThan(50);
        expect(rows.job_events!.n).toBeGreaterThan(0);

        const report = await migrate(old.sql);
        expect(report.adopted).toEqual(['20261202000000_baseline']);
        // The migrations after the baseline are applied to it as to any database.
        expect(report.applied).toEqual((await readMigrations()).filter((m) => m.version > '20261202000000').map((m) => `${m.version}_${m.name}`));
        expect(report.declared).toEqual((await readSchemaFiles()).map((f) => f.path));
        expect(await describeRows(old.sql, Object.fromEntries(Object.entries(rows).map(([t, r]) => [t, r.columns])))).toEqual(rows);
        expect(await describeSchema(old.sql)).toEqual(await describeSchema(fresh.sql));
      } finally {
        await old.close();
      }
    });

    it('refuses, changing nothing, a database that applied only some of the migrations the baseline replaced', async () => {
      const old = await createBareDb(driver);
      try {
        await migrate(old.sql, { migrations: BEFORE_BASELINE.slice(0, 20), schemas: [] });
        const before = await describeSchema(old.sql);
        await expect(migrate(old.sql)).rejects.toThrow(/needs every migration up to 20261201000200/);
        expect(await describeSchema(old.sql)).toEqual(before);
      } finally {
        await old.close();
      }
    });

    it('applies the declared SQL again only when a file changes, and names the file that fails', async () => {
      const files = await readSchemaFiles();
      expect(await migrate(fresh.sql)).toMatchObject({ applied: [], adopted: [], declared: [] });
      const changed = files.map((f) => (f.path.endsWith('jobs.schema.sql') ? { ...f, sql: `${f.sql}\n-- changed\n` } : f));
      expect((await migrate(fresh.sql, { schemas: changed })).declared).toHaveLength(files.length);
      expect((await migrate(fresh.sql, { schemas: changed })).declared).toEqual([]);
      const broken = [
        ...changed,
        { path: 'src/features/scratch/scratch.schema.sql', sql: 'create or replace function public.scratch() returns int language sql as $$ select $$$;' },
      ];
      await expect(migrate(fresh.sql, { schemas: broken })).rejects.toThrow(/Schema file src\/features\/scratch\/scratch.schema.sql failed/);
      // Nothing of a failed pass stays: the files last applied are still the ones recorded.
      expect((await migrate(fresh.sql, { schemas: changed })).declared).toEqual([]);
      expect((await migrate(fresh.sql)).declared).toHaveLength(files.length);
    });
  });
}
