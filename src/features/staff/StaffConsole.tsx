/**
 * The staff console: sign in with Supabase Auth (the embedded stand-in locally), a second factor by
 * authenticator app where the deployment requires it, then the views capabilities offer, one tab each
 * (the review queue, reports, all jobs, employers, submissions). A React island on /staff.
 */
import { useStore } from '@nanostores/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { authClient, signOut } from '~/features/auth/session';
import { Challenge, Enroll } from '~/features/auth/SecondFactor';
import type { AuthConfig } from '~/features/auth/auth-config';
import { consoleCall, type StaffView, type StaffViewProps } from '~/components/console/console-call';
import { $findEmployer, $notice, $phase, $staffEmail, announce } from '~/components/console/console-state';
import { TextField } from '~/components/console/TextField';
import { button } from '~/components/console/console-ui';

// The views capabilities offer (a `*.staff.tsx` file in their folder), in their order: the console is their shell.
const VIEWS = Object.values(import.meta.glob<{ default: ComponentType<StaffViewProps>; staffView: StaffView }>('../*/*.staff.tsx', { eager: true })).sort(
  (a, b) => a.staffView.order - b.staffView.order,
);

export default function StaffConsole({ auth, siteName }: { auth: AuthConfig; siteName: string }) {
  const phase = useStore($phase);
  const email = useStore($staffEmail);
  const notice = useStore($notice);
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [tab, setTab] = useState(VIEWS[0]?.staffView.id ?? '');
  // A job's "Verify … under Employers" opens that tab on the employer.
  const findEmployer = useStore($findEmployer);
  useEffect(() => {
    if (findEmployer) setTab('employers');
  }, [findEmployer]);
  const call = useMemo(() => consoleCall(async () => (client ? ((await client.auth.getSession()).data.session?.access_token ?? null) : null)), [client]);

  /** Where a session stands: aal2 done; a verified factor to answer; else ask the API whether one is needed. */
  async function decide(c: SupabaseClient) {
    const { data } = await c.auth.getSession();
    if (!data.session) return $phase.set('signed-out');
    $staffEmail.set(data.session.user.email ?? null);
    const level = (await c.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    if (level?.currentLevel !== 'aal2' && level?.nextLevel === 'aal2') return $phase.set('mfa-challenge');
    // Any staff call says whether this session may use the console; the site's status is the lightest.
    const probe = await consoleCall(async () => data.session!.access_token)('site');
    if (probe.ok) return $phase.set('ready');
    if (probe.status === 403 && /second factor/.test(probe.message)) return $phase.set('mfa-enroll');
    if (probe.status === 403) return $phase.set('not-staff');
    announce(probe.message, true);
    $phase.set('signed-out');
  }

  useEffect(() => {
    void authClient(auth).then(async (c) => {
      setClient(c);
      await decide(c);
    });
  }, [auth]);

  async function leave() {
    if (client) await signOut(client).catch(() => undefined);
    $staffEmail.set(null);
    $phase.set('signed-out');
    announce('Signed out.');
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Staff console</h1>
        {email && phase !== 'signed-out' && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>
              Signed in as <strong>{email}</strong>
            </span>
            <button type="button" className={button('secondary')} onClick={() => void leave()}>
              Sign out
            </button>
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold text-green-800" data-testid="staff-status">
        {notice && !notice.error ? notice.text : ''}
      </p>
      <p role="alert" className="min-h-6 text-sm font-semibold text-red-800" data-testid="staff-error">
        {notice?.error ? notice.text : ''}
      </p>
      {phase === 'loading' && <p className="mt-6 text-slate-700">Checking your session…</p>}
      {phase === 'signed-out' && client && <SignIn client={client} onDone={() => void decide(client)} />}
      {phase === 'mfa-enroll' && client && (
        <Enroll
          client={client}
          onDone={() => void decide(client)}
          announce={announce}
          name="Staff console"
          why="The staff tools need a code from an authenticator app."
          welcome="Second factor set up. Welcome."
        />
      )}
      {phase === 'mfa-challenge' && client && <Challenge client={client} onDone={() => void decide(client)} announce={announce} />}
      {phase === 'not-staff' && <p className="mt-6 text-slate-800">This account is not a staff account. Sign out and sign in with a staff account.</p>}
      {phase === 'ready' && (
        <>
          <nav aria-label="Staff sections" className="mt-4 flex gap-2 overflow-x-auto border-b border-slate-200 pb-2">
            {VIEWS.map(({ staffView: { id, label: name } }) => (
              <button
                key={id}
                type="button"
                aria-current={tab === id ? 'page' : undefined}
                className={`shrink-0 rounded-md px-3 py-2 text-sm font-semibold ${tab === id ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
                onClick={() => {
                  setTab(id);
                  // The last tab's message was about what it showed.
                  $notice.set(null);
                }}
              >
                {name}
              </button>
            ))}
          </nav>
          <div className="mt-6">
            {VIEWS.map(({ staffView, default: View }) => staffView.id === tab && <View key={staffView.id} call={call} siteName={siteName} />)}
          </div>
        </>
      )}
    </div>
  );
}

function SignIn({ client, onDone }: { client: SupabaseClient; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const { error } = await client.auth.signInWithPassword({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
    setBusy(false);
    if (error) return announce(error.message === 'Invalid login credentials' ? 'That email and password do not match a staff account.' : error.message, true);
    announce('Signed in.');
    onDone();
  }
  return (
    <form className="mt-6 max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" onSubmit={(e) => void submit(e)}>
      <h2 className="text-lg font-bold">Sign in</h2>
      <TextField id="staff-email" text="Email" name="email" type="email" autoComplete="username" required />
      <TextField id="staff-password" text="Password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className={button('primary', 'w-full')} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
