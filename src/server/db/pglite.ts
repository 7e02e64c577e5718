/**
 * The PGlite driver (the embedded default): real Postgres compiled to WASM, in-process, persisted in
 * `${DATA_DIR}/pglite`. Created by the one migrator from the same migrations and schema files as production,
 * then seeded once. Later opens apply only what changed since, so an existing `.data/` keeps working.
 *
 * One PGlite instance per folder per process: two processes must never open the same folder at once
 * (the build and the host run one after the other).
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { JobInput } from '~/domain/job';
import { insertJobs } from '../store/insert-jobs';
import { migrate } from './migrate';
import type { Queryable, Row, Sql } from './sql';

/** What to load into a new database: nothing, these rows, or rows a loader gives (called only when needed). */
export type SeedOption = 'none' | { jobs: JobInput[] } | (() => Promise<JobInput[]>);

export interface EmbeddedDbOptions {
  /** The caller's seed (the composition root passes the curated one); default none. */
  seed?: SeedOption;
}

const instances = ((globalThis as { __embeddedSql?: Map<string, Promise<Sql>> }).__embeddedSql ??= new Map());

import { dataDirFromEnv } from './data-dir';

export { dataDirFromEnv };

function queryable(db: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, params as unknown[])).rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
  };
}

/** Wraps an open PGlite instance in the query interface (a bare one, unmigrated, for the migrator's tests). */
export function pgliteSql(db: PGlite): Sql {
  return {
    driver: 'pglite',
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    listen: (channel, onNotify) => db.listen(channel, onNotify).then((stop) => () => stop()),
    close: () => db.close(),
  };
}

/**
 * Opens (once per folder) the embedded database. `dataDir` 'memory://' gives a fresh in-memory
 * database on every call, for tests.
 */
export function openEmbeddedSql(dataDir: string = dataDirFromEnv(), options: EmbeddedDbOptions = {}): Promise<Sql> {
  if (dataDir === 'memory://') return openDb(undefined, options);
  const key = resolve(dataDir);
  let sql = instances.get(key);
  if (!sql) {
    sql = openDb(key, options);
    instances.set(key, sql);
    sql.catch(() => instances.delete(key));
  }
  return sql;
}

/** Closes every open embedded database (tests, scripts that exit). */
export async function closeEmbeddedDbs(): Promise<void> {
  const all = [...instances.values()];
  instances.clear();
  await Promise.all(all.map(async (p) => (await p).close().catch(() => undefined)));
}

async function openDb(dataDir: string | undefined, options: EmbeddedDbOptions): Promise<Sql> {
  let db: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    db = await PGlite.create(join(dataDir, 'pglite'));
  } else {
    db = await PGlite.create();
  }
  const sql = pgliteSql(db);
  try {
    await migrate(sql);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new Error(`The embedded database could not be prepared: ${(error as Error).message}`, { cause: error });
  }
  await seedOnce(sql, options.seed ?? 'none');
  return sql;
}

async function seedOnce(sql: Sql, seed: SeedOption): Promise<void> {
  const state = await sql.query('select 1 from embedded_meta.seed_state');
  if (state.length > 0 || seed === 'none') return;
  const jobs = typeof seed === 'function' ? await seed() : seed.jobs;
  await sql.transaction(async (tx) => {
    await insertJobs(tx, jobs);
    await tx.query('insert into embedded_meta.seed_state (job_count) values ($1)', [jobs.length]);
  });
}
