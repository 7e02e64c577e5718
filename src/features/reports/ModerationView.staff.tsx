/**
 * The moderation queue: jobs visitors reported, frozen ones first, each with its open reports. A frozen
 * job is restored to the board or closed; a listed one keeps its place (its reports dismissed) or is
 * frozen at once by marking a report trusted. Reporters who confirmed an address hear the outcome.
 */
import { useCallback, useMemo, useState } from 'react';
import { useConsoleRead } from '~/components/console/use-console-read';
import { FREEZE_DAYS, FREEZE_REPORTS, REASON_LABELS, type ReportedJob } from '~/domain/job-report';
import { STATUS_LABELS, type JobStatus } from '~/domain/job-status';
import { plural } from '~/lib/plural';
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import { moderationClient } from './moderation-client';
import ConfirmButton from '~/components/console/ConfirmButton';
import SiteLive from '~/components/console/SiteLive';
import { announce } from '~/components/console/console-state';
import { when } from '~/components/console/console-ui';

/** A job as staff actions name it: ten jobs may share a title, never its id, employer and city. */
const named = (job: ReportedJob) => `"${job.jobTitle}" (job ${job.jobId}, ${job.employer}, ${job.city}, ${job.state})`;

export const staffView: StaffView = { id: 'reports', label: 'Reports', order: 20 };

export default function ModerationView({ call }: StaffViewProps) {
  const api = useMemo(() => moderationClient(call), [call]);
  const [reported, load] = useConsoleRead(useCallback(() => api.reports(), [api]));
  const jobs = reported?.jobs ?? null;
  // A refusal stands beside the job it was about (and in the console's summary line).
  const [refused, setRefused] = useState<{ jobId: string; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The last decision's job, for when it reaches the site (it leaves this list once decided).
  const [decided, setDecided] = useState<{ title: string; url: string; at: number } | null>(null);

  async function run(job: ReportedJob, work: () => Promise<{ ok: true } | { ok: false; message: string }>, done: string) {
    setBusy(job.jobId);
    setRefused(null);
    const r = await work();
    setBusy(null);
    if (!r.ok) {
      setRefused({ jobId: job.jobId, text: r.message });
      return announce(`${named(job)}: ${r.message}`, true);
    }
    announce(done);
    setDecided({ title: job.jobTitle, url: job.jobUrl, at: Date.now() });
    void load();
  }

  if (!jobs) return <p className="text-slate-700">Loading reports…</p>;
  const live = decided && (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-semibold">{decided.title}</p>
      <SiteLive call={call} changedAt={decided.at} url={decided.url} />
    </div>
  );
  if (jobs.length === 0)
    return (
      <div className="space-y-4">
        {live}
        <p className="text-slate-700">No open reports. Reported jobs appear here, frozen ones first.</p>
      </div>
    );
  return (
    <div className="space-y-6">
      {live}
      <p className="text-sm text-slate-700">
        {`${plural(FREEZE_REPORTS, 'report')} from different visitors within ${FREEZE_DAYS} days, or one report you mark trusted, freeze a job: it leaves the board at once and takes no applications until you restore or close it.`}
      </p>
      <ul className="space-y-4">
        {jobs.map((job) => {
          const frozen = job.status === 'frozen';
          return (
            <li
              key={job.jobId}
              className={`rounded-xl border bg-white p-4 shadow-sm ${frozen ? 'border-amber-400' : 'border-slate-200'}`}
              data-reported-job={job.jobId}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold">
                  {job.jobTitle} <span className="font-normal text-slate-700">· {job.employer}</span>
                </h2>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${frozen ? 'bg-amber-100 text-amber-950' : 'bg-slate-100 text-slate-800'}`}>
                  {STATUS_LABELS[job.status as JobStatus] ?? job.status}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                Job {job.jobId} · {job.city}, {job.state} · {plural(job.clients, 'different visitor')} in the last {FREEZE_DAYS} days ·{' '}
                <a className="font-semibold text-brand-700 underline" href={job.jobUrl} target="_blank" rel="noopener">
                  View on site
                </a>
              </p>
              <ul className="mt-3 divide-y divide-slate-200 text-sm">
                {job.reports.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="font-semibold">{REASON_LABELS[r.reason]}</p>
                      {r.details && <p className="break-words whitespace-pre-line text-slate-800">{r.details}</p>}
                      <p className="text-slate-600">
                        {when(r.createdAt)}
                        {r.email ? (r.emailConfirmedAt ? ' · address confirmed: hears the outcome' : ' · address not confirmed') : ''}
                        {r.trustedAt ? ` · trusted by ${r.trustedBy}` : ''}
                      </p>
                    </div>
                    {!frozen && !r.trustedAt && !r.outcome && (
                      <ConfirmButton
                        label="Mark trusted (freeze the job)"
                        question={`Freeze ${named(job)}? It leaves the board at once and takes no applications; its employer is told by mail.`}
                        yes="Yes, freeze it"
                        disabled={busy === job.jobId}
                        onConfirm={() =>
                          void run(
                            job,
                            () => api.trustReport(r.id),
                            `${named(job)} is frozen: off the board until you restore or close it. Its employer is told.`,
                          )
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                {frozen ? (
                  <>
                    <ConfirmButton
                      tone="primary"
                      label="Restore to the board"
                      question={`Restore ${named(job)}? It goes back on the board and takes applications; its employer and reporters who confirmed an address are told by mail.`}
                      yes="Yes, restore it"
                      disabled={busy === job.jobId}
                      onConfirm={() =>
                        void run(
                          job,
                          () => api.act(job.jobId, 'restore', { note: 'Reports reviewed: meets the rules' }),
                          `${named(job)} is restored to the board. Its employer is told.`,
                        )
                      }
                    />
                    <ConfirmButton
                      label="Close the job"
                      question={`Close ${named(job)}? It stays off the board for good, its page says it is closed, and reporters who confirmed an address are told.`}
                      yes="Yes, close it"
                      disabled={busy === job.jobId}
                      onConfirm={() =>
                        void run(job, () => api.act(job.jobId, 'close', { reason: 'withdrawn', note: 'Closed after reports' }), `${named(job)} is closed.`)
                      }
                    />
                  </>
                ) : (
                  <ConfirmButton
                    tone="secondary"
                    label="Dismiss the reports (the job stays)"
                    question={`Dismiss the reports of ${named(job)}? It stays on the board; reporters who confirmed an address are told.`}
                    yes="Yes, dismiss them"
                    disabled={busy === job.jobId}
                    onConfirm={() => void run(job, () => api.dismissReports(job.reports[0]!.id), `Reports of ${named(job)} dismissed: it stays on the board.`)}
                  />
                )}
              </div>
              {refused?.jobId === job.jobId && (
                <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                  {refused.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
