/** The review queue (or every job, filtered by status) and the editor of the job opened from it. */
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState } from 'react';
import { useConsoleRead } from '~/components/console/use-console-read';
import { JOB_STATUSES, STATUS_LABELS, type JobStatus } from '~/domain/job-status';
import type { StaffViewProps } from '~/components/console/console-call';
import { staffApi } from './review-client';
import JobEditor from './JobEditor';
import { $openJob } from '~/components/console/console-state';
import { button, field, label, when } from '~/components/console/console-ui';
import { Options } from '~/components/console/Options';

export default function JobsView({ call, status: fixed, siteName }: StaffViewProps & { status?: JobStatus }) {
  const api = useMemo(() => staffApi(call), [call]);
  const [status, setStatus] = useState<JobStatus | ''>(fixed ?? '');
  // The search asked for (set on submit, not on every key: each is a query over every job).
  const [query, setQuery] = useState('');
  const open = useStore($openJob);
  // A search looks through every job, whatever the tab or the status chosen: a job is found where it is.
  const [found, load] = useConsoleRead(useCallback(() => api.jobs(query ? undefined : status || undefined, query || undefined), [api, status, query]));
  const jobs = found?.jobs ?? null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="jobs-title" className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="jobs-title" className="text-lg font-bold">
            {query ? 'Jobs found' : fixed === 'pending_review' ? 'Waiting for review' : 'Jobs'}
            {jobs && <span className="ml-2 text-sm font-semibold text-slate-600">({jobs.length})</span>}
          </h2>
          {!fixed && (
            <div>
              <label htmlFor="jobs-status" className={label}>
                Status
              </label>
              <select id="jobs-status" className={field} value={status} onChange={(e) => setStatus(e.target.value as JobStatus | '')}>
                <option value="">Any</option>
                <Options values={JOB_STATUSES} labels={STATUS_LABELS} />
              </select>
            </div>
          )}
        </div>
        <form
          role="search"
          className="mt-3 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(String(new FormData(e.currentTarget).get('q') ?? '').trim());
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={`jobs-search-${fixed ?? 'all'}`} className={label}>
              Find a job (id, title, employer or city)
            </label>
            <input id={`jobs-search-${fixed ?? 'all'}`} name="q" type="search" maxLength={100} className={field} />
          </div>
          <button type="submit" className={button('secondary')}>
            Search
          </button>
        </form>
        {jobs && jobs.length === 0 && <p className="mt-4 text-slate-700">{query ? `No job matches "${query}".` : 'Nothing here.'}</p>}
        <ul className="mt-4 space-y-2" aria-label={fixed === 'pending_review' ? 'Review queue' : 'Jobs'}>
          {jobs?.map((j) => (
            <li key={j.id}>
              <button
                type="button"
                aria-current={open === j.id ? 'true' : undefined}
                className={`w-full rounded-lg border p-3 text-left ${open === j.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-400'}`}
                onClick={() => $openJob.set(j.id)}
              >
                <span className="block font-semibold">{j.job_title}</span>
                <span className="block text-sm text-slate-700">
                  {j.employer_name} · {j.city}, {j.state}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                  <span>{STATUS_LABELS[j.status]}</span>
                  <span>received {when(j.created_at)}</span>
                  {!j.employer_verified && <span className="font-semibold text-amber-800">employer not verified</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={button('secondary', 'mt-4')} onClick={() => void load()}>
          Refresh
        </button>
      </section>
      <div className="min-w-0">
        {open ? (
          <JobEditor api={api} id={open} siteName={siteName} onChange={() => void load()} />
        ) : (
          <p className="text-slate-700">Open a job to review or edit it.</p>
        )}
      </div>
    </div>
  );
}
