/**
 * Open to offers, the clinician's side (on /profile and in My jobs): sign in with a code by mail, then
 * make or edit the private profile, see how many practices looked this week, answer interview requests,
 * block practices, pause, download or delete it. Every call goes to /api/talent/ with the session's token;
 * what is read is what the database lets the person read.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import ErrorSummary, { fieldErrors, type FieldErrors } from '~/components/ui/ErrorSummary';
import Field from '~/components/ui/Field';
import { SelectField } from '~/components/ui/SelectField';
import { button, card, field, label } from '~/components/ui/styles';
import { useOnce } from '~/components/ui/use-once';
import { formatPay, PAY_UNITS, PER } from '~/domain/pay';
import { SETTING_LABELS, SETTINGS, SPECIALTIES, SPECIALTY_LABELS, JOB_TYPE_LABELS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS } from '~/domain/job-role';
import type { AuthConfig } from '~/features/auth/auth-config';
import { authClient } from '~/features/auth/session';
import SignInWithCode from '~/features/auth/SignInWithCode';
import { bearerCall } from '~/lib/bearer-call';
import { callApi } from '~/lib/api';
import { extensionOf, INVALID_TYPE, RESUME_MAX_BYTES, TOO_LARGE } from '~/domain/resume-file';
import CheckGroup from './CheckGroup';
import type { ProfileInput, TalentAccount } from './talent';
import { MUST_HAVE_LABELS, MUST_HAVES, TALENT_ROLES, TALENT_SCHEDULES, payFloorText } from './talent-options';

const LABELS: Record<string, string> = {
  name: 'Your name',
  phone: 'Phone',
  currentEmployer: 'Current employer',
  role: 'You are a',
  licenceStates: 'Licensed in',
  payFloor: 'The least pay you would take',
  payUnit: 'Per',
  place: 'Where you would work',
  radiusMiles: 'How far you would travel',
  availableFrom: 'Available from',
  schedule: 'Schedule',
  resume: 'Resume',
  value: 'Block',
};

const ROLE_OPTIONS = TALENT_ROLES.map((r) => [r, ROLE_SHORT_LABELS[r]] as const);
const UNIT_OPTIONS = PAY_UNITS.map((u) => [u, PER[u]] as const);
const SCHEDULE_OPTIONS = TALENT_SCHEDULES.map((s) => [s, JOB_TYPE_LABELS[s]] as const);
const RADIUS_OPTIONS = [10, 25, 50, 100].map((m) => [String(m), `${m} miles`] as const);

/** The form's fields as the API takes them. */
function readProfile(form: HTMLFormElement): ProfileInput {
  const d = new FormData(form);
  const all = (k: string) => d.getAll(k).map(String);
  const text = (k: string) => String(d.get(k) ?? '').trim();
  return {
    name: text('name'),
    phone: text('phone') || null,
    currentEmployer: text('currentEmployer') || null,
    role: text('role') as ProfileInput['role'],
    licenceStates: all('licenceStates'),
    compact: d.get('compact') === 'on',
    settings: all('settings') as ProfileInput['settings'],
    specialties: all('specialties') as ProfileInput['specialties'],
    payFloor: Number(text('payFloor').replace(/[$,]/g, '')),
    payUnit: text('payUnit') as ProfileInput['payUnit'],
    place: text('place') || null,
    radiusMiles: text('place') ? Number(text('radiusMiles')) : null,
    remote: d.get('remote') === 'on',
    availableFrom: text('availableFrom') || null,
    schedule: text('schedule') as ProfileInput['schedule'],
    mustHaves: all('mustHaves') as ProfileInput['mustHaves'],
    paused: d.get('paused') === 'on',
    matchMails: d.get('matchMails') === 'on',
  };
}

