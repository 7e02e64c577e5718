import type { SavedJobSummary } from '~/domain/job-summary';
import { formatSalary } from '~/domain/job-format';

/** One saved job in the saved-jobs dialog: what the cookie keeps (a Pick of the summary), and Remove. */
export default function SavedJobRow({ job, onRemove, unavailable }: { job: SavedJobSummary; onRemove: () => void; unavailable: boolean }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <a href={job.url} className={`font-semibold hover:underline ${unavailable ? 'text-slate-600' : 'text-brand-700'}`}>
          {job.job_title}
        </a>
        {unavailable && <p className="text-sm font-semibold text-red-800">No longer available</p>}
        <p className="text-sm text-slate-700">
          {job.employer_name}
          {job.city ? ` · ${job.city}, ${job.state}` : ''}
        </p>
        <p className="text-sm text-slate-600">{formatSalary(job)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
        aria-label={`Remove ${job.job_title}`}
      >
        Remove
      </button>
    </li>
  );
}
