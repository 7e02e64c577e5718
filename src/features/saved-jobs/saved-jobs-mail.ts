/**
 * The saved-jobs email, rendered only from the job store (never from text the client sent), with
 * every value escaped, as HTML and plain text.
 */
import { escapeHtml, jobListHtml, jobListText } from '~/features/jobs/job-mail';
import type { PublicJob } from '~/domain/job';

export function savedJobsMail(jobs: PublicJob[], siteUrl: string, productName: string): { subject: string; text: string; html: string } {
  const subject = `Your ${jobs.length} saved job${jobs.length === 1 ? '' : 's'} from ${productName}`;
  const text = [`Here are the jobs you saved on ${productName}:`, '', jobListText(jobs, siteUrl), `Browse more jobs: ${siteUrl}/jobs`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Your saved jobs</h1>
${jobListHtml(jobs, siteUrl)}
<p><a href="${escapeHtml(siteUrl)}/jobs">Browse more jobs</a></p>
</body></html>`;
  return { subject, text, html };
}
