/**
 * `npm run lifecycle [-- --now <ISO time>]`: the daily pass over every job's term
 * (src/features/job-checks/lifecycle-pass.server.ts). `--now` runs the pass as of another time (tests,
 * rehearsals). Safe to rerun. Scheduled daily (.github/workflows/lifecycle.yml).
 */
import { parseArgs } from 'node:util';
import { runLifecyclePass } from '~/features/job-checks/lifecycle-pass.server';
import { getNodeServices } from '~/server/root-node';
import { refuseWithoutSettings, runScheduled } from './lib/scheduled-guard';

refuseWithoutSettings('npm run lifecycle');
const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO time, e.g. 2026-12-01T09:00:00Z (got ${values.now})`);
  process.exit(2);
}
await runScheduled('Lifecycle pass', async () => {
  for (const line of await runLifecyclePass(await getNodeServices(process.env), now)) console.log(line);
});
