/**
 * What an employer's people can do with one of their jobs, by its status: the account's buttons are drawn
 * from this list and the handler refuses what it does not allow, so the two never disagree. Browser-safe.
 */
import { EXTEND_WINDOW_DAYS, MAX_EDITS, type JobStatus } from '~/domain/job-status';

export const JOB_ACTIONS = ['open', 'edit', 'pause', 'resume', 'extend', 'filled', 'copy'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

export const JOB_ACTION_LABELS: Record<JobAction, string> = {
  open: 'Still open',
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  extend: 'Ask for the 60-day extension',
  filled: 'Close as filled',
  copy: 'Copy as a new draft',
};

export interface ActionableJob {
  status: JobStatus;
  /** When it first went live (edits after that are counted). */
  liveSince: string | null;
  expiresAt: string | null;
  editCount: number;
}

/** A job's figures in the employer's account. */
export interface EmployerJobFigures {
  views: number;
  applyStarts: number;
  saves: number;
  applications: number;
  /** Applications given a status. */
  answered: number;
  /** How fast it answers: the median days from an application to its first status (null without applications). */
  medianDaysToAnswer: number | null;
}

const DAY = 86_400_000;

/** Edits left: free until the job has gone live, then 3 in all. */
export const editsLeft = (job: Pick<ActionableJob, 'liveSince' | 'editCount'>): number | null =>
  job.liveSince === null ? null : Math.max(0, MAX_EDITS - job.editCount);

/** The actions `job` allows at `now`, in the order the account shows them. */
export function actionsFor(job: ActionableJob, now: number): JobAction[] {
  const left = editsLeft(job);
  const canEdit = ['pending_review', 'scheduled', 'live', 'paused'].includes(job.status) && left !== 0;
  const endsSoon = job.status === 'live' && job.expiresAt !== null && Date.parse(job.expiresAt) - now <= EXTEND_WINDOW_DAYS * DAY;
  const out: JobAction[] = [];
  if (job.status === 'live') out.push('open');
  if (canEdit) out.push('edit');
  if (job.status === 'live') out.push('pause');
  if (job.status === 'paused') out.push('resume');
  if (endsSoon) out.push('extend');
  if (['live', 'paused', 'expired'].includes(job.status)) out.push('filled');
  out.push('copy');
  return out;
}
