/**
 * `npm run outbox`: sends what the mail outbox owes (staff notices, CCPA acknowledgements), with the
 * configured mail transport. The functions drain it right after each submission; this scheduled run
 * (.github/workflows/outbox.yml, hourly) retries what failed, with backoff. Exits 1 while any
 * mail has used all its attempts, so a mail outage that outlasts the retries shows as a failed run.
 */
import { parseEnv } from '~/config/env';
import { refuseWithoutSettings, runScheduled } from './lib/scheduled-guard';
import { getBackend } from '~/server/root-node';
import { createMailer } from '~/server/mail';
import { sweepRateLimitCounters } from '~/server/rate-limit/sql';
import { MAX_ATTEMPTS } from '~/server/store/mail-outbox.store';

refuseWithoutSettings('npm run outbox');
const env = parseEnv(process.env);
const backend = await getBackend(process.env);
await runScheduled('Outbox drain', async () => {
  const report = await backend.outbox.drain(await createMailer(env), { limit: 500 });
  console.log(`Outbox: ${report.sent} sent, ${report.failed} failed this run, ${report.pending} waiting for a retry, ${report.dead} out of attempts`);
  // The functions' rate-limit windows are at most an hour; a day-old one is only clutter.
  const swept = await sweepRateLimitCounters(backend.sql);
  if (swept) console.log(`Rate limits: ${swept} ended windows deleted`);
  if (report.dead > 0) {
    console.error(
      `${report.dead} mail(s) failed ${MAX_ATTEMPTS} times and wait in public.mail_outbox (last_error says why); reset attempts to 0 to retry them.`,
    );
    return 1;
  }
  return 0;
});
