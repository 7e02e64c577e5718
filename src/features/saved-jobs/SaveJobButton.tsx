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
import SaveJobView from './SaveJobView';
import { $savedJobs, loadSavedJobs, toggleSavedJob } from './saved-jobs-state';

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
  // Called, not rendered: a plain function of its props, it needs no element of its own.
  return SaveJobView({ job, saved, toggle });
}
