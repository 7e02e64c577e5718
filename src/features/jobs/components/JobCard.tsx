import type { JobSummary, SavedJobSummary } from '~/domain/job-summary';
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/domain/job-options';
import { applyTriggerAttributes, requestApply } from '~/features/apply/apply-trigger';
import SaveJobButton from '~/features/saved-jobs/SaveJobButton';
import { formatDate, formatSalary } from '../job-format';

type Props =
  /** The board (hydrated with the board island): badges, clamped description, Apply, Save Job, View details. */
  | { variant?: 'board'; job: JobSummary }
  /**
   * Market pages (rendered as static HTML: no client directive): type and setting, salary and date,
   * View Details and optionally Apply Now. `href` overrides the detail link (city pages link /job/{id}).
   */
  | { variant: 'market'; job: JobSummary; href?: string; salaryVariant?: 'default' | 'city'; applyNow?: boolean };

/**
 * The job card of every list of jobs, from the one job shape (src/domain/job-summary.ts). The saved-jobs
 * dialog's compact row (what the cookie keeps, and Remove) is SavedJobRow, loaded with that dialog.
 */
export default function JobCard(props: Props) {
  if (props.variant === 'market') return <MarketCard {...props} />;
  return <BoardCard job={props.job} />;
}

function BoardCard({ job }: { job: JobSummary }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{JOB_TYPE_LABELS[job.job_type] ?? job.job_type}</span>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900">{SETTING_LABELS[job.setting] ?? job.setting}</span>
        {job.partner && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">★ Recruiting partner</span>}
      </div>
      <h3 id={`job-${job.id}-title`} className="mt-3 text-lg font-bold leading-snug">
        <a href={job.url} className="text-slate-900 hover:text-brand-700 hover:underline">
          {job.job_title}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {job.employer_name} · {job.city}, {job.state}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{formatSalary(job)}</span>
        <span>Posted {formatDate(job.posted_at)}</span>
      </p>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">{job.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Asks for the page's apply dialog; a modified click, or no script yet, goes to the detail page's. */}
        <a
          href={`${job.url}#apply`}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`Apply: ${job.job_title}`}
          {...applyTriggerAttributes(job)}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            requestApply(e.currentTarget, job);
          }}
        >
          Apply
        </a>
        <SaveJobButton job={savedSummary(job)} />
        <a href={job.url} className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:underline" aria-label={`View details: ${job.job_title}`}>
          View details
        </a>
      </div>
    </article>
  );
}

function MarketCard({
  job,
  href = job.url,
  salaryVariant = 'default',
  applyNow = false,
}: {
  job: JobSummary;
  href?: string;
  salaryVariant?: 'default' | 'city';
  applyNow?: boolean;
}) {
  return (
    // data-expires-at: the market list hides a job that expires after the build (MarketJobList.astro).
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-expires-at={job.expires_at ?? ''}
      data-job-id={job.id}
      data-setting={job.setting}
    >
      <p className="text-xs font-semibold text-brand-800">
        {JOB_TYPE_LABELS[job.job_type]} · {SETTING_LABELS[job.setting]}
      </p>
      <h3 className="mt-1 text-lg font-bold">
        <a href={href} className="hover:underline">
          {job.job_title}
        </a>
      </h3>
      <p className="text-sm text-slate-700">
        {job.employer_name} · {job.city}, {job.state}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{formatSalary(job, salaryVariant)}</span> · Posted {formatDate(job.posted_at)}
      </p>
      <div className="mt-3 flex gap-3">
        <a href={href} className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          View Details<span className="sr-only">: {job.job_title}</span>
        </a>
        {applyNow && (
          <a
            href={`${href}#apply`}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            {...applyTriggerAttributes(job)}
          >
            Apply Now<span className="sr-only">: {job.job_title}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** What the saved-jobs cookie keeps of a job: exactly what the dialog shows. */
export function savedSummary(job: JobSummary): SavedJobSummary {
  const { id, job_title, employer_name, city, state, salary_min, salary_max, url } = job;
  return { id, job_title, employer_name, city, state, salary_min, salary_max, url };
}
