/**
 * "Applications" in the employer's account: every application to the practices' jobs, found by words,
 * job and status, each with its message, resume and the status buttons. A status mails the applicant, so
 * it asks first, naming them and the job, as the application's signed page does; spam mails nobody.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AccountSection } from '~/components/ui/AccountSection';
import { AskFirst } from '~/components/ui/AskFirst';
import { SelectField } from '~/components/ui/SelectField';
import type { ApiResult } from '~/lib/api';
import { EMPLOYER_STATUSES, STATUS_LABELS, type EmployerStatus } from '~/domain/application-status';
import { button, field, label } from '~/components/ui/styles';
import { STATUS_NEWS } from './status-news';
import type { ListedApplication } from './employer-application-view';

type Listed = ListedApplication;
type Call = <T>(path: string, method?: string, body?: unknown) => Promise<ApiResult<T>>;
const FILTERS: [string, string][] = [
  ['', 'Any status'],
  ['sent', 'Not answered yet'],
  ...EMPLOYER_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]]),
  ['spam', 'Marked as spam'],
];
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

export default function EmployerApplications({
  jobs,
  call,
  once,
  busy,
  say,
}: {
  /** The practices' jobs, for the job filter: [id, title]. */
  jobs: [string, string][];
  call: Call;
  once: (work: () => Promise<void>) => Promise<void>;
  busy: boolean;
  say: (text: string, error?: boolean) => void;
}) {
  const [apps, setApps] = useState<Listed[] | null>(null);
  const [query, setQuery] = useState('');
  const [asking, setAsking] = useState<{ id: string; status: EmployerStatus } | null>(null);
  const filters = useRef<HTMLFormElement>(null);

  async function search() {
    const data = new FormData(filters.current ?? undefined);
    const q = new URLSearchParams({ q: String(data.get('q') ?? ''), job: String(data.get('job') ?? ''), status: String(data.get('status') ?? '') });
    setQuery(q.toString());
    const r = await call<{ applications: Listed[] }>(`applications?${q}`);
    if (!r.ok) return say(r.message, true);
    setApps(r.body.applications);
  }
  useEffect(() => {
    void search();
    // Once, when the account is shown; filters search again on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function filter(e?: FormEvent) {
    e?.preventDefault();
    void once(search);
  }

  function mark(a: Listed, status: EmployerStatus | 'spam') {
    if (status !== 'spam' && a.status !== status && (asking?.id !== a.id || asking.status !== status)) return setAsking({ id: a.id, status });
    void once(async () => {
      const r = await call<{ result: string }>('applications/status', 'POST', { id: a.id, status });
      setAsking(null);
      if (!r.ok) return say(r.message, true);
      if (status === 'spam') say(`Marked as spam. ${a.name} is not told, and it no longer counts in how fast you answer.`);
      else if (r.body.result === 'changed') say(`Marked "${STATUS_LABELS[status]}". We let ${a.name} know by mail.`);
      else if (r.body.result === 'changed-quietly')
        say(`Marked "${STATUS_LABELS[status]}". ${a.name} already heard of this status or of three changes today, so no new mail was sent.`);
      else say(`It was already marked "${STATUS_LABELS[status]}": no new mail was sent.`);
      await search();
    });
  }

  return (
    <AccountSection id="applications-heading" title="Applications" spacing="space-y-4">
      <form ref={filters} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" onSubmit={filter} role="search" aria-label="Applications">
        <div>
          <label htmlFor="apps-q" className={label}>
            Search applications
          </label>
          <input id="apps-q" name="q" type="search" className={field} maxLength={200} placeholder="Name, words in the message, job title" />
        </div>
        {jobs.length > 1 && <SelectField id="apps-job" name="job" text="Job" options={[['', 'All jobs'], ...jobs]} onChange={() => filter()} />}
        <SelectField id="apps-status" name="status" text="Status" options={FILTERS} onChange={() => filter()} />
        <button type="submit" className={button.primarySmall} disabled={busy}>
          Search
        </button>
      </form>
      {apps === null ? (
        <p className="text-slate-700">Loading applications…</p>
      ) : apps.length === 0 ? (
        <p className="text-slate-700">
          {[...new URLSearchParams(query).values()].some(Boolean) ? 'No applications match.' : 'No applications through the site yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Applications">
          {apps.map((a) => (
            <li key={a.id} className="py-3" data-employer-application={a.id}>
              <p className="font-semibold break-words">{a.name}</p>
              <p className="text-sm break-words text-slate-700">
                {a.jobTitle} · sent {date(a.createdAt)} ·{' '}
                <a className="underline" href={`mailto:${a.email}`}>
                  {a.email}
                </a>
              </p>
              <p className="text-sm text-slate-700">
                Status the applicant sees: <strong data-application-status>{a.shown}</strong>
                {a.spam && ' · marked as spam'}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">Message</summary>
                <p className="mt-1 break-words whitespace-pre-wrap">{a.message}</p>
              </details>
              <p className="mt-1 text-sm">
                {a.resume ? (
                  <a className="font-semibold text-brand-700 underline" href={a.resume}>
                    Open the resume
                  </a>
                ) : (
                  'No resume sent.'
                )}
              </p>
              {asking?.id === a.id ? (
                <AskFirst
                  label={`Mark "${STATUS_LABELS[asking.status]}"?`}
                  yes={`Yes, mark and mail ${a.name}`}
                  busy={busy}
                  onYes={() => mark(a, asking.status)}
                  onCancel={() => setAsking(null)}
                >
                  <p className="break-words">
                    We will mail {a.name} {STATUS_NEWS[asking.status]} (“{a.jobTitle}”). A mail cannot be taken back.
                  </p>
                </AskFirst>
              ) : (
                <p className="mt-2 flex flex-wrap gap-2">
                  {EMPLOYER_STATUSES.map((s) => (
                    <button key={s} type="button" className={button.secondarySmall} aria-pressed={a.status === s} disabled={busy} onClick={() => mark(a, s)}>
                      {STATUS_LABELS[s]}
                    </button>
                  ))}
                  {!a.spam && (
                    <button type="button" className={button.secondarySmall} disabled={busy} onClick={() => mark(a, 'spam')}>
                      Mark as spam
                    </button>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
