/**
 * `npm run lifecycle`: moves listings on with time (issue 29): scheduled listings go live at their time,
 * live ones whose term has ended become expired. The database does the work (public.advance_jobs(), under
 * the same policies as every other write, logged as `schedule`); the staff API runs it too before it reads
 * the queue. Scheduled hourly (.github/workflows/lifecycle.yml); safe to rerun.
 */
import { refuseWithoutSettings } from './lib/scheduled-guard';
import { closeBackends, getBackend } from '~/server/root-node';

refuseWithoutSettings('npm run lifecycle');
let exit = 0;
try {
  const moved = await (await getBackend(process.env)).staff.advance();
  console.log(`Lifecycle: ${moved} listing(s) moved on (scheduled to live, ended to expired)`);
} catch (error) {
  console.error('Lifecycle pass failed:', (error as Error).message);
  exit = 1;
} finally {
  await closeBackends();
}
process.exit(exit);
