/**
 * Job lists in mails (saved jobs, weekly digest), rendered only from the job store, every value escaped,
 * as HTML and plain text.
 */
import { formatSalary } from '~/domain/job-format';
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/domain/job-options';
import type { PublicJob } from '~/domain/job';
import { jobUrl } from '~/domain/job-url';
import { html, type SafeHtml } from '~/lib/html';

interface Row {
  title: string;
  employer: string;
  place: string;
  type: string;
  setting: string;
  salary: string;
  url: string;
}

function rows(jobs: PublicJob[], siteUrl: string): Row[] {
  return jobs.map((j) => ({
    title: j.job_title,
    employer: j.employer_name,
    place: `${j.city}, ${j.state}`,
    type: JOB_TYPE_LABELS[j.job_type],
    setting: SETTING_LABELS[j.setting],
    salary: formatSalary(j),
    url: `${siteUrl}${jobUrl(j)}`,
  }));
}

/** Each job as four plain-text lines: title; employer and place; type, setting and salary; link. */
export function jobListText(jobs: PublicJob[], siteUrl: string): string {
  return rows(jobs, siteUrl)
    .map((r) => `${r.title}\n${r.employer} · ${r.place}\n${r.type} · ${r.setting} · ${r.salary}\n${r.url}\n`)
    .join('\n');
}

/** Each job as a bordered block with the title linked; every value escaped. */
export function jobListHtml(jobs: PublicJob[], siteUrl: string): SafeHtml[] {
  return rows(jobs, siteUrl).map(
    (r) => html`<div style="border:1px solid #e2e8f0;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0;font-weight:bold"><a href="${r.url}">${r.title}</a></p>
<p style="margin:4px 0">${r.employer} · ${r.place}</p>
<p style="margin:0">${r.type} · ${r.setting} · ${r.salary}</p></div>
`,
  );
}
