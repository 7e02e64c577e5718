/**
 * "Your jobs" in the employer's account: each job of the person's practices with its status in their words,
 * its figures and the actions its status allows (employer-actions.ts, the handler's own list). Closing as
 * filled asks first, naming the job; edit and copy open the posting form on the draft the handler made.
 */
import { useState } from 'react';
import { AccountSection } from '~/components/ui/AccountSection';
import { AskFirst } from '~/components/ui/AskFirst';
import type { ApiResult } from '~/lib/api';
import { button } from '~/components/ui/styles';
import { actionsFor, JOB_ACTION_LABELS, type ActionableJob, type EmployerJobFigures, type JobAction } from './employer-actions';

/** A job as GET /api/employer/jobs lists it (employer-jobs.store.ts). */
export interface EmployerJob extends ActionableJob {
  id: string;
  employerId: string;
  title: string;
  place: string;
  editsLeft: number | null;
  figures: EmployerJobFigures;
}

/** The statuses in the employer's words. */
const JOB_STATUS: Record<EmployerJob['status'], string> = {
  pending_review: 'In review',
  scheduled: 'Scheduled',
  live: 'Live',
  paused: 'Paused',
  frozen: 'Under review after reports',
  expired: 'Expired',
  closed: 'Closed',
};
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each action that changes the job says when done. */
const DONE: Partial<Record<JobAction, (title: string) => string>> = {
  open: (t) => `Thanks: “${t}” is confirmed open today.`,
  pause: (t) => `“${t}” is paused: off the board until you resume it. Its end date moves by the time paused.`,
  resume: (t) => `“${t}” is back on the board.`,
  extend: (t) => `We asked our team to extend “${t}” by 60 days; they will write to you to confirm.`,
  filled: (t) => `“${t}” is closed as filled. Congratulations on the hire.`,
};

type Call = <T>(path: string, method?: string, body?: unknown) => Promise<ApiResult<T>>;

export default function EmployerJobs({
  jobs,
  practice,
  call,
  once,
  busy,
  say,
  reload,
  without = [],
}: {
  jobs: EmployerJob[];
  /** The practice's name for an employer id. */
  practice: (employerId: string) => string | undefined;
  call: Call;
  once: (work: () => Promise<void>) => Promise<void>;
  busy: boolean;
  say: (text: string, error?: boolean) => void;
  reload: () => Promise<void>;
  /** Actions this view does not offer (a signed link's view: edit and copy need an account). */
  without?: JobAction[];
}) {
  // The job whose "Close as filled" waits for a yes.
  const [closing, setClosing] = useState<string | null>(null);
  const now = Date.now();

  function act(job: EmployerJob, action: JobAction) {
    if (action === 'filled' && closing !== job.id) return setClosing(job.id);
    void once(async () => {
      const r = await call<{ draft?: string }>('jobs/act', 'POST', { id: job.id, action });
      setClosing(null);
      if (!r.ok) return say(r.message, true);
      if (r.body.draft) {
        window.location.assign(`/post-a-job/new?draft=${encodeURIComponent(r.body.draft)}`);
        return;
      }
      say(DONE[action]?.(job.title) ?? 'Done.');
      await reload();
    });
  }

  if (!jobs.length) return null;
  return (
    <AccountSection id="jobs-heading" title="Your jobs">
      <ul className="mt-2 divide-y divide-slate-200">
        {jobs.map((j) => (
          <li key={j.id} className="py-3" data-employer-job={j.id}>
            <p className="font-semibold break-words">{j.title}</p>
            <p className="text-sm text-slate-700">
              {[practice(j.employerId), j.place].filter(Boolean).join(' · ')} · <strong>{JOB_STATUS[j.status]}</strong>
              {j.expiresAt && ['live', 'paused'].includes(j.status) && (
                <> · ends {new Date(j.expiresAt).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' })}</>
              )}
            </p>
            <p className="text-sm text-slate-700">
              {count(j.figures.views, 'view', 'views')} · {count(j.figures.applyStarts, 'apply start', 'apply starts')} ·{' '}
              {count(j.figures.saves, 'save', 'saves')} · {count(j.figures.applications, 'application', 'applications')}
              {j.figures.medianDaysToAnswer !== null && (
                <>
                  {' '}
                  · answered {j.figures.answered} of {j.figures.applications}, in {count(j.figures.medianDaysToAnswer, 'day', 'days')} (median)
                </>
              )}
            </p>
            {closing === j.id ? (
              <AskFirst
                label={`Close “${j.title}” as filled?`}
                yes="Yes, close it as filled"
                busy={busy}
                onYes={() => act(j, 'filled')}
                onCancel={() => setClosing(null)}
              >
                <p className="font-semibold break-words">Close “{j.title}” as filled? It leaves the board and cannot take applications.</p>
              </AskFirst>
            ) : (
              <p className="mt-2 flex flex-wrap gap-2">
                {actionsFor(j, now)
                  .filter((a) => !without.includes(a))
                  .map((a) => (
                    <button key={a} type="button" className={button.secondarySmall} disabled={busy} onClick={() => act(j, a)}>
                      {a === 'edit' && j.editsLeft !== null ? `Edit (${count(j.editsLeft, 'edit', 'edits')} left)` : JOB_ACTION_LABELS[a]}
                    </button>
                  ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
