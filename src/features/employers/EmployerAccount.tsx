/**
 * The employer's account on /employer: sign in with a code by mail (Supabase Auth's email OTP; the
 * embedded stand-in locally), claim the practice, and manage its people (invite by address, remove,
 * withdraw an invite). A React island; every call goes to /api/employer/ with the session's token, and
 * what a person sees is what the database lets them read.
 */
import { AccountSection } from '~/components/ui/AccountSection';
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { authClient } from '~/features/auth/session';
import { Challenge, Enroll } from '~/features/auth/SecondFactor';
import SignInWithCode from '~/features/auth/SignInWithCode';
import Field from '~/components/ui/Field';
import ErrorSummary, { fieldErrors, type FieldErrors } from '~/components/ui/ErrorSummary';
import type { AuthConfig } from '~/features/auth/auth-config';
import { callApi } from '~/lib/api';
import { bearerCall } from '~/lib/bearer-call';
import { useOnce } from '~/components/ui/use-once';
import AnnouncedPage from '~/components/ui/AnnouncedPage';
import { button, card, field, label } from '~/components/ui/styles';
import type { EmployerAccount as Account } from './people';
import EmployerJobs, { type EmployerJob } from '~/features/postings/EmployerJobs';
import EmployerApplications from '~/features/applications/EmployerApplications';
import EmployerLink, { type LinkKind } from './EmployerLink';
import ApiKeys from '~/features/job-sources/ApiKeys';
import Feeds from '~/features/job-sources/Feeds';
import type { ApiKey, FeedView } from '~/features/job-sources/job-source-records';

// Open to offers is read once signed in: its code is not part of the page's first load.
const TalentPool = lazy(() => import('~/features/talent/TalentPool'));

type Phase = 'loading' | 'signed-out' | 'challenge' | 'signed-in' | 'link';

/** Shows "Your practice" in every page's menus (Header.astro reads the same key) while a practice's person is signed in here. */
function markMenus(on: boolean) {
  try {
    if (on) localStorage.setItem('employer-signed-in', '1');
    else localStorage.removeItem('employer-signed-in');
  } catch {
    // storage blocked: the menus do not show it
  }
}
type Errors = FieldErrors;

const CLAIM_LABELS = {
  name: 'Practice name',
  legalEntity: 'Legal entity',
  licenseNumber: 'Licence number',
  licenseState: 'Licence state',
  workAddress: 'Work address',
};

