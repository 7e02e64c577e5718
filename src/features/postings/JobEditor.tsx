/**
 * One job: the rules' state (edits left, days left, today's postings for its legal entity), its fields,
 * the lifecycle actions its status allows, and its log. Every refusal names the rule that said no.
 */
import { jobUrl } from '~/domain/job-url';
import SiteLive from '~/components/console/SiteLive';
import ConfirmButton from '~/components/console/ConfirmButton';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MAX_EDITS, DAILY_POSTINGS, STATUS_LABELS, type JobAction } from '~/domain/job-status';
import { EMPLOYER_TYPE_LABELS, EMPLOYER_TYPES } from '~/domain/job-options';
import type { StaffApi } from './review-client';
import { PER as PAY_PER, type PayUnit } from '~/domain/pay';
import type { StaffJobAnswer } from './review-records';
import { $findEmployer, announce } from '~/components/console/console-state';
import { button, field, label, when } from '~/components/console/console-ui';
import { card } from '~/components/ui/styles';

// The job page's component and what it formats with load with the first job opened, not with every island page's shared code.
const JobPreview = lazy(() => import('./JobPreview'));

type Kind = 'text' | 'number' | 'textarea' | 'yesno' | readonly (readonly [string, string])[];
const EDITABLE: [string, string, Kind][] = [
  ['job_title', 'Job title', 'text'],
  ['city', 'City', 'text'],
  ['state', 'State', 'text'],
  ['salary_min', 'Pay from', 'number'],
  ['salary_max', 'Pay to', 'number'],
  ['application_email', 'Application email', 'text'],
  // The contract terms (0 miles and 0 months: no non-compete; a 0-month clawback: none).
  ['noncompete_miles', 'Non-compete miles', 'number'],
  ['noncompete_months', 'Non-compete months', 'number'],
  ['clawback_months', 'Sign-on clawback months', 'number'],
  ['clawback_prorated', 'Clawback pro-rated', 'yesno'],
  ['documentation_paid', 'Documentation time paid', 'yesno'],
  ['units_per_hour', 'Billable units an hour', 'number'],
  ['employer_type', 'Employer type', EMPLOYER_TYPES.map((t) => [t, EMPLOYER_TYPE_LABELS[t]] as const)],
  ['mentorship_hours', 'Mentorship hours a week', 'number'],
  ['description', 'Description', 'textarea'],
];

/** A field's value as the form holds it, in the column's type ('' is none). */
function valueOf(raw: string, name: string, kind: Kind): unknown {
  if (kind === 'number') return raw.trim() === '' ? null : Number(raw);
  if (kind === 'yesno') return raw === '' ? null : raw === 'true';
  return raw.trim() === '' && name !== 'description' ? null : raw;
}
/** The stored value in the same terms (numeric columns may arrive as text). */
const storedOf = (v: unknown, kind: Kind) => (v == null ? null : kind === 'number' ? Number(v) : v);

const ACTION_LABELS: Record<JobAction, string> = {
  publish: 'Publish',
  extend: 'Extend 60 days',
  pause: 'Pause',
  resume: 'Resume',
  restore: 'Restore to the board',
  close: 'Close',
  cancel: 'Cancel posting',
};
/** What each action did, as the console says it afterwards. */
const DONE_LABELS: Record<JobAction, string> = {
  publish: 'Published.',
  extend: 'Extended by 60 days.',
  pause: 'Paused.',
  resume: 'Resumed.',
  restore: 'Restored to the board.',
  close: 'Closed.',
  cancel: 'Posting cancelled.',
};

