/**
 * Seeds the configured database: the embedded PGlite database in DATA_DIR (default .data), or the
 * PostgreSQL server at DATABASE_URL (run `npm run db:migrate` first).
 *
 *   npm run seed                   the curated seed (about 90 realistic jobs)
 *   npm run seed -- --jobs 10000   the curated seed plus 10,000 synthetic jobs (benchmarks)
 *   npm run seed -- --only-synthetic --jobs 1000
 *   npm run seed -- --force        replace the jobs of a PostgreSQL server that already has some
 *
 * The embedded database is recreated from scratch. A PostgreSQL server is never emptied by accident:
 * seeding refuses a jobs table that has rows unless --force is given.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '~/config/env';
import type { JobInput } from '~/domain/job';
import { closeEmbeddedDbs, dataDirFromEnv, openEmbeddedSql } from '~/server/db/pglite';
import { openPostgres } from '~/server/db/postgres';
import { insertJobs } from '~/server/store/insert-jobs';
import { buildSeedJobs } from '../supabase/seed/jobs';
import { buildSyntheticJobs } from './seed/synthetic';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '0' },
    'only-synthetic': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});
const count = Number(values.jobs);
if (!Number.isInteger(count) || count < 0 || count > 200_000) {
  console.error('--jobs must be a whole number between 0 and 200000');
  process.exit(2);
}

const now = new Date();
const curated = values['only-synthetic'] ? [] : buildSeedJobs(now);
const startId = curated.reduce((max, j) => Math.max(max, Number(j.id ?? 0)), 0) + 1;
const jobs: JobInput[] = [...curated, ...buildSyntheticJobs(count, { now, startId })];
const env = parseEnv(process.env);
const started = performance.now();

if (env.DATABASE_URL) {
  const sql = openPostgres(env.DATABASE_URL);
  try {
    const ready = await sql.query(`select to_regclass('public.jobs') is not null as ready`);
    if (!ready[0]?.ready) throw new Error('The database has no jobs table: run `npm run db:migrate` first.');
    const [existing] = await sql.query<{ n: number }>('select count(*)::int as n from public.jobs');
    if (existing!.n > 0 && !values.force)
      throw new Error(`The jobs table already has ${existing!.n} rows; seeding would mix them with the seed. Pass --force to replace them.`);
    await sql.transaction(async (tx) => {
      if (existing!.n > 0) await tx.query('delete from public.jobs');
      await insertJobs(tx, jobs);
    });
    const [seeded] = await sql.query<{ n: number }>('select count(*)::int as n from public.jobs');
    console.log(
      `Seeded ${seeded!.n} jobs into ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname} in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await sql.close();
  }
} else {
  const dataDir = dataDirFromEnv();
  // Only the database is recreated; the outbox and stored resumes stay.
  await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
  const sql = await openEmbeddedSql(dataDir, { seed: { jobs } });
  const [seeded] = await sql.query<{ n: number }>('select count(*)::int as n from public.jobs');
  await closeEmbeddedDbs();
  console.log(`Seeded ${seeded!.n} jobs into ${dataDir} in ${Math.round(performance.now() - started)} ms`);
}
