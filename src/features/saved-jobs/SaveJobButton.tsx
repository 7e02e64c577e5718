import { useStore } from '@nanostores/react';
import { toast } from '~/components/ui/toast';
import { $savedJobs, toggleSavedJob } from './store';
import type { SavedJob } from './saved-job';

/** Save Job / Unsave. Red when saved (SPEC 2). Toasts 'Job Saved!' and 'Job Removed'. */
export default function SaveJobButton({ job, className = '' }: { job: SavedJob; className?: string }) {
  const saved = useStore($savedJobs).some((j) => j.id === job.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${saved ? 'Unsave' : 'Save Job'}: ${job.job_title}`}
      onClick={() => {
        const now = toggleSavedJob(job);
        toast(
          now
            ? { title: 'Job Saved!', description: `${job.job_title} was added to your saved jobs.`, variant: 'success' }
            : { title: 'Job Removed', description: `${job.job_title} was removed from your saved jobs.` },
        );
      }}
      className={`inline-flex items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-semibold transition-colors ${
        saved ? 'border-red-700 bg-red-700 text-white hover:bg-red-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
      } ${className}`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
      {saved ? 'Unsave' : 'Save Job'}
    </button>
  );
}