export default function EmployerAccount({ auth, states }: { auth: AuthConfig; /** [code, name] of each state, from the page. */ states: [string, string][] }) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<Account | null>(null);
  const [jobs, setJobs] = useState<EmployerJob[]>([]);
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [feeds, setFeeds] = useState<FeedView[]>([]);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, once] = useOnce();
  /** Whether a second factor is set up (null: not known yet); `enrolling` while one is being set up. */
  const [factor, setFactor] = useState<{ id: string } | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const say = useCallback((text: string, error = false) => setNotice({ text, error }), []);

  const call = bearerCall('/api/employer/', async () => (client ? (await client.auth.getSession()).data.session?.access_token : null));

  // Each load and each sign-out takes a number: a load overtaken by a later one (or by signing out) changes nothing.
  const turn = useRef(0);

  async function load(c: SupabaseClient) {
    const mine = ++turn.current;
    const current = () => mine === turn.current;
    const { data } = await c.auth.getSession();
    if (!current()) return;
    if (!data.session) return (markMenus(false), setPhase('signed-out'));
    setEmail(data.session.user.email ?? '');
    // With a second factor set up, its code comes before anything else.
    const level = (await c.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    if (!current()) return;
    if (level?.currentLevel !== 'aal2' && level?.nextLevel === 'aal2') return setPhase('challenge');
    const verified = (await c.auth.mfa.listFactors()).data?.totp.find((f) => f.status === 'verified');
    const token = (await c.auth.getSession()).data.session?.access_token ?? data.session.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const [got, listed, keyed, fed] = await Promise.all([
      callApi<Account>('/api/employer/account', { headers }),
      callApi<{ jobs: EmployerJob[] }>('/api/employer/jobs', { headers }),
      callApi<{ keys: ApiKey[] }>('/api/employer/api-keys', { headers }),
      callApi<{ feeds: FeedView[] }>('/api/employer/feeds', { headers }),
    ]);
    if (!current()) return;
    setJobs(listed.ok ? listed.body.jobs : []);
    setKeys(keyed.ok ? keyed.body.keys : []);
    setFeeds(fed.ok ? fed.body.feeds : []);
    setFactor(verified ? { id: verified.id } : null);
    if (!got.ok) {
      say(got.message, true);
      return setPhase(got.status === 401 ? 'signed-out' : 'signed-in');
    }
    setAccount(got.body);
    markMenus(got.body.employers.length > 0);
    setPhase('signed-in');
  }

  // Opened from a signed link in a mail: that job's or application's view, without signing in.
  const [link, setLink] = useState<{ token: string; kind: LinkKind } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const kind: LinkKind | null = params.get('job') ? 'job' : params.get('application') ? 'application' : null;
    if (kind) {
      setLink({ token: params.get(kind)!, kind });
      return setPhase('link');
    }
    void authClient(auth).then(
      async (c) => {
        setClient(c);
        await load(c);
      },
      // Never left at "Checking your session…": the sign-in's code could not be fetched.
      () => say('Sign-in could not be loaded. Check your connection, then reload the page.', true),
    );
    // Once per auth config: load reads the client it is handed, not the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth]);

  function signOutEverywhere() {
    void once(async () => {
      turn.current++;
      await client!.auth.signOut({ scope: 'global' });
      setAccount(null);
      setJobs([]);
      setFactor(null);
      markMenus(false);
      setPhase('signed-out');
      say('Signed out on every device.');
    });
  }

  function removeFactor() {
    void once(async () => {
      const { error } = await client!.auth.mfa.unenroll({ factorId: factor!.id });
      if (error) return say(error.message, true);
      say('Second factor turned off.');
      await load(client!);
    });
  }

  function claim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const typed = Object.fromEntries(new FormData(form)) as Record<string, string>;
    void once(async () => {
      const made = await call<{ id: string }>('claim', 'POST', typed);
      const fields = fieldErrors(made);
      if (fields) return setErrors(fields);
      setErrors({});
      if (!made.ok) return say(made.message, true);
      form.reset();
      say(`${typed.name!.trim()} is claimed. We check the licence before its jobs go live.`);
      await load(client!);
    });
  }

  function invite(employerId: string, e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const address = String(new FormData(form).get('email') ?? '');
    void once(async () => {
      const sent = await call('invites', 'POST', { employerId, email: address });
      if (!sent.ok) return setErrors({ [`invite-${employerId}`]: fieldErrors(sent)?.email ?? sent.message });
      setErrors({});
      form.reset();
      say(`Invited ${address.trim().toLowerCase()}. They sign in here with that address to join.`);
      await load(client!);
    });
  }

  function change(path: string, body: unknown, done: string) {
    void once(async () => {
      const r = await call(path, 'DELETE', body);
      if (!r.ok) return say(r.message, true);
      say(done);
      await load(client!);
    });
  }

  const sectionActions = { call, once, busy, say, reload: () => load(client!) };

  let body: ReactNode = <p className="mt-6 text-slate-700">Checking your session…</p>;
  if (phase === 'signed-out' && client)
    body = (
      <SignInWithCode
        client={client}
        say={say}
        intro="No password: we mail you a 6-digit code each time. A new address gets an account when its code is used."
        onSignedIn={() => void load(client)}
      />
    );
  if (phase === 'link' && link) body = <EmployerLink token={link.token} kind={link.kind} say={say} />;
  if (phase === 'challenge' && client) body = <Challenge client={client} announce={say} onDone={() => void load(client)} />;
  if (phase === 'signed-in')
    body = (
      <div className="mt-6 space-y-6">
        <p className="flex flex-wrap items-center gap-3 text-slate-800">
          <span>
            Signed in as <strong>{email}</strong>
          </span>
          <button type="button" className={button.secondarySmall} onClick={signOutEverywhere} disabled={busy}>
            Sign out everywhere
          </button>
        </p>
        {account?.employers.length ? (
          <p>
            <a href="/post-a-job/new" className={`${button.primarySmall} inline-block`}>
              Post a job
            </a>
          </p>
        ) : null}
        <EmployerJobs
          jobs={jobs}
          practice={(id) => account?.employers.find((e) => e.id === id)?.name}
          call={call}
          once={once}
          busy={busy}
          say={say}
          reload={() => load(client!)}
        />
        {account && account.employers.length > 0 && (
          <Suspense fallback={null}>
            <TalentPool
              employers={account.employers}
              jobs={jobs.filter((j) => j.status === 'live')}
              states={states}
              call={call}
              once={once}
              busy={busy}
              say={say}
            />
          </Suspense>
        )}
        {jobs.length > 0 && <EmployerApplications jobs={jobs.map((j) => [j.id, j.title])} call={call} once={once} busy={busy} say={say} />}
        {account?.employers.map((e) => (
          <section key={e.id} className={`${card} space-y-4 p-5`} aria-labelledby={`employer-${e.id}`}>
            <div>
              <h2 id={`employer-${e.id}`} className="text-xl font-bold">
                {e.name}
              </h2>
              <p className="text-sm text-slate-700">
                {e.legalEntity} · licence {e.licenseNumber} ({e.licenseState}) · {e.workAddress}
              </p>
              <p className={`mt-2 text-sm font-semibold ${e.verified ? 'text-green-800' : 'text-amber-900'}`}>
                {e.verified ? 'Verified employer' : 'Waiting for verification: we check the licence before its postings go live.'}
              </p>
            </div>
            <div>
              <h3 className="font-semibold">People</h3>
              <ul className="mt-1 divide-y divide-slate-200">
                {e.people.map((p) => (
                  <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="break-all">
                      {p.email} <span className="text-sm text-slate-600">({p.role})</span>
                    </span>
                    {(e.you === 'owner' || p.email === email) && (
                      <button
                        type="button"
                        className={button.secondarySmall}
                        disabled={busy}
                        onClick={() =>
                          change('people', { employerId: e.id, userId: p.userId }, p.email === email ? `You left ${e.name}.` : `Removed ${p.email}.`)
                        }
                      >
                        {p.email === email ? 'Leave' : `Remove ${p.email}`}
                      </button>
                    )}
                  </li>
                ))}
                {e.invites.map((address) => (
                  <li key={address} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="break-all">
                      {address} <span className="text-sm text-slate-600">(invited)</span>
                    </span>
                    {e.you === 'owner' && (
                      <button
                        type="button"
                        className={button.secondarySmall}
                        disabled={busy}
                        onClick={() => change('invites', { employerId: e.id, email: address }, `Withdrew the invite to ${address}.`)}
                      >
                        Withdraw invite
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            {e.you === 'owner' && (
              <form className="flex flex-wrap items-end gap-3" onSubmit={(ev) => invite(e.id, ev)} noValidate>
                <div className="min-w-0 flex-1 basis-60">
                  <Field name="email" text="Invite a colleague by email" type="email" autoComplete="off" required error={errors[`invite-${e.id}`]} />
                </div>
                <button type="submit" className={button.primarySmall} disabled={busy}>
                  Send invite
                </button>
              </form>
            )}
            <ApiKeys employerId={e.id} owner={e.you === 'owner'} keys={keys.filter((k) => k.employerId === e.id)} actions={sectionActions} />
            <Feeds employerId={e.id} owner={e.you === 'owner'} feeds={feeds.filter((f) => f.employerId === e.id)} actions={sectionActions} />
          </section>
        ))}
        <ClaimForm first={!account?.employers.length} errors={errors} busy={busy} onSubmit={claim} states={states} />
        <AccountSection id="factor-heading" title="Second factor" minor spacing="space-y-3">
          {factor ? (
            <>
              <p className="text-slate-700">On: each sign-in also asks for a code from your authenticator app.</p>
              <button type="button" className={button.secondarySmall} disabled={busy} onClick={removeFactor}>
                Turn off the second factor
              </button>
            </>
          ) : enrolling && client ? (
            <Enroll
              client={client}
              announce={say}
              name="Employer account"
              why="Each sign-in will also ask for a code from an authenticator app."
              welcome="Second factor set up: each sign-in now asks for its code."
              onDone={() => (setEnrolling(false), void load(client))}
            />
          ) : (
            <>
              <p className="text-slate-700">Optional: ask for a code from an authenticator app as well as the mailed code.</p>
              <button type="button" className={button.secondarySmall} onClick={() => setEnrolling(true)}>
                Add an authenticator app
              </button>
            </>
          )}
        </AccountSection>
      </div>
    );

  return (
    <AnnouncedPage title="Your practice" notice={notice}>
      {body}
    </AnnouncedPage>
  );
}

function ClaimForm({
  first,
  errors,
  busy,
  onSubmit,
  states,
}: {
  first: boolean;
  errors: Errors;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  states: [string, string][];
}) {
  const claimErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k in CLAIM_LABELS));
  const form = (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={claimErrors} labels={CLAIM_LABELS} />
      <Field name="name" text={CLAIM_LABELS.name} autoComplete="organization" required error={claimErrors.name} />
      <Field
        name="legalEntity"
        text={CLAIM_LABELS.legalEntity}
        hint="As on the licence, for example Harbor Physical Therapy LLC"
        required
        error={claimErrors.legalEntity}
      />
      <Field
        name="licenseNumber"
        text={CLAIM_LABELS.licenseNumber}
        hint="The facility licence, or the owning PT's licence"
        required
        error={claimErrors.licenseNumber}
      />
      <div>
        <label htmlFor="claim-state" className={label}>
          {CLAIM_LABELS.licenseState}
        </label>
        <select
          id="claim-state"
          name="licenseState"
          className={field}
          defaultValue=""
          aria-invalid={claimErrors.licenseState ? true : undefined}
          aria-describedby={claimErrors.licenseState ? 'claim-state-error' : undefined}
        >
          <option value="">Choose a state</option>
          {states.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {claimErrors.licenseState && (
          <p id="claim-state-error" className="mt-1 text-sm font-semibold text-red-800">
            {claimErrors.licenseState}
          </p>
        )}
      </div>
      <Field name="workAddress" text={CLAIM_LABELS.workAddress} autoComplete="street-address" required error={claimErrors.workAddress} />
      <button type="submit" className={button.primaryWide} disabled={busy}>
        {busy ? 'Claiming…' : 'Claim this practice'}
      </button>
    </form>
  );
  return first ? (
    <AccountSection id="claim-heading" title="Claim your practice" spacing="space-y-3">
      <p className="text-slate-700">Tell us who you hire for. We check the licence before the practice's jobs carry the Verified Employer badge.</p>
      {form}
    </AccountSection>
  ) : (
    <details className={`${card} p-5`}>
      <summary className="cursor-pointer font-semibold">Claim another practice</summary>
      <div className="mt-3">{form}</div>
    </details>
  );
}
