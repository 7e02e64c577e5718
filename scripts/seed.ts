/**
 * Recreates the embedded database in DATA_DIR (default .data) from the migrations and a seed.
 *
 *   npm run seed                   the curated seed (about 90 realistic jobs)
 *   npm run seed -- --jobs 10000   the curated seed plus 10,000 synthetic jobs (benchmarks)
 *   npm run seed -- --only-synthetic --jobs 1000
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { closeEmbeddedDbs, dataDirFromEnv, getEmbeddedDb } from '~/server/pglite/db';
import type { JobInput } from '~/features/jobs/job.schema';
import { buildSeedJobs } from './seed/jobs';
import { buildSyntheticJobs } from './seed/synthetic';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '0' },
    'only-synthetic': { type: 'boolean', default: false },
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

const dataDir = dataDirFromEnv();
const started = performance.now();
// Only the database is recreated; the outbox and stored resumes stay.
await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
const db = await getEmbeddedDb(dataDir, { seed: { jobs } });
const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.jobs');
await closeEmbeddedDbs();
console.log(`Seeded ${rows[0]?.n} jobs into ${dataDir} in ${Math.round(performance.now() - started)} ms`);