export default function JobEditor({ api, id, siteName, onChange }: { api: StaffApi; id: string; siteName: string; onChange: () => void }) {
  const [detail, setDetail] = useState<StaffJobAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<'filled' | 'withdrawn'>('filled');
  const [goLive, setGoLive] = useState('');
  /** When this console last changed the job: the site's rebuild is reported from then. */
  const [changedAt, setChangedAt] = useState<number | null>(null);
  /** A refusal, shown beside the control that caused it (the console's notice at the top sums it up). */
  const [refused, setRefused] = useState<{ at: 'actions' | 'save'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<string | null>(null);

  useEffect(() => {
    setDetail(null);
    setRefused(null);
    setChangedAt(null);
    void api.job(id).then((r) => {
      if (r.ok) setDetail(r.body);
      else announce(r.message, true);
    });
  }, [api, id]);

  // A job just opened: focus its heading (after it is on the page), so keyboard and screen-reader users
  // land on it; an action's answer for the same job leaves focus where it is.
  useEffect(() => {
    if (!detail || focusedFor.current === detail.job.id) return;
    focusedFor.current = detail.job.id;
    heading.current?.focus();
  }, [detail]);

  async function run(label: string, work: Promise<{ ok: true; body: StaffJobAnswer } | { ok: false; message: string }>, at: 'actions' | 'save' = 'actions') {
    setBusy(true);
    const r = await work;
    setBusy(false);
    if (!r.ok) {
      setRefused({ at, text: r.message });
      return announce(r.message, true);
    }
    setRefused(null);
    setDetail(r.body);
    setChangedAt(Date.now());
    announce(label);
    onChange();
  }

  if (!detail) return <p className="text-slate-700">Loading the job…</p>;
  const { job, fields, rules, events, actions, preview } = detail;
  // Publishing needs a verified employer: the way to verify it, one tap away.
  const verifyLink = (
    <button type="button" className={`${button('secondary')} mt-2`} onClick={() => $findEmployer.set(job.employer_name)}>
      Verify {job.employer_name} under Employers
    </button>
  );
  // Pay is in the posting's own unit ("$70 a visit"): the fields say which.
  const unit = PAY_PER[(fields.pay_unit as PayUnit | undefined) ?? 'year'] ?? 'a year';

  function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const changed: Record<string, unknown> = {};
    for (const [name, , kind] of EDITABLE) {
      const value = valueOf(String(form.get(name) ?? ''), name, kind);
      if (value !== storedOf(fields[name], kind)) changed[name] = value;
    }
    if (Object.keys(changed).length === 0) return announce('Nothing changed.');
    void run('Changes saved.', api.edit(id, changed), 'save');
  }

  return (
    <section aria-labelledby="editor-title" className={`${card} p-4 shadow-sm sm:p-6`}>
      <h2 id="editor-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {job.job_title}
      </h2>
      <p className="text-sm text-slate-700">
        {job.employer_name} ({job.legal_entity}) · {job.city}, {job.state} · job {job.id}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="rules">
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="font-semibold">
            {STATUS_LABELS[job.status]}
            {job.close_reason ? ` (${job.close_reason})` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Edits left</dt>
          <dd className="font-semibold" data-testid="edits-left">
            {rules.editsLeft} of {MAX_EDITS}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Days left</dt>
          <dd className="font-semibold">{rules.daysLeft ?? 'Not live'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Entity's postings today (PT)</dt>
          <dd className="font-semibold">
            {rules.postingsToday} of {DAILY_POSTINGS}
          </dd>
        </div>
      </dl>
      <p className={`mt-3 text-sm font-semibold ${job.employer_verified ? 'text-green-800' : 'text-amber-800'}`}>
        {job.employer_verified ? 'Verified Employer' : 'Employer not verified: verify its licence under Employers before publishing.'}
      </p>
      {!job.employer_verified && verifyLink}
      <div className="mt-3">
        <Suspense fallback={null}>
          <JobPreview job={preview} siteName={siteName} />
        </Suspense>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3" role="group" aria-label="Lifecycle actions">
        {actions.includes('publish') && (
          <div>
            <label htmlFor="go-live" className={label}>
              Go live at (optional)
            </label>
            <input id="go-live" type="datetime-local" className={field} value={goLive} onChange={(e) => setGoLive(e.target.value)} />
          </div>
        )}
        {actions.includes('close') && (
          <div>
            <label htmlFor="close-reason" className={label}>
              Close as
            </label>
            <select id="close-reason" className={field} value={reason} onChange={(e) => setReason(e.target.value as 'filled' | 'withdrawn')}>
              <option value="filled">Filled</option>
              <option value="withdrawn">Withdrawn</option>
            </select>
          </div>
        )}
        {actions.map((a) => {
          const act = () => {
            const body: Record<string, unknown> = a === 'close' ? { reason } : a === 'publish' && goLive ? { go_live_at: new Date(goLive).toISOString() } : {};
            void run(DONE_LABELS[a], api.act(id, a, body));
          };
          // Closing and cancelling cannot be undone: they ask first, naming what happens.
          if (a === 'close' || a === 'cancel')
            return (
              <ConfirmButton
                key={a}
                label={ACTION_LABELS[a]}
                disabled={busy}
                question={
                  a === 'close'
                    ? `Close "${job.job_title}" as ${reason === 'filled' ? 'Filled' : 'Withdrawn'}? It leaves the board, the sitemaps and the feeds at once and takes no more applications, until it is published again.`
                    : `Cancel "${job.job_title}"? It will never go live; a cancelled posting cannot be restored.`
                }
                yes={a === 'close' ? 'Yes, close it' : 'Yes, cancel it'}
                onConfirm={act}
              />
            );
          return (
            <button key={a} type="button" disabled={busy} className={button(a === 'publish' ? 'primary' : 'secondary')} onClick={act}>
              {ACTION_LABELS[a]}
            </button>
          );
        })}
      </div>
      {changedAt !== null && <SiteLive call={api.call} changedAt={changedAt} url={jobUrl({ id: job.id, slug: (fields.slug as string | null) ?? null })} />}
      {refused?.at === 'actions' && (
        <p className="mt-2 text-sm font-semibold text-red-800" data-testid="actions-said">
          {refused.text}
        </p>
      )}
      {refused?.at === 'actions' && !job.employer_verified && verifyLink}

      <form className="mt-6 space-y-3" onSubmit={save} key={String(fields.updated_at)}>
        <h3 className="font-bold">Fields</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          {EDITABLE.map(([name, text, kind]) => (
            <div key={name} className={kind === 'textarea' ? 'sm:col-span-2' : ''}>
              <label htmlFor={`f-${name}`} className={label}>
                {name === 'salary_min' || name === 'salary_max' ? `${text} ($ ${unit})` : text}
              </label>
              {kind === 'textarea' ? (
                <textarea id={`f-${name}`} name={name} rows={5} className={field} defaultValue={String(fields[name] ?? '')} />
              ) : kind === 'yesno' || typeof kind !== 'string' ? (
                <select id={`f-${name}`} name={name} className={field} defaultValue={fields[name] == null ? '' : String(fields[name])}>
                  <option value="">Not stated</option>
                  {(kind === 'yesno'
                    ? [
                        ['true', 'Yes'],
                        ['false', 'No'],
                      ]
                    : kind
                  ).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`f-${name}`}
                  name={name}
                  type={kind}
                  step={kind === 'number' ? 'any' : undefined}
                  className={field}
                  defaultValue={fields[name] == null ? '' : String(fields[name])}
                />
              )}
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={button('primary')} disabled={busy || rules.editsLeft === 0} aria-describedby="save-said">
            Save changes
          </button>
          <p
            id="save-said"
            className={`text-sm font-semibold ${refused?.at === 'save' || rules.editsLeft === 0 ? 'text-red-800' : 'text-slate-700'}`}
            data-testid="save-said"
          >
            {refused?.at === 'save' ? refused.text : rules.editsLeft === 0 ? `This listing has used its ${MAX_EDITS} edits.` : ''}
          </p>
        </div>
      </form>

      <h3 className="mt-6 font-bold">History</h3>
      <ol className="mt-2 space-y-2 text-sm" aria-label="History">
        {events.map((e) => (
          <li key={e.id} className="rounded border border-slate-200 p-2">
            <span className="font-semibold">{e.action}</span> by {e.actor} · {when(e.at)}
            {e.note && <span className="block text-slate-700">“{e.note}”</span>}
            {e.after && Object.keys(e.after).length > 0 && (
              <span className="block break-words text-xs text-slate-600">
                changed{' '}
                {Object.keys(e.after)
                  .filter((k) => k !== 'edit_count')
                  .join(', ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
