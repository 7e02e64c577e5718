/**
 * Open to offers, the employer's side (in the practice's account): search the clinicians open to offers
 * with the board's filters, ask one to interview for a live job with its pay and a short message, and follow
 * the requests sent (who the clinician is only once they accept). Only a verified practice searches; the
 * database refuses the rest and says why.
 */
import { useEffect, useState, type FormEvent } from 'react';
import ErrorSummary, { fieldErrors, type FieldErrors } from '~/components/ui/ErrorSummary';
import Field from '~/components/ui/Field';
import { SelectField } from '~/components/ui/SelectField';
import { button, card, field, label } from '~/components/ui/styles';
import type { ApiResult } from '~/lib/api';
import { formatPay, PAY_UNITS, PER, type PayUnit } from '~/domain/pay';
import { JOB_TYPE_LABELS, SETTING_LABELS, SETTINGS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS } from '~/domain/job-role';
import CheckGroup from './CheckGroup';
import type { PoolProfile, SentRequest } from './talent';
import { MUST_HAVE_LABELS, TALENT_ROLES, payFloorText } from './talent-options';

type Call = <T>(path: string, method?: string, body?: unknown) => Promise<ApiResult<T>>;

const LABELS: Record<string, string> = {
  place: 'Near',
  pay: 'The most you can offer',
  jobId: 'Job',
  payMin: 'Pay from',
  payMax: 'Pay to',
  message: 'Message',
};
const UNIT_OPTIONS = PAY_UNITS.map((u) => [u, PER[u]] as const);

