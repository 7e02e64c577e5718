/**
 * The embedded backend's database: PGlite (real Postgres compiled to WASM), persisted in
 * `${DATA_DIR}/pglite`. Created from the same `supabase/migrations/` as production, in order, then
 * seeded once. Later opens apply only migrations added since, so an existing `.data/` keeps working.
 *
 * One PGlite instance per folder per process: two processes must never open the same folder at once
 * (the build and the host run one after the other).
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { JobInput } from '~/features/jobs/job.schema';
import { insertJobs } from './insert-jobs';

const root = process.cwd();
const migrationsDir = resolve(root, 'supabase/migrations');
const bootstrapFile = resolve(root, 'supabase/embedded/bootstrap.sql');

type SeedOption = 'default' | 'none' | { jobs: JobInput[] };

export interface EmbeddedDbOptions {
  /** What to load into an empty database: the curated seed (default), nothing, or given rows. */
  seed?: SeedOption;
}

const instances = ((globalThis as { __embeddedDbs?: Map<string, Promise<PGlite>> }).__embeddedDbs ??= new Map());

/** Folder of the embedded backend, from DATA_DIR (default `.data`). */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(root, env.DATA_DIR?.trim() || '.data');
}

/**
 * Opens (once per folder) the embedded database. `dataDir` 'memory://' gives a fresh in-memory
 * database on every call, for tests.
 */
export function getEmbeddedDb(dataDir: string = dataDirFromEnv(), options: EmbeddedDbOptions = {}): Promise<PGlite> {
  if (dataDir === 'memory://') return openDb(undefined, options);
  const key = resolve(dataDir);
  let db = instances.get(key);
  if (!db) {
    db = openDb(key, options);
    instances.set(key, db);
    db.catch(() => instances.delete(key));
  }
  return db;
}

/** Closes every open embedded database (tests, scripts that exit). */
export async function closeEmbeddedDbs(): Promise<void> {
  const all = [...instances.values()];
  instances.clear();
  await Promise.all(all.map(async (p) => (await p).close().catch(() => undefined)));
}

async function openDb(dataDir: string | undefined, options: EmbeddedDbOptions): Promise<PGlite> {
  let db: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    db = await PGlite.create(join(dataDir, 'pglite'));
  } else {
    db = await PGlite.create();
  }
  await db.exec(await readFile(bootstrapFile, 'utf8'));
  await applyMigrations(db);
  await seedOnce(db, options.seed ?? 'default');
  return db;
}

/** Applies, in file-name order, every migration not applied yet, each in its own transaction. */
export async function applyMigrations(db: PGlite): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set((await db.query<{ version: string }>('select version from embedded_meta.schema_migrations')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into embedded_meta.schema_migrations (version) values ($1)', [version]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed on the embedded database: ${(error as Error).message}`);
    }
    applied.push(version);
  }
  return applied;
}

async function seedOnce(db: PGlite, seed: SeedOption): Promise<void> {
  const state = await db.query('select 1 from embedded_meta.seed_state');
  if (state.rows.length > 0 || seed === 'none') return;
  const jobs = seed === 'default' ? await defaultSeedJobs() : seed.jobs;
  await db.transaction(async (tx) => {
    await insertJobs(tx, jobs);
    await tx.query('insert into embedded_meta.seed_state (job_count) values ($1)', [jobs.length]);
  });
}

async function defaultSeedJobs(): Promise<JobInput[]> {
  const { buildSeedJobs } = await import('../../../scripts/seed/jobs');
  return buildSeedJobs(new Date());
}
