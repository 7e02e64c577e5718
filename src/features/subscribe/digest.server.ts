/**
 * The weekly jobs email (`npm run digest`, run weekly by .github/workflows/digest.yml): every active
 * weekly_jobs subscriber gets the listed jobs posted in the past 7 days. Each mail carries RFC 8058
 * one-click unsubscribe headers and a visible unsubscribe link to /api/unsubscribe.
 */
import { isListedAt } from '~/domain/job-rules';
import { escapeHtml, jobListHtml, jobListText } from '~/features/jobs/job-mail';
import type { PublicJob } from '~/domain/job';
import type { JobStore } from '~/server/job-store';
import type { Mail, Mailer } from '~/server/mail';
import type { WriteStore } from '~/server/write-store';
import { unsubscribeToken } from './unsubscribe-token';

export const DIGEST_WINDOW_DAYS = 7;
/** More than this many new jobs are summarised with a link to the board, to keep the mail readable. */
export const DIGEST_MAX_JOBS = 25;

/** Listed jobs posted within the past 7 days (up to now), newest first. */
export function jobsForDigest(listed: PublicJob[], now: Date): PublicJob[] {
  const from = now.getTime() - DIGEST_WINDOW_DAYS * 86_400_000;
  return listed
    .filter((j) => {
      const posted = Date.parse(j.posted_at);
      return posted > from && posted <= now.getTime() && isListedAt(j, now);
    })
    .sort((a, b) => Date.parse(b.posted_at) - Date.parse(a.posted_at));
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** One subscriber's digest: greeting, the jobs, the board link and the unsubscribe link and headers. */
export function digestMail(jobs: PublicJob[], options: { to: string; name: string; siteUrl: string; productName: string; unsubscribe: string }): Mail {
  const { siteUrl, productName, unsubscribe } = options;
  const shown = jobs.slice(0, DIGEST_MAX_JOBS);
  const more = jobs.length - shown.length;
  const subject = `${jobs.length} new PT job${jobs.length === 1 ? '' : 's'} this week on ${productName}`;
  const moreText = more > 0 ? `And ${more} more: ${siteUrl}/jobs\n` : '';
  const text = [
    `Hi ${options.name},`,
    '',
    `Here are the physical therapy jobs posted on ${productName} in the past week:`,
    '',
    jobListText(shown, siteUrl),
    moreText,
    `Browse every job: ${siteUrl}/jobs`,
    '',
    `You get this email because you subscribed to weekly job updates. Unsubscribe: ${unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Hi ${escapeHtml(options.name)},</p>
<h1 style="font-size:20px">New PT jobs this week</h1>
${jobListHtml(shown, siteUrl)}
${more > 0 ? `<p><a href="${escapeHtml(siteUrl)}/jobs">And ${more} more on the job board</a></p>` : ''}
<p><a href="${escapeHtml(siteUrl)}/jobs">Browse every job</a></p>
<p style="font-size:12px;color:#475569">You get this email because you subscribed to weekly job updates. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    // RFC 8058: mail providers show an unsubscribe button that POSTs List-Unsubscribe=One-Click to this URL.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface DigestReport {
  jobs: number;
  subscribers: number;
  sent: number;
  failed: string[];
  /** Why nothing was sent, when nothing was. */
  skipped?: string;
}

/**
 * Sends the week's digest. With no new jobs nothing is sent (an empty weekly mail teaches people to
 * ignore it). One failed address does not stop the others; it is reported.
 */
export async function sendWeeklyDigest(deps: {
  jobs: JobStore;
  writes: WriteStore;
  mailer: Mailer;
  siteUrl: string;
  productName: string;
  secret: string;
  now?: Date;
}): Promise<DigestReport> {
  const now = deps.now ?? new Date();
  const siteUrl = deps.siteUrl.replace(/\/$/, '');
  const jobs = jobsForDigest(await deps.jobs.listListedJobs(now), now);
  const subscribers = await deps.writes.activeSubscribers();
  const report: DigestReport = { jobs: jobs.length, subscribers: subscribers.length, sent: 0, failed: [] };
  if (jobs.length === 0) return { ...report, skipped: 'no jobs were posted in the past 7 days' };
  for (const s of subscribers) {
    try {
      const unsubscribe = unsubscribeUrl(siteUrl, await unsubscribeToken(deps.secret, s.email));
      await deps.mailer.send(digestMail(jobs, { to: s.email, name: s.name, siteUrl, productName: deps.productName, unsubscribe }));
      report.sent++;
    } catch (error) {
      console.error(`digest to ${s.email} failed:`, error);
      report.failed.push(s.email);
    }
  }
  return report;
}
