import SaveJobButton from '~/features/saved-jobs/SaveJobButton';
import type { BoardJob } from '../board';
import { formatDate, formatSalary } from '../job-format';
import { JOB_TYPE_LABELS, SETTING_LABELS, type JobType, type Setting } from '~/domain/job-options';

/** One job on the board: badges, title, employer, place, salary, date, clamped description, actions. */
export default function JobCard({ job }: { job: BoardJob }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{JOB_TYPE_LABELS[job.type as JobType] ?? job.type}</span>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900">{SETTING_LABELS[job.setting as Setting] ?? job.setting}</span>
        {job.partner && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">★ Recruiting partner</span>}
      </div>
      <h3 id={`job-${job.id}-title`} className="mt-3 text-lg font-bold leading-snug">
        <a href={job.url} className="text-slate-900 hover:text-brand-700 hover:underline">
          {job.title}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {job.employer} · {job.city}, {job.state}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{formatSalary({ salary_min: job.min, salary_max: job.max })}</span>
        <span>Posted {formatDate(job.posted)}</span>
      </p>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">{job.desc}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Opens the page's apply dialog (ApplyDialog); without script, the detail page's. */}
        <a
          href={`${job.url}#apply`}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`Apply: ${job.title}`}
          data-apply-trigger=""
          data-job-id={job.id}
          data-job-title={job.title}
          data-employer={job.employer}
          data-partner={job.partner ? 'true' : 'false'}
        >
          Apply
        </a>
        <SaveJobButton
          job={{
            id: job.id,
            job_title: job.title,
            employer_name: job.employer,
            city: job.city,
            state: job.state,
            zip_code: job.zip,
            job_type: job.type,
            setting: job.setting,
            salary_min: job.min,
            salary_max: job.max,
            url: job.url,
          }}
        />
        <a href={job.url} className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:underline" aria-label={`View details: ${job.title}`}>
          View details
        </a>
      </div>
    </article>
  );
}
