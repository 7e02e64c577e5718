/**
 * The saved-jobs email, rendered only from the job store (never from text the client sent), with
 * every value escaped, as HTML and plain text. Jobs that are no longer listed are left out and named:
 * by title when they closed recently (the store still has them), else counted as removed.
 */
import { html } from '~/lib/html';
import { jobListHtml, jobListText } from '~/features/jobs/job-mail';
import type { PublicJob } from '~/domain/job';

export interface LeftOut {
  /** Saved jobs that closed in the last 90 days. */
  closed: PublicJob[];
  /** Saved jobs the store no longer shows at all (taken down by their employer). */
  removed: number;
}

import { plural } from '~/lib/plural';

function leftOutLines(left: LeftOut): string[] {
  const total = left.closed.length + left.removed;
  if (total === 0) return [];
  const lines = [
    `${plural(total, 'job you saved is', 'jobs you saved are')} no longer accepting applications, so ${total === 1 ? 'it is' : 'they are'} not in this email:`,
  ];
  for (const j of left.closed) lines.push(`- ${j.job_title} at ${j.employer_name} (${j.city}, ${j.state})`);
  if (left.removed > 0) lines.push(`- ${plural(left.removed, 'job', 'jobs')} taken down by ${left.removed === 1 ? 'its employer' : 'their employers'}`);
  return lines;
}

export function savedJobsMail(
  jobs: PublicJob[],
  siteUrl: string,
  productName: string,
  left: LeftOut = { closed: [], removed: 0 },
): { subject: string; text: string; html: string } {
  const subject = `Your ${jobs.length} saved job${jobs.length === 1 ? '' : 's'} from ${productName}`;
  const notes = leftOutLines(left);
  const text = [
    `Here are the jobs you saved on ${productName}:`,
    '',
    jobListText(jobs, siteUrl),
    ...(notes.length ? [...notes, ''] : []),
    `Browse more jobs: ${siteUrl}/jobs`,
  ].join('\n');
  const notesHtml = notes.length
    ? html`<div style="background:#f1f5f9;border-radius:8px;padding:12px;margin:16px 0"><p style="margin:0">${notes[0]!}</p>
<ul style="margin:8px 0 0">${notes.slice(1).map((n) => html`<li>${n.slice(2)}</li>`)}</ul></div>`
    : '';
  const body = html`<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Your saved jobs</h1>
${jobListHtml(jobs, siteUrl)}
${notesHtml}
<p><a href="${siteUrl}/jobs">Browse more jobs</a></p>
</body></html>`.toString();
  return { subject, text, html: body };
}
