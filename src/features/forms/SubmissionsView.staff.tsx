/** Contact messages, employer interest and CCPA requests, unanswered first; CCPA with its deadlines. */
import { plural } from '~/lib/plural';
import ConfirmButton from '~/components/console/ConfirmButton';
import { useCallback, useMemo, useState } from 'react';
import { useConsoleRead } from '~/components/console/use-console-read';
import { SUBMISSION_KINDS, type SubmissionKind } from '~/domain/job-status';
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import { submissionsClient } from './submissions-client';
import type { SubmissionAction, SubmissionAnswer } from './submission-records';
import { announce } from '~/components/console/console-state';
import { button, field, label, when } from '~/components/console/console-ui';
import { Options } from '~/components/console/Options';

const KIND_LABELS: Record<SubmissionKind, string> = { contact: 'Contact messages', interest: 'Employer interest', ccpa: 'CCPA requests' };

export const staffView: StaffView = { id: 'submissions', label: 'Submissions', order: 50 };

export default function SubmissionsView({ call }: StaffViewProps) {
  const api = useMemo(() => submissionsClient(call), [call]);
  const [kind, setKind] = useState<SubmissionKind>('ccpa');
  const [listed, load] = useConsoleRead(useCallback(() => api.submissions(kind), [api, kind]));
  const rows = listed?.submissions ?? null;

  async function mark(row: SubmissionAnswer, action: SubmissionAction) {
    const r = await api.mark(kind, row.id, action);
    if (!r.ok) return announce(r.message, true);
    announce(`Marked ${action}.`);
    void load();
  }

  async function erase(row: SubmissionAnswer) {
    const r = await api.erase(row.id);
    if (!r.ok) return announce(r.message, true);
    const e = r.body.erased;
    // Everything the site kept of the address, each kind named (none is left out of the count, even at 0).
    const parts = [
      plural(e.applications, 'application'),
      plural(e.resumes, 'resume'),
      plural(e.alerts, 'job alert'),
      plural(e.subscriptions, 'subscription'),
      plural(e.messages, 'message'),
      `the address on ${plural(e.reports, 'report')}`,
      plural(e.mails, 'mail'),
    ];
    announce(
      `Deleted of ${row.email}: ${parts.join(', ')}.${r.body.left.length ? ` ${plural(r.body.left.length, 'file')} could not be removed: ${r.body.left.join(', ')}.` : ''} Kept: ${r.body.kept.toLowerCase()}.`,
    );
  }

  return (
    <section aria-labelledby="subs-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="subs-title" className="text-lg font-bold">
          {KIND_LABELS[kind]}
        </h2>
        <div>
          <label htmlFor="subs-kind" className={label}>
            Show
          </label>
          <select id="subs-kind" className={field} value={kind} onChange={(e) => setKind(e.target.value as SubmissionKind)}>
            <Options values={SUBMISSION_KINDS} labels={KIND_LABELS} />
          </select>
        </div>
      </div>
      {rows && rows.length === 0 && <p className="mt-4 text-slate-700">Nothing here.</p>}
      <ul className="mt-4 space-y-3" aria-label={KIND_LABELS[kind]}>
        {rows?.map((r) => (
          <li key={r.id} className={`rounded-xl border bg-white p-4 ${r.deadlines?.dueSoon && !r.answered_at ? 'border-red-600' : 'border-slate-200'}`}>
            <p className="font-semibold">
              {r.name} <span className="font-normal text-slate-700">&lt;{r.email}&gt;</span>
            </p>
            <p className="text-sm text-slate-600">Received {when(r.created_at)}</p>
            <dl className="mt-2 space-y-1 text-sm">
              {Object.entries(r.details)
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt className="inline font-semibold">{k.replace(/_/g, ' ')}: </dt>
                    <dd className="inline whitespace-pre-wrap break-words">{v}</dd>
                  </div>
                ))}
            </dl>
            {r.deadlines && (
              <p className="mt-2 text-sm">
                Acknowledge by <strong>{when(r.deadlines.acknowledgeBy)}</strong>
                {r.acknowledged_at ? ' (done)' : ''} · respond by <strong>{when(r.deadlines.respondBy)}</strong>
                {r.extended_at ? ' (extended)' : ''}
                {r.deadlines.dueSoon && !r.answered_at && (
                  <strong className="ml-2 text-red-800">{r.deadlines.overdue ? 'Overdue' : 'Due within 3 days'}</strong>
                )}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {r.answered_at ? (
                <span className="text-sm font-semibold text-green-800">
                  Answered by {r.answered_by} on {when(r.answered_at)}
                </span>
              ) : (
                <button type="button" className={button('primary')} onClick={() => void mark(r, 'answered')}>
                  Mark answered
                </button>
              )}
              {kind === 'ccpa' && !r.acknowledged_at && (
                <button type="button" className={button('secondary')} onClick={() => void mark(r, 'acknowledged')}>
                  Mark acknowledged
                </button>
              )}
              {kind === 'ccpa' && r.details.request_type === 'delete' && (
                <ConfirmButton
                  label="Delete everything kept under their address"
                  question={`Delete everything the site keeps under ${r.email}: applications, resumes, job alerts, subscriptions, messages, their address on reports and the mails to them? Employers' links to their applications stop working; this cannot be undone. This request itself is kept as the record.`}
                  yes="Yes, delete them"
                  onConfirm={() => void erase(r)}
                />
              )}
              {kind === 'ccpa' && !r.extended_at && !r.answered_at && (
                <button type="button" className={button('secondary')} onClick={() => void mark(r, 'extended')}>
                  Extend by 45 days
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
