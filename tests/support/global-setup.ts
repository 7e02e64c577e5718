/**
 * Once per vitest run: one migrated PGlite database (a folder) and, with TEST_DATABASE_URL, one migrated
 * template database on the PostgreSQL server. Every database suite clones one (a folder copy, `create
 * database … template …`) instead of running every migration again (tests/support/test-db.ts). The
 * workers inherit the two names through the environment. `npm test` calls it once for all its layers.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/server/db/migrate';
import { closeEmbeddedDbs, openEmbeddedSql } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';

export default async function setup(): Promise<() => Promise<void>> {
  // `npm test` makes the templates once for all its layers (scripts/test.ts) and owns their removal.
  const given = process.env.TEST_PGLITE_TEMPLATE;
  if (given && existsSync(join(given, 'pglite')) && (!process.env.TEST_DATABASE_URL?.trim() || process.env.TEST_POSTGRES_TEMPLATE))
    return async () => undefined;
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  await openEmbeddedSql(dir, { seed: 'none' });
  await closeEmbeddedDbs();
  process.env.TEST_PGLITE_TEMPLATE = dir;
  const server = process.env.TEST_DATABASE_URL?.trim();
  let template: string | undefined;
  if (server) {
    template = `template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = openPostgres(server, { max: 1 });
    await admin.query(`create database ${template}`);
    const url = new URL(server);
    url.pathname = `/${template}`;
    const sql = openPostgres(url.toString(), { max: 1 });
    await migrate(sql);
    await sql.close();
    await admin.close();
    process.env.TEST_POSTGRES_TEMPLATE = template;
  }
  console.log(`Test databases: migrated templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (server && template) {
      const admin = openPostgres(server, { max: 1 });
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
      await admin.close();
    }
  };
}