export default function TalentPool({
  employers,
  jobs,
  states,
  call,
  once,
  busy,
  say,
}: {
  /** The practices the person acts for, verified or not. */
  employers: { id: string; name: string; verified: boolean }[];
  /** The live jobs of those practices. */
  jobs: { id: string; employerId: string; title: string }[];
  /** [code, name] of each state, from the page. */
  states: [string, string][];
  call: Call;
  once: (work: () => Promise<void>) => Promise<void>;
  busy: boolean;
  say: (text: string, error?: boolean) => void;
}) {
  const verified = employers.filter((e) => e.verified);
  const [found, setFound] = useState<PoolProfile[] | null>(null);
  const [searched, setSearched] = useState<{ employerId: string; pay: number | null; payUnit: PayUnit } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [sent, setSent] = useState<SentRequest[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function loadSent() {
    const r = await call<{ requests: SentRequest[] }>('talent/requests');
    if (r.ok) setSent(r.body.requests);
  }

  useEffect(() => {
    void loadSent();
    // Once: the requests sent are read again after each search and request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    const text = (k: string) => String(d.get(k) ?? '').trim();
    const body = {
      employerId: text('employerId'),
      role: text('role') || null,
      place: text('place') || null,
      radiusMiles: Number(text('radiusMiles') || 25),
      remote: d.get('remote') === 'on',
      state: text('state') || null,
      settings: d.getAll('settings').map(String),
      pay: text('pay') ? Number(text('pay').replace(/[$,]/g, '')) : null,
      payUnit: text('payUnit') || 'year',
    };
    void once(async () => {
      const r = await call<{ profiles: PoolProfile[] }>('talent/search', 'POST', body);
      const fields = fieldErrors(r);
      if (fields) return setErrors(fields);
      setErrors({});
      if (!r.ok) return say(r.message, true);
      setFound(r.body.profiles);
      setSearched({ employerId: body.employerId, pay: body.pay, payUnit: body.payUnit as PayUnit });
      setAsking(null);
      say(r.body.profiles.length === 1 ? '1 clinician open to offers fits.' : `${r.body.profiles.length} clinicians open to offers fit.`);
      await loadSent();
    });
  }

  function ask(ref: string, e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    const text = (k: string) => String(d.get(k) ?? '').trim();
    const body = {
      employerId: searched!.employerId,
      ref,
      jobId: text('jobId'),
      payMin: Number(text('payMin').replace(/[$,]/g, '')),
      payMax: Number(text('payMax').replace(/[$,]/g, '')),
      payUnit: text('payUnit'),
      message: text('message'),
    };
    void once(async () => {
      const r = await call<{ id: string }>('talent/requests', 'POST', body);
      const fields = fieldErrors(r) ?? (r.body as { fields?: FieldErrors } | undefined)?.fields ?? null;
      if (fields) return setErrors(fields);
      setErrors({});
      if (!r.ok) return say(r.message, true);
      setAsking(null);
      setFound((f) => f?.map((p) => (p.ref === ref ? { ...p, asked: [...p.asked, body.jobId] } : p)) ?? null);
      say('Request sent. The clinician answers from their mail or My jobs; you get their contact if they accept.');
      await loadSent();
    });
  }

  if (!employers.length) return null;
  const liveJobs = jobs.filter((j) => !searched || j.employerId === searched.employerId);
  return (
    <section className={`${card} space-y-4 p-5`} aria-labelledby="talent-pool">
      <div>
        <h2 id="talent-pool" className="text-xl font-bold">
          Clinicians open to offers
        </h2>
        <p className="text-sm text-slate-700">
          Private profiles: what they do, where and the least pay they take; never a name, contact or employer. Ask through us; they see the job and its pay
          first.
        </p>
      </div>
      {!verified.length ? (
        <p className="font-semibold text-amber-900">Once we have verified your practice’s licence, you can search clinicians open to offers here.</p>
      ) : (
        <form className="space-y-4" onSubmit={search} noValidate aria-label="Search clinicians">
          <ErrorSummary errors={errors} labels={LABELS} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField id="pool-employer" name="employerId" text="For" options={verified.map((e) => [e.id, e.name] as const)} />
            <SelectField id="pool-role" name="role" text="Role" options={[['', 'Any'], ...TALENT_ROLES.map((r) => [r, ROLE_SHORT_LABELS[r]] as const)]} />
            <SelectField id="pool-state" name="state" text="Licensed for" options={[['', 'Any state'], ...states]} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field name="place" text={LABELS.place!} hint="A city and state, or a ZIP" error={errors.place} />
            <SelectField
              id="pool-radius"
              name="radiusMiles"
              text="Within"
              options={[10, 25, 50, 100].map((m) => [String(m), `${m} miles`] as const)}
              defaultValue="25"
            />
            <label className="inline-flex min-h-10 items-center gap-2 self-end text-sm text-slate-800">
              <input type="checkbox" name="remote" className="h-4 w-4" /> Open to remote work
            </label>
          </div>
          <CheckGroup name="settings" legend="Settings" options={SETTINGS.map((s) => [s, SETTING_LABELS[s]] as const)} checked={[]} />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Field name="pay" text={LABELS.pay!} inputMode="decimal" error={errors.pay} />
            <SelectField id="pool-unit" name="payUnit" text="Per" options={UNIT_OPTIONS} defaultValue="year" />
          </div>
          <button type="submit" className={button.primarySmall} disabled={busy}>
            Search clinicians
          </button>
        </form>
      )}
      {found && (
        <ul className="divide-y divide-slate-200" aria-label="Clinicians open to offers">
          {found.map((p) => (
            <li key={p.ref} className="space-y-2 py-3" data-profile={p.ref}>
              <p className="font-semibold">
                {ROLE_SHORT_LABELS[p.role]} · licensed in {p.licenceStates.join(', ')}
                {p.compact ? ' (compact privilege would serve)' : ''}
              </p>
              <p className="text-sm text-slate-700">
                {[
                  p.place && `${p.place}${p.miles ? `, ${p.miles} miles away` : ''}`,
                  p.remote && 'open to remote',
                  payFloorText(p.payFloor, p.payUnit),
                  JOB_TYPE_LABELS[p.schedule as keyof typeof JOB_TYPE_LABELS],
                  p.availableFrom && `from ${p.availableFrom}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-sm text-slate-700">
                {[
                  ...p.settings.map((s) => SETTING_LABELS[s as keyof typeof SETTING_LABELS]),
                  ...p.mustHaves.map((m) => `Must have: ${MUST_HAVE_LABELS[m as keyof typeof MUST_HAVE_LABELS]}`),
                ].join(' · ')}
              </p>
              {asking === p.ref ? (
                <form className="space-y-3 rounded-lg bg-slate-50 p-3" onSubmit={(e) => ask(p.ref, e)} noValidate aria-label="Ask to interview">
                  <div>
                    <label htmlFor={`ask-job-${p.ref}`} className={label}>
                      Job
                    </label>
                    <select id={`ask-job-${p.ref}`} name="jobId" className={field} aria-invalid={errors.jobId ? true : undefined}>
                      {liveJobs.map((j) => (
                        <option key={j.id} value={j.id}>
                          {j.title}
                        </option>
                      ))}
                    </select>
                    {errors.jobId && <p className="mt-1 text-sm font-semibold text-red-800">{errors.jobId}</p>}
                  </div>
                  <div className="grid grid-cols-3 gap-3">
                    <Field
                      name="payMin"
                      text={LABELS.payMin!}
                      inputMode="decimal"
                      error={errors.payMin}
                      defaultValue={searched?.pay ? String(searched.pay) : ''}
                    />
                    <Field
                      name="payMax"
                      text={LABELS.payMax!}
                      inputMode="decimal"
                      error={errors.payMax}
                      defaultValue={searched?.pay ? String(searched.pay) : ''}
                    />
                    <SelectField id={`ask-unit-${p.ref}`} name="payUnit" text="Per" options={UNIT_OPTIONS} defaultValue={searched?.payUnit ?? p.payUnit} />
                  </div>
                  <div>
                    <label htmlFor={`ask-message-${p.ref}`} className={label}>
                      Message
                    </label>
                    <textarea
                      id={`ask-message-${p.ref}`}
                      name="message"
                      rows={3}
                      maxLength={1000}
                      className={field}
                      aria-invalid={errors.message ? true : undefined}
                    />
                    {errors.message && <p className="mt-1 text-sm font-semibold text-red-800">{errors.message}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" className={button.primarySmall} disabled={busy}>
                      Send request
                    </button>
                    <button type="button" className={button.secondarySmall} onClick={() => setAsking(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : (
                <button
                  type="button"
                  className={button.secondarySmall}
                  disabled={!liveJobs.length}
                  onClick={() => {
                    setErrors({});
                    setAsking(p.ref);
                  }}
                >
                  {liveJobs.length ? 'Ask to interview' : 'Ask to interview (needs a live job)'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sent && sent.length > 0 && (
        <div>
          <h3 className="font-semibold">Requests sent</h3>
          <ul className="mt-1 divide-y divide-slate-200" aria-label="Requests sent">
            {sent.map((r) => (
              <li key={r.id} className="py-2 text-sm" data-sent={r.id}>
                {r.jobTitle} · {formatPay(r.payMin, r.payMax, r.payUnit)} ·{' '}
                {r.status === 'sent' ? 'Waiting for an answer' : r.status === 'declined' ? 'Declined' : 'Accepted'}
                {r.contact && (
                  <span className="block font-semibold text-slate-900">
                    {r.contact.name}, {r.contact.email}
                    {r.contact.phone ? `, ${r.contact.phone}` : ''}
                    {r.contact.resume && (
                      <>
                        {' · '}
                        <a href={r.contact.resume} className="text-brand-700 underline">
                          Resume
                        </a>
                      </>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
