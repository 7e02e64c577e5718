/**
 * One migrator for both drivers: `supabase/migrations/*.sql` in file-name order, each in its own
 * transaction, recorded in `supabase_migrations.schema_migrations` (the table and version format the
 * Supabase CLI uses, so `supabase db push` and `npm run db:migrate` agree on what is applied).
 *
 * On a server that is not a Supabase project (PGlite, a bare PostgreSQL server such as CI's), the
 * bootstrap (`supabase/embedded/bootstrap.sql`) runs first: it creates Supabase's roles and the small
 * parts of its `auth` and `storage` schemas the migrations rely on. It is idempotent. On Supabase it
 * never runs: the platform owns those objects.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Sql } from './sql';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const root = process.cwd();
const MIGRATIONS_DIR = resolve(root, 'supabase/migrations');
const BOOTSTRAP_FILE = resolve(root, 'supabase/embedded/bootstrap.sql');

/** The migration files, oldest first. */
async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const m = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!m) throw new Error(`Migration file ${file} must be named <timestamp>_<name>.sql`);
      return { version: m[1]!, name: m[2]!, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

/** True on a Supabase project (its admin role exists); the bootstrap is then never applied. */
async function isSupabaseProject(sql: Sql): Promise<boolean> {
  const rows = await sql.query(`select 1 from pg_roles where rolname = 'supabase_admin'`);
  return rows.length > 0;
}

export interface MigrateReport {
  bootstrapped: boolean;
  applied: string[];
}

export async function migrate(sql: Sql, options: { migrations?: Migration[]; bootstrap?: string } = {}): Promise<MigrateReport> {
  const migrations = options.migrations ?? (await readMigrations());
  const bootstrapped = !(await isSupabaseProject(sql));
  if (bootstrapped) await sql.exec(options.bootstrap ?? (await readFile(BOOTSTRAP_FILE, 'utf8')));
  await sql.exec(`create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);`);
  await adoptLegacyEmbeddedLog(sql);
  const done = new Set((await sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    try {
      await sql.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      });
    } catch (error) {
      throw new Error(`Migration ${m.version}_${m.name}.sql failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(`${m.version}_${m.name}`);
  }
  return { bootstrapped, applied };
}

/** Embedded databases made before this migrator logged to embedded_meta.schema_migrations ('<version>_<name>'). */
async function adoptLegacyEmbeddedLog(sql: Sql): Promise<void> {
  const legacy = await sql.query(`select to_regclass('embedded_meta.schema_migrations') is not null as present`);
  if (!legacy[0]?.present) return;
  await sql.exec(`insert into supabase_migrations.schema_migrations (version, name)
  select split_part(version, '_', 1), substr(version, position('_' in version) + 1) from embedded_meta.schema_migrations
  on conflict (version) do nothing;
drop table embedded_meta.schema_migrations;`);
}