export default function TalentProfile({
  auth,
  states,
  heading = 'h1',
  lead,
}: {
  auth: AuthConfig;
  states: [string, string][];
  heading?: 'h1' | 'h2';
  /** What the page is for, under its heading. */
  lead?: string;
}) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [phase, setPhase] = useState<'loading' | 'signed-out' | 'signed-in'>('loading');
  const [account, setAccount] = useState<TalentAccount | null>(null);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, once] = useOnce();
  const summary = useRef<HTMLDivElement>(null);
  const say = useCallback((text: string, error = false) => setNotice({ text, error }), []);
  const call = bearerCall('/api/talent/', async () => (client ? (await client.auth.getSession()).data.session?.access_token : null), LABELS);

  async function load(c: SupabaseClient) {
    const { data } = await c.auth.getSession();
    if (!data.session) return setPhase('signed-out');
    const got = await bearerCall('/api/talent/', async () => data.session?.access_token)<TalentAccount>('account');
    if (!got.ok) {
      say(got.message, true);
      return setPhase(got.status === 401 ? 'signed-out' : 'signed-in');
    }
    setAccount(got.body);
    setEditing(!got.body.profile);
    setPhase('signed-in');
  }

  useEffect(() => {
    void authClient(auth).then(
      async (c) => {
        setClient(c);
        await load(c);
      },
      () => say('Sign-in could not be loaded. Check your connection, then reload the page.', true),
    );
    // Once per auth config.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth]);

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const typed = readProfile(form);
    const file = (form.elements.namedItem('resumeFile') as HTMLInputElement | null)?.files?.[0];
    const problem = file && (!extensionOf(file.name) ? INVALID_TYPE : file.size > RESUME_MAX_BYTES ? TOO_LARGE : null);
    if (problem) {
      setErrors({ resume: `${problem.title} - ${problem.description}` });
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    void once(async () => {
      // A chosen resume is uploaded first; the profile keeps it by its link's token.
      if (file) {
        const upload = new FormData();
        upload.set('file', file);
        upload.set('email', account?.email ?? '');
        const sent = await callApi<{ url?: string }>('/api/resumes', { method: 'POST', body: upload });
        if (!sent.ok || !sent.body?.url) return setErrors({ resume: sent.ok ? 'The upload could not be read' : sent.message });
        typed.resume = sent.body.url.split('/').pop()!;
      } else if (new FormData(form).get('removeResume') === 'on') typed.resume = null;
      const saved = await call<TalentAccount>('profile', 'PUT', typed);
      const fields = fieldErrors(saved);
      if (fields) {
        setErrors(fields);
        requestAnimationFrame(() => summary.current?.focus());
        return;
      }
      setErrors({});
      if (!saved.ok) return say(saved.message, true);
      const first = !account?.profile;
      setAccount(saved.body);
      setEditing(false);
      say(first ? 'Your profile is saved. Verified practices can now find it, without your name or contact.' : 'Your profile is saved.');
    });
  }

  function act(path: string, method: string, body: unknown, done: string) {
    void once(async () => {
      const r = await call(path, method, body);
      if (!r.ok) return say(r.message, true);
      say(done);
      await load(client!);
    });
  }

  function block(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const d = new FormData(form);
    const body = { kind: String(d.get('kind')), value: String(d.get('value') ?? '') };
    void once(async () => {
      const r = await call('blocks', 'POST', body);
      const fields = fieldErrors(r);
      if (fields) return setErrors({ value: fields.value ?? Object.values(fields)[0]! });
      setErrors({});
      if (!r.ok) return say(r.message, true);
      form.reset();
      say(`Blocked ${body.value.trim().toLowerCase()}: they will never find your profile.`);
      await load(client!);
    });
  }

  function download() {
    const blob = new Blob([JSON.stringify(account, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'my-profile.json';
    a.click();
    URL.revokeObjectURL(a.href);
  }

  const H = heading;
  const p = account?.profile ?? null;
  let body: ReactNode = <p className="mt-4 text-slate-700">Checking your session…</p>;
  if (phase === 'signed-out' && client)
    body = (
      <SignInWithCode
        client={client}
        say={say}
        intro="No password: we mail you a 6-digit code each time. Your profile is seen by no one until your address is proven this way."
        onSignedIn={() => void load(client)}
        emailLabel="Email"
      />
    );
  if (phase === 'signed-in' && account && editing)
    body = (
      <form className={`${card} mt-4 space-y-5 p-5`} onSubmit={save} noValidate aria-label="Your profile">
        <ErrorSummary errors={errors} labels={LABELS} summaryRef={summary} />
        <p className="text-sm text-slate-700">
          Private: practices see what you do, where, from when and the least pay you take. Your name, contact, resume and current employer stay hidden until you
          accept a request.
        </p>
        <Field name="name" text={LABELS.name!} autoComplete="name" required defaultValue={p?.name} error={errors.name} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="phone" text="Phone (optional)" type="tel" autoComplete="tel" defaultValue={p?.phone ?? ''} error={errors.phone} />
          <Field
            name="currentEmployer"
            text="Current employer (optional)"
            hint="Never shown to practices. Block it below."
            defaultValue={p?.currentEmployer ?? ''}
            error={errors.currentEmployer}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="talent-role" name="role" text={LABELS.role!} options={ROLE_OPTIONS} defaultValue={p?.role ?? 'pt'} />
          <SelectField id="talent-schedule" name="schedule" text={LABELS.schedule!} options={SCHEDULE_OPTIONS} defaultValue={p?.schedule ?? 'full-time'} />
        </div>
        <div>
          <label htmlFor="talent-states" className={label}>
            {LABELS.licenceStates}
          </label>
          <select
            id="talent-states"
            name="licenceStates"
            multiple
            size={5}
            className={field}
            defaultValue={p?.licenceStates ?? []}
            aria-invalid={errors.licenceStates ? true : undefined}
            aria-describedby={errors.licenceStates ? 'talent-states-error' : 'talent-states-hint'}
          >
            {states.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <p id="talent-states-hint" className="mt-1 text-sm text-slate-600">
            Choose one or more (Ctrl or ⌘ for several).
          </p>
          {errors.licenceStates && (
            <p id="talent-states-error" className="mt-1 text-sm font-semibold text-red-800">
              {errors.licenceStates}
            </p>
          )}
          <label className="mt-2 inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="compact" defaultChecked={p?.compact} className="h-4 w-4" /> A PT Compact privilege would serve me
          </label>
        </div>
        <CheckGroup name="settings" legend="Settings" options={SETTINGS.map((s) => [s, SETTING_LABELS[s]] as const)} checked={p?.settings ?? []} />
        <CheckGroup
          name="specialties"
          legend="Specialties"
          options={SPECIALTIES.map((s) => [s, SPECIALTY_LABELS[s]] as const)}
          checked={p?.specialties ?? []}
        />
        <div className="grid grid-cols-2 items-end gap-4">
          <Field name="payFloor" text={LABELS.payFloor!} inputMode="decimal" required defaultValue={p ? String(p.payFloor) : ''} error={errors.payFloor} />
          <SelectField id="talent-unit" name="payUnit" text={LABELS.payUnit!} options={UNIT_OPTIONS} defaultValue={p?.payUnit ?? 'hour'} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="place" text={LABELS.place!} hint="A city and state, or a ZIP" defaultValue={p?.place ?? ''} error={errors.place} />
          <SelectField id="talent-radius" name="radiusMiles" text={LABELS.radiusMiles!} options={RADIUS_OPTIONS} defaultValue={String(p?.radiusMiles ?? 25)} />
        </div>
        <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="remote" defaultChecked={p?.remote} className="h-4 w-4" /> Open to remote work
        </label>
        <Field name="availableFrom" text="Available from (optional)" type="date" defaultValue={p?.availableFrom ?? ''} error={errors.availableFrom} />
        <CheckGroup name="mustHaves" legend="Must-haves" options={MUST_HAVES.map((m) => [m, MUST_HAVE_LABELS[m]] as const)} checked={p?.mustHaves ?? []} />
        <div>
          <Field
            name="resumeFile"
            text={p?.hasResume ? 'Replace your resume (optional)' : 'Resume (optional)'}
            hint="PDF or Word, at most 5 MB. Shared only with a practice whose request you accept."
            type="file"
            accept=".pdf,.doc,.docx"
            error={errors.resume}
          />
          {p?.hasResume && (
            <label className="mt-2 inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="removeResume" className="h-4 w-4" /> Remove my resume
            </label>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="matchMails" defaultChecked={p?.matchMails ?? true} className="h-4 w-4" /> Mail me new jobs that fit (at most one mail a
            day)
          </label>
          <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="paused" defaultChecked={p?.paused} className="h-4 w-4" /> Paused: no practice finds me
          </label>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Save my profile'}
          </button>
          {p && (
            <button type="button" className={button.secondary} onClick={() => setEditing(false)}>
              Cancel
            </button>
          )}
        </div>
      </form>
    );
  if (phase === 'signed-in' && account && !editing && p)
    body = (
      <div className="mt-4 space-y-5">
        <section className={`${card} space-y-3 p-5`} aria-labelledby="talent-status">
          <h2 id="talent-status" className="text-lg font-bold">
            {p.paused ? 'Your profile is paused' : 'You are open to offers'}
          </h2>
          <p className="text-slate-800" data-talent-looks>
            {account.looksThisWeek === 1 ? '1 clinic looked this week' : `${account.looksThisWeek} clinics looked this week`}
          </p>
          <p className="text-sm text-slate-700">
            {ROLE_SHORT_LABELS[p.role]} · {p.licenceStates.join(', ')} · {p.place ? `${p.place}, up to ${p.radiusMiles} miles` : ''}
            {p.remote ? `${p.place ? ' · ' : ''}remote` : ''} · {payFloorText(p.payFloor, p.payUnit)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button.secondarySmall} onClick={() => setEditing(true)}>
              Edit my profile
            </button>
            <button
              type="button"
              className={button.secondarySmall}
              disabled={busy}
              onClick={() => act('pause', 'POST', { paused: !p.paused }, p.paused ? 'Your profile is open to offers again.' : 'Your profile is paused.')}
            >
              {p.paused ? 'Resume my profile' : 'Pause my profile'}
            </button>
            <button type="button" className={button.secondarySmall} onClick={download}>
              Download my data
            </button>
            <button
              type="button"
              className={button.secondarySmall}
              disabled={busy}
              onClick={() => {
                if (window.confirm('Delete your profile, its blocks and its requests? This cannot be undone.'))
                  act('profile', 'DELETE', undefined, 'Your profile is deleted.');
              }}
            >
              Delete my profile
            </button>
          </div>
        </section>
        <section className={`${card} space-y-3 p-5`} aria-labelledby="talent-requests">
          <h2 id="talent-requests" className="text-lg font-bold">
            Interview requests
          </h2>
          {account.requests.length === 0 && <p className="text-slate-700">None yet.</p>}
          <ul className="divide-y divide-slate-200">
            {account.requests.map((r) => (
              <li key={r.id} className="space-y-2 py-3" data-request={r.id}>
                <p className="font-semibold">
                  {r.employer}:{' '}
                  {r.jobSlug ? (
                    <a href={`/jobs/${r.jobSlug}`} className="text-brand-700 underline">
                      {r.jobTitle}
                    </a>
                  ) : (
                    r.jobTitle
                  )}
                </p>
                <p className="text-sm text-slate-700">{formatPay(r.payMin, r.payMax, r.payUnit)}</p>
                <p className="text-slate-800">{r.message}</p>
                {r.status === 'sent' ? (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={button.primarySmall}
                      disabled={busy}
                      onClick={() => act('answer', 'POST', { id: r.id, answer: 'accepted' }, `Accepted: ${r.employer} has your contact, and you theirs.`)}
                    >
                      Accept and share my contact
                    </button>
                    <button
                      type="button"
                      className={button.secondarySmall}
                      disabled={busy}
                      onClick={() => act('answer', 'POST', { id: r.id, answer: 'declined' }, `Declined: ${r.employer} hears only that.`)}
                    >
                      Decline
                    </button>
                  </div>
                ) : (
                  <p className="text-sm font-semibold text-slate-800">
                    {r.status === 'accepted' ? `Accepted. Their contact: ${r.contactEmail ?? 'the practice will write to you'}` : 'Declined'}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={`${card} space-y-3 p-5`} aria-labelledby="talent-blocks">
          <h2 id="talent-blocks" className="text-lg font-bold">
            Blocked practices
          </h2>
          <p className="text-sm text-slate-700">A practice you block never finds your profile: by its name, or by its people’s address domain.</p>
          <ul className="space-y-1">
            {account.blocks.map((b) => (
              <li key={`${b.kind}:${b.value}`} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all">
                  {b.value} <span className="text-sm text-slate-600">({b.kind === 'name' ? 'name' : 'address domain'})</span>
                </span>
                <button type="button" className={button.secondarySmall} disabled={busy} onClick={() => act('blocks', 'DELETE', b, `Unblocked ${b.value}.`)}>
                  Unblock {b.value}
                </button>
              </li>
            ))}
          </ul>
          <form className="flex flex-wrap items-end gap-3" onSubmit={block} noValidate>
            <SelectField
              id="talent-block-kind"
              name="kind"
              text="Block by"
              options={[
                ['name', 'Practice name'],
                ['domain', 'Address domain'],
              ]}
            />
            <div className="min-w-48 flex-1">
              <Field name="value" text="Name or domain" hint="e.g. Valley Ortho Group, or valleyortho.com" error={errors.value} />
            </div>
            <button type="submit" className={button.secondarySmall} disabled={busy}>
              Block
            </button>
          </form>
        </section>
      </div>
    );
  return (
    <div>
      <H className={H === 'h1' ? 'text-2xl font-extrabold tracking-tight sm:text-3xl' : 'text-xl font-bold'}>Open to offers</H>
      {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold text-green-800">
        {notice && !notice.error ? notice.text : ''}
      </p>
      <p role="alert" className="min-h-6 text-sm font-semibold text-red-800">
        {notice?.error ? notice.text : ''}
      </p>
      {body}
    </div>
  );
}
