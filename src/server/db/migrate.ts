/**
 * One migrator for both drivers, in two parts:
 * - `supabase/migrations/*.sql` in file-name order, each once, in its own transaction, recorded in
 *   `supabase_migrations.schema_migrations` (the table and version format the Supabase CLI uses). They
 *   change tables and rows only.
 * - Then the declared SQL: functions, triggers and policies, each declared once in a schema file
 *   (`supabase/schemas/*.sql` for what several capabilities share, then each capability's
 *   `src/features/<name>/*.schema.sql`). When any file changed since it was last applied, every file is
 *   applied again in one transaction (create or replace), and each file's digest recorded in
 *   `supabase_migrations.schema_files`. Bodies are checked when called, so the files' order matters only
 *   for what a trigger or a policy names: the shared files come first.
 *
 * A baseline migration (its first lines say "Baseline of every migration up to <version>") stands for
 * the migrations it replaced: a database that applied them up to that version is recorded as having it.
 *
 * On a server that is not a Supabase project (PGlite, a bare PostgreSQL server such as CI's), the
 * bootstrap (`supabase/embedded/bootstrap.sql`) runs first: it creates Supabase's roles and the small
 * parts of its `auth` and `storage` schemas the migrations rely on. It is idempotent. On Supabase it
 * never runs: the platform owns those objects.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Sql } from './sql';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** A file of declared SQL: its path from the project root, and its text. */
export interface SchemaFile {
  path: string;
  sql: string;
}

const root = process.cwd();
const MIGRATIONS_DIR = resolve(root, 'supabase/migrations');
const BOOTSTRAP_FILE = resolve(root, 'supabase/embedded/bootstrap.sql');

/** The migration files, oldest first. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const m = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!m) throw new Error(`Migration file ${file} must be named <timestamp>_<name>.sql`);
      return { version: m[1]!, name: m[2]!, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

const listSql = async (dir: string, suffix: string) =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => join(dir, f));

/** The schema files: the shared ones, then each capability's, each group in name order. */
export async function readSchemaFiles(base = root): Promise<SchemaFile[]> {
  const shared = await listSql(join(base, 'supabase/schemas'), '.sql');
  const featuresDir = join(base, 'src/features');
  const features = (await readdir(featuresDir, { withFileTypes: true }).catch(() => []))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const own = (await Promise.all(features.map((f) => listSql(join(featuresDir, f), '.schema.sql')))).flat();
  return Promise.all([...shared, ...own].map(async (file) => ({ path: relative(base, file), sql: await readFile(file, 'utf8') })));
}

/** True on a Supabase project (its admin role exists); the bootstrap is then never applied. */
async function isSupabaseProject(sql: Sql): Promise<boolean> {
  const rows = await sql.query(`select 1 from pg_roles where rolname = 'supabase_admin'`);
  return rows.length > 0;
}

export interface MigrateReport {
  bootstrapped: boolean;
  applied: string[];
  /** Migrations recorded as applied because a baseline stands for them. */
  adopted: string[];
  /** The schema files applied (all of them when any changed; none when none did). */
  declared: string[];
}

export async function migrate(sql: Sql, options: { migrations?: Migration[]; bootstrap?: string; schemas?: SchemaFile[] } = {}): Promise<MigrateReport> {
  const migrations = options.migrations ?? (await readMigrations());
  const bootstrapped = !(await isSupabaseProject(sql));
  if (bootstrapped) await sql.exec(options.bootstrap ?? (await readFile(BOOTSTRAP_FILE, 'utf8')));
  await sql.exec(`create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
create table if not exists supabase_migrations.schema_files (path text primary key, digest text not null, applied_at timestamptz not null default now());`);
  await adoptLegacyEmbeddedLog(sql);
  const done = new Set((await sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version));
  const adopted = await adoptBaselines(sql, migrations, done);
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
  const declared = await declare(sql, options.schemas ?? (await readSchemaFiles()));
  return { bootstrapped, applied, adopted, declared };
}

const BASELINE = /^-- Baseline of every migration up to (\d+)\.$/m;

/**
 * A database that applied the migrations a baseline replaced gets the baseline recorded, not run; one
 * that applied only some of them cannot be brought up by this release (it would need the ones missing).
 */
async function adoptBaselines(sql: Sql, migrations: Migration[], done: Set<string>): Promise<string[]> {
  const adopted: string[] = [];
  for (const m of migrations) {
    const upTo = BASELINE.exec(m.sql)?.[1];
    if (!upTo || done.has(m.version)) continue;
    const older = [...done].filter((v) => v < m.version);
    if (older.length === 0) continue;
    if (!done.has(upTo))
      throw new Error(
        `This database applied migrations up to ${older.sort().at(-1)}; the baseline ${m.version}_${m.name}.sql needs every migration up to ${upTo}: apply them with the release that still has them, then run this one`,
      );
    await sql.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
    done.add(m.version);
    adopted.push(`${m.version}_${m.name}`);
  }
  return adopted;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Applies every schema file again when any of them changed (or was added or removed) since the last time. */
async function declare(sql: Sql, files: SchemaFile[]): Promise<string[]> {
  // Compared as sets, each side ordered here: the server's collation may order paths otherwise.
  const key = (rows: { path: string; digest: string }[]) => rows.map((r) => `${r.path} ${r.digest}`).sort();
  const recorded = await sql.query<{ path: string; digest: string }>('select path, digest from supabase_migrations.schema_files');
  const now = files.map((f) => ({ path: f.path, digest: digest(f.sql) }));
  if (JSON.stringify(key(recorded)) === JSON.stringify(key(now))) return [];
  await sql.transaction(async (tx) => {
    // Bodies are checked when called: a function may name one another file declares.
    await tx.query('set local check_function_bodies = off');
    // A file at a time, so a failure names its file.
    for (const f of files) {
      try {
        await tx.exec(f.sql);
      } catch (error) {
        throw new Error(`Schema file ${f.path} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    await tx.query('delete from supabase_migrations.schema_files');
    for (const f of now) await tx.query('insert into supabase_migrations.schema_files (path, digest) values ($1, $2)', [f.path, f.digest]);
  });
  return files.map((f) => f.path);
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
