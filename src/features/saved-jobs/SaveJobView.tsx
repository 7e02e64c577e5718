/**
 * The Save Job / Unsave button as drawn: SaveJobButton wires it to the saved-jobs store; a board card served
 * before any script (the /jobs function's served search) draws it unsaved, as the build does.
 */
import type { SavedJobSummary } from '~/domain/job-summary';

const HEART = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

export default function SaveJobView({ job, saved, toggle }: { job: Pick<SavedJobSummary, 'id' | 'job_title'>; saved: boolean; toggle?: () => void }) {
  return (
    <button
      type="button"
      className="group inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 aria-pressed:border-red-700 aria-pressed:bg-red-700 aria-pressed:text-white aria-pressed:hover:bg-red-800"
      aria-pressed={saved}
      aria-label={`${saved ? 'Unsave' : 'Save Job'}: ${job.job_title}`}
      data-save-job={job.id}
      onClick={toggle}
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="group-aria-pressed:fill-current"
      >
        <path d={HEART} />
      </svg>
      <span>{saved ? 'Unsave' : 'Save Job'}</span>
    </button>
  );
}
