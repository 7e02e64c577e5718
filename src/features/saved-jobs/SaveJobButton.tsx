/**
 * Save Job / Unsave, on the board's cards and job pages. Every button
 * follows the one saved-jobs store, so the saved-jobs dialog's Remove shows here at once. The button's
 * look follows its aria-pressed.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { SavedJobSummary } from '~/domain/job-summary';
import { toSavedJob } from './saved-job';
import { $savedJobs, loadSavedJobs, toggleSavedJob } from './saved-jobs-state';

const HEART = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

export default function SaveJobButton({ job }: { job: SavedJobSummary }) {
  const list = useStore($savedJobs);
  const saved = useHydrated() && list.some((j) => j.id === job.id);
  useEffect(loadSavedJobs, []);
  function toggle() {
    const now = toggleSavedJob(toSavedJob(job));
    toast(
      now
        ? { title: 'Job Saved!', description: `${job.job_title} was added to your saved jobs.`, variant: 'success' }
        : { title: 'Job Removed', description: `${job.job_title} was removed from your saved jobs.` },
    );
  }
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
