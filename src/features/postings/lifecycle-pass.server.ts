/**
 * The daily pass over every job's term, one implementation for the scheduler (`npm run lifecycle`) and for a
 * self-hosted site without one (scripts/serve.ts LIFECYCLE_EVERY_SECONDS): scheduled listings go live and
 * ended ones expire; each live job's contact gets "Still open?" 14 days after its last confirmation, a job
 * silent 7 days after that is paused (staff told), and 7 days before a job ends its contact gets the
 * reminder with the extension button; old counters are deleted, and applications with their resumes some
 * months after their job ended. Every mail is queued in the outbox with the record that it was sent (one per
 * job and window, whatever runs at once), then the outbox is drained. Safe to rerun.
 */
import { plural } from '~/lib/plural';
import { KEEP_APPLICATIONS_DAYS } from '~/domain/application';
import { SILENCE_DAYS, TERM_DAYS } from '~/domain/job-status';
import type { Services } from '~/server/ports/services';
import { ownerToken, ownerUrl } from '~/features/auth/owner-link';
import { confirmMail, expiryMail, pausedNotice, unansweredNotice } from './check-mail';
import { UNANSWERED_DAYS } from '~/domain/responsiveness';

/** Runs the pass as of `now`; returns what it did, one line per part, for the log. */
export async function runLifecyclePass(s: Services, now: Date): Promise<string[]> {
  const secret = s.signingSecret();
  // Each mail's link is signed as its mail is made: only for the jobs that get one.
  const link = async (jobId: string) => ownerUrl(s.siteUrl, await ownerToken(secret, jobId));
  const report = await s.backend.lifecycle.runPass(now, {
    confirm: async (job) => confirmMail(job, await link(job.jobId), s.productName, SILENCE_DAYS),
    expiry: async (job) => expiryMail(job, await link(job.jobId), s.productName, TERM_DAYS),
    paused: (jobs) => pausedNotice(jobs, s.staffEmail, s.siteUrl, SILENCE_DAYS),
  });
  const lines = [
    `Lifecycle at ${now.toISOString()}: ${report.advanced} moved on (scheduled to live, ended to expired), ${report.confirmRequests} "Still open?" sent, ${report.paused} paused after silence, ${report.expiryReminders} expiry reminders, ${report.countsSwept} old counters deleted${report.rebuildSent ? ', a held-back rebuild sent' : ''}`,
  ];
  // Applications and their resumes, once their job has been over long enough: records first, then files.
  const swept = await s.backend.applications.sweep(now, KEEP_APPLICATIONS_DAYS);
  let filesLeft = 0;
  for (const path of swept.resumes) await s.resumes.remove(path).catch(() => filesLeft++);
  lines.push(
    `Applications: ${swept.deleted} deleted with ${plural(swept.resumes.length - filesLeft, 'resume')} (their jobs ended over ${KEEP_APPLICATIONS_DAYS} days ago)${filesLeft ? `; ${plural(filesLeft, 'file')} could not be removed` : ''}`,
  );
  // Applications their employers have left unanswered: staff hear of each once.
  const unanswered = await s.backend.applications.unanswered(now, UNANSWERED_DAYS, (rows) => unansweredNotice(rows, s.staffEmail, s.siteUrl, UNANSWERED_DAYS));
  if (unanswered) lines.push(`Applications unanswered for ${UNANSWERED_DAYS} days: ${unanswered}, staff told`);
  // Everything the pass queued goes now, in batches (a failure stays queued for the outbox's retries).
  const mailer = await s.mailer();
  let last = await s.backend.outbox.drain(mailer, { limit: 2_000 });
  let sent = last.sent;
  while (last.sent > 0) {
    last = await s.backend.outbox.drain(mailer, { limit: 2_000 });
    sent += last.sent;
  }
  lines.push(`Outbox: ${sent} sent, ${last.failed} failed, ${last.pending} waiting for a retry`);
  return lines;
}
