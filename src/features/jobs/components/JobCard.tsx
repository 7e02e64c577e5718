import type { JobSummary } from '~/domain/job-summary';
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/domain/job-options';
import { applyTriggerAttributes } from '~/features/applications/apply-trigger';
import { formatDate, formatSalary } from '~/domain/job-format';
import { card } from '~/components/ui/styles';

type Props =
  /**
   * Market pages (rendered as static HTML: no client directive): type and setting, salary and date,
   * View Details and optionally Apply Now. `href` overrides the detail link (city pages link /job/{id}).
   */
  { variant: 'market'; job: JobSummary; href?: string; salaryVariant?: 'default' | 'city'; applyNow?: boolean };

/**
 * The market pages' job card, from the one job shape (src/domain/job-summary.ts). The board renders its
 * cards as HTML from ../board-card.ts (in the build and in the browser alike); the saved-jobs dialog's
 * compact row is SavedJobRow.
 */
export default function JobCard(props: Props) {
  return <MarketCard {...props} />;
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
    <li className={`${card} p-5 shadow-sm`} data-expires-at={job.expires_at ?? ''} data-job-id={job.id} data-setting={job.setting}>
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
