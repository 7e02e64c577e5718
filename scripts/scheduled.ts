/**
 * `npm run alerts`, `npm run lifecycle`, `npm run feeds`, `npm run outbox`: one scheduled job (scripts/lib/scheduled-jobs.ts)
 * on the configured backend and mail transport. `--now <ISO time>` runs it as of another time (tests,
 * rehearsals). Each is safe to rerun; on GitHub Actions it refuses to run without its production settings.
 * Exits with the job's status, or 1 with "<label> failed: <message>" when it throws.
 */
import { parseArgs } from 'node:util';
import { getNodeServices } from '~/server/root-node';
import { refuseWithoutSettings, runScheduled } from './lib/scheduled-guard';
import { SCHEDULED_JOBS } from './lib/scheduled-jobs';

const { values, positionals } = parseArgs({ options: { now: { type: 'string' } }, allowPositionals: true });
const job = SCHEDULED_JOBS.find((j) => j.name === positionals[0]);
if (!job) {
  console.error(`Which job? ${SCHEDULED_JOBS.map((j) => j.name).join(', ')} (got ${positionals[0] ?? 'none'})`);
  process.exit(2);
}
refuseWithoutSettings(`npm run ${job.name}`);
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO time, e.g. 2026-12-01T09:00:00Z (got ${values.now})`);
  process.exit(2);
}
await runScheduled(job.label, async () => {
  const run = await job.run(await getNodeServices(process.env), now);
  for (const line of run.lines) console.log(line);
  for (const line of run.problems) console.error(line);
  return run.exit;
});
