/**
 * Signing in with a code by mail (Supabase Auth's email OTP through supabase-js; the embedded stand-in answers
 * the same calls): the address, then the 6 digits. Each outcome is said at its field or through `say`; the
 * page goes on from `onSignedIn` (a second factor, when the person has one, is the page's next step).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import Field from '~/components/ui/Field';
import { button, card } from '~/components/ui/styles';
import { useOnce } from '~/components/ui/use-once';

/** A quick look before a code is sent (Auth checks the address itself). */
const looksLikeEmail = (s: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s);

export default function SignInWithCode({
  client,
  say,
  intro,
  onSignedIn,
  emailLabel = 'Work email',
}: {
  client: SupabaseClient;
  say: (text: string, error?: boolean) => void;
  intro: string;
  onSignedIn: () => void;
  /** The address field's label (a clinic's person is asked for their work address). */
  emailLabel?: string;
}) {
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, once] = useOnce();

  function askCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('email') ?? '')
      .trim()
      .toLowerCase();
    void once(async () => {
      if (!looksLikeEmail(typed)) return setError('Enter an email address like name@clinic.com');
      setError(undefined);
      const { error: refused } = await client.auth.signInWithOtp({ email: typed, options: { shouldCreateUser: true } });
      if (refused) return say(refused.status === 429 ? 'A code was sent a moment ago. Wait a minute before asking again.' : refused.message, true);
      setEmail(typed);
      say(`We sent a 6-digit code to ${typed}. It works once, for 10 minutes.`);
    });
  }

  function signIn(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s/g, '');
    void once(async () => {
      if (!/^\d{6}$/.test(code)) return setError('Enter the 6 digits from the mail');
      setError(undefined);
      const { error: refused } = await client.auth.verifyOtp({ email: email!, token: code, type: 'email' });
      if (refused) return setError('That code is wrong or has expired. Check the latest mail, or ask for a new code.');
      say('Signed in.');
      onSignedIn();
    });
  }

  if (!email)
    return (
      <form className={`${card} mt-6 max-w-md space-y-4 p-6`} onSubmit={askCode} noValidate>
        <h2 className="text-lg font-bold">Sign in with a code</h2>
        <p className="text-slate-700">{intro}</p>
        <Field name="email" text={emailLabel} type="email" autoComplete="email" inputMode="email" required error={error} />
        <button type="submit" className={button.primaryWide} disabled={busy}>
          {busy ? 'Sending…' : 'Email me a code'}
        </button>
      </form>
    );
  return (
    <form className={`${card} mt-6 max-w-md space-y-4 p-6`} onSubmit={signIn} noValidate>
      <h2 className="text-lg font-bold">Enter your code</h2>
      <Field
        name="code"
        text="6-digit code"
        hint={`Sent to ${email}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={9}
        required
        error={error}
      />
      <button type="submit" className={button.primaryWide} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <button type="button" className={button.secondarySmall} onClick={() => (setEmail(null), setError(undefined))}>
        Use another address or get a new code
      </button>
    </form>
  );
}
