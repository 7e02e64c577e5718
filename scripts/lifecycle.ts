/**
 * `npm run lifecycle [-- --now <ISO time>]`: the daily pass (issues 29 and 30). Scheduled listings go live
 * and ended ones expire; each live job's contact gets "Still open?" 14 days after its last confirmation,
 * a job silent 7 days after that is paused (staff told), and 7 days before a job ends its contact gets the
 * reminder with the extension button; counters older than 400 days are deleted, and applications with
 * their resumes 180 days after their job ended. Every mail is queued in
 * the outbox with the record that it was sent (one per job and window, whatever runs at once), then the
 * outbox is drained. `--now` runs the pass as of another time (tests, rehearsals). Safe to rerun.
 * Scheduled daily (.github/workflows/lifecycle.yml).
 */
import { parseArgs } from 'node:util';
import { KEEP_APPLICATIONS_DAYS } from '~/domain/application';
import { TERM_DAYS } from '~/domain/job-status';
import { confirmMail, expiryMail, pausedNotice } from '~/features/job-checks/check-mail';
import { ownerToken, ownerUrl } from '~/features/job-checks/check-links';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { SILENCE_DAYS } from '~/server/store/lifecycle';
import { refuseWithoutSettings } from './lib/scheduled-guard';

refuseWithoutSettings('npm run lifecycle');
const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO time, e.g. 2026-12-01T09:00:00Z (got ${values.now})`);
  process.exit(2);
}
let exit = 0;
try {
  const s = await getNodeServices(process.env);
  const secret = s.signingSecret();
  // Each mail's link is signed as its mail is made: only for the jobs that get one.
  const link = async (jobId: string) => ownerUrl(s.siteUrl, await ownerToken(secret, jobId));
  const report = await s.backend.lifecycle.runPass(now, {
    confirm: async (job) => confirmMail(job, await link(job.jobId), s.productName, SILENCE_DAYS),
    expiry: async (job) => expiryMail(job, await link(job.jobId), s.productName, TERM_DAYS),
    paused: (jobs) => pausedNotice(jobs, s.staffEmail, s.siteUrl, SILENCE_DAYS),
  });
  console.log(
    `Lifecycle at ${now.toISOString()}: ${report.advanced} moved on (scheduled to live, ended to expired), ${report.confirmRequests} "Still open?" sent, ${report.paused} paused after silence, ${report.expiryReminders} expiry reminders, ${report.countsSwept} old counters deleted`,
  );
  // Applications and their resumes, 180 days after their job ended (issue 31): records first, then files.
  const swept = await s.backend.applications.sweep(now, KEEP_APPLICATIONS_DAYS);
  let filesLeft = 0;
  for (const path of swept.resumes) await s.resumes.remove(path).catch(() => filesLeft++);
  console.log(
    `Applications: ${swept.deleted} deleted with ${swept.resumes.length - filesLeft} resumes (their jobs ended over ${KEEP_APPLICATIONS_DAYS} days ago)${filesLeft ? `; ${filesLeft} files could not be removed` : ''}`,
  );
  // Everything the pass queued goes now, in batches (a failure stays queued for npm run outbox's retries).
  const mailer = await s.mailer();
  let sent = 0;
  let last = await s.backend.outbox.drain(mailer, { limit: 2_000 });
  for (sent = last.sent; last.sent > 0; sent += last.sent) last = await s.backend.outbox.drain(mailer, { limit: 2_000 });
  console.log(`Outbox: ${sent} sent, ${last.failed} failed, ${last.pending} waiting for a retry`);
} catch (error) {
  console.error('Lifecycle pass failed:', (error as Error).message);
  exit = 1;
} finally {
  await closeBackends();
}
process.exit(exit);
