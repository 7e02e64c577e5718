/**
 * Fresh test databases on either driver (used by vitest suites and the workerd Playwright test). Runs a
 * store or function suite on both database drivers from the same migrations: PGlite in-process,
 * and postgres.js against a real PostgreSQL server at TEST_DATABASE_URL (CI starts a throwaway one:
 * scripts/pg-test-server.sh). Each suite gets its own fresh database, so files can run in parallel: a
 * copy of the run's migrated template (tests/support/global-setup.ts) where there is one.
 *
 * Without TEST_DATABASE_URL the Postgres half is reported as skipped (and `npm test` says so plainly);
 * under CI it is an error, so CI never skips it.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedJobs } from '../../supabase/seed/jobs';
import type { JobInput } from '../../src/domain/job';
import { closeBackends } from '../../src/server/root-node';
import { migrate } from '../../src/server/db/migrate';
import { closeEmbeddedDbs, openEmbeddedSql, pgliteSql } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import type { Sql } from '../../src/server/db/sql';
import { insertJobs } from '../../src/server/store/insert-jobs';

export type Driver = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (!serverUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must run every store and function test on PostgreSQL too (.ci/run starts a server)');
}
export const DRIVERS: Driver[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];
export const POSTGRES_SKIPPED = !serverUrl;

export interface TestDb {
  driver: Driver;
  /** Direct access, as the database owner (bypasses RLS): for arranging and checking rows. */
  sql: Sql;
  /** The environment a function or the backend selection gets: DATA_DIR, plus DATABASE_URL on Postgres. */
  env: Record<string, string>;
  dataDir: string;
  close(): Promise<void>;
}

export type SeedOption = 'default' | 'none' | JobInput[];

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A data folder (DATA_DIR) holding a copy of the run's migrated, unseeded PGlite template, for a host or a
 * build a test starts on its own folder: it seeds the curated jobs on first open as usual, but skips the
 * migrations. Without a template (a lone test file) the folder is returned as it is and migrated on open.
 */
export function dataDirFromTemplate(dataDir: string): string {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (template && existsSync(join(template, 'pglite')) && !existsSync(join(dataDir, 'pglite')))
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A fresh database on `driver`, migrated, with the curated seed (default), no jobs, or these jobs. */
export async function createTestDb(driver: Driver, seed: SeedOption = 'default', extraEnv: Record<string, string> = {}): Promise<TestDb> {
  // The unit layer has no database: a test that needs one says so by its name (vitest.config.ts).
  if (process.env.TEST_LAYER === 'unit') throw new Error('This test opens a database: name it *.store.test.ts to run it in the store layer');
  const dataDir = mkdtempSync(join(tmpdir(), `db-${driver}-`));
  const jobs = seed === 'default' ? buildSeedJobs(new Date()) : seed === 'none' ? [] : seed;
  if (driver === 'pglite') {
    // A copy of the run's migrated template (vitest's global setup), else migrated here (Playwright).
    const template = process.env.TEST_PGLITE_TEMPLATE;
    if (template && existsSync(join(template, 'pglite'))) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
    const sql = await openEmbeddedSql(dataDir, { seed: { jobs } });
    return {
      driver,
      sql,
      env: { DATA_DIR: dataDir, ...extraEnv },
      dataDir,
      async close() {
        await closeBackends();
        await closeEmbeddedDbs();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = openPostgres(serverUrl!, { max: 1 });
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrl(name);
  const sql = openPostgres(url, { max: 4 });
  // The template is migrated already; this applies nothing then (and everything without one).
  await migrate(sql);
  if (jobs.length) await sql.transaction((tx) => insertJobs(tx, jobs));
  return {
    driver,
    sql,
    env: { DATA_DIR: dataDir, DATABASE_URL: url, ...extraEnv },
    dataDir,
    async close() {
      await closeBackends();
      await sql.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database on `driver`: Supabase's roles and nothing else, not migrated (the migrator's tests). */
export async function createBareDb(driver: Driver): Promise<{ sql: Sql; close(): Promise<void> }> {
  if (driver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create();
    return { sql: pgliteSql(db), close: () => db.close() };
  }
  const name = `bare_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = openPostgres(serverUrl!, { max: 1 });
  await admin.query(`create database ${name}`);
  const sql = openPostgres(databaseUrl(name), { max: 2 });
  return {
    sql,
    async close() {
      await sql.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
