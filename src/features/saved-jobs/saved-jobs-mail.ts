/**
 * The saved-jobs email, rendered only from the job store (never from text the client sent), with
 * every value escaped, as HTML and plain text.
 */
import { formatSalary } from '~/features/jobs/job-format';
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/features/jobs/job-options';
import type { PublicJob } from '~/features/jobs/job.schema';
import { jobUrl } from '~/features/jobs/job-rules';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function savedJobsMail(jobs: PublicJob[], siteUrl: string, productName: string): { subject: string; text: string; html: string } {
  const subject = `Your ${jobs.length} saved job${jobs.length === 1 ? '' : 's'} from ${productName}`;
  const rows = jobs.map((j) => ({
    title: j.job_title,
    employer: j.employer_name,
    place: `${j.city}, ${j.state}`,
    type: JOB_TYPE_LABELS[j.job_type],
    setting: SETTING_LABELS[j.setting],
    salary: formatSalary(j),
    url: `${siteUrl}${jobUrl(j)}`,
  }));
  const text = [
    `Here are the jobs you saved on ${productName}:`,
    '',
    ...rows.map((r) => `${r.title}\n${r.employer} · ${r.place}\n${r.type} · ${r.setting} · ${r.salary}\n${r.url}\n`),
    `Browse more jobs: ${siteUrl}/jobs`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Your saved jobs</h1>
${rows
  .map(
    (r) => `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0;font-weight:bold"><a href="${esc(r.url)}">${esc(r.title)}</a></p>
<p style="margin:4px 0">${esc(r.employer)} · ${esc(r.place)}</p>
<p style="margin:0">${esc(r.type)} · ${esc(r.setting)} · ${esc(r.salary)}</p></div>`,
  )
  .join('\n')}
<p><a href="${esc(siteUrl)}/jobs">Browse more jobs</a></p>
</body></html>`;
  return { subject, text, html };
}
