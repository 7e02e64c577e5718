/**
 * The employer's account as a signed link in a mail opens it (`/employer?job=…` from a job's mails,
 * `/employer?application=…` from an application's): the same job and application views, scoped to what the
 * link names, with the link as the bearer of every call. Edit and copy need an account; the page says how.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { bearerCall } from '~/lib/bearer-call';
import { useOnce } from '~/components/ui/use-once';
import EmployerJobs, { type EmployerJob } from '~/features/postings/EmployerJobs';
import EmployerApplications from '~/features/applications/EmployerApplications';

export type LinkKind = 'job' | 'application';

export default function EmployerLink({ token, kind, say }: { token: string; kind: LinkKind; say: (text: string, error?: boolean) => void }) {
  const [jobs, setJobs] = useState<EmployerJob[] | null>(kind === 'job' ? null : []);
  const [busy, once] = useOnce();
  const call = useMemo(() => bearerCall('/api/employer/link/', async () => token), [token]);

  const load = useCallback(async () => {
    if (kind !== 'job') return;
    const r = await call<{ jobs: EmployerJob[] }>('jobs');
    if (!r.ok) return say(r.message, true);
    setJobs(r.body.jobs);
  }, [kind, call, say]);
  useEffect(() => void load(), [load]);

  return (
    <div className="mt-6 space-y-6">
      <p className="text-slate-800">
        Opened from the link in our mail: {kind === 'job' ? 'this job and its applications' : 'this application'} only.{' '}
        <a className="font-semibold text-brand-700 underline" href="/employer">
          Sign in with a code
        </a>{' '}
        to see all your practice's jobs, edit them and post new ones.
      </p>
      {jobs && (
        <>
          <EmployerJobs jobs={jobs} practice={() => undefined} call={call} once={once} busy={busy} say={say} reload={load} without={['edit', 'copy']} />
          <EmployerApplications jobs={jobs.map((j) => [j.id, j.title])} call={call} once={once} busy={busy} say={say} />
        </>
      )}
    </div>
  );
}
