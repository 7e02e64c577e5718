/**
 * A second factor by authenticator app (Supabase Auth's TOTP MFA through supabase-js; the embedded
 * stand-in answers the same calls): setting one up (a QR code and its key, then the first code) and
 * answering it at sign-in. The staff console and the employer's account use these; each says its own words
 * through `announce`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { button, field, label } from '~/components/console/console-ui';

type Announce = (text: string, error?: boolean) => void;

function CodeField({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onCode(input.current?.value.replace(/\s/g, '') ?? '');
      }}
    >
      <div>
        <label htmlFor={id} className={label}>
          6-digit code from your authenticator app
        </label>
        <input ref={input} id={id} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required className={field} />
      </div>
      <button type="submit" className={button('primary')} disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
    </form>
  );
}

/** The code checked against the factor, the outcome announced; true when it matched. */
async function checkCode(client: SupabaseClient, factorId: string, code: string, welcome: string, announce: Announce): Promise<boolean> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  announce(error ? 'That code did not match. Check the time on your phone and try the next code.' : welcome, Boolean(error));
  return !error;
}

/** One step of the second factor: a titled card ending in the code field. */
function CodeStep({ title, busy, onCode, children }: { title: string; busy: boolean; onCode: (code: string) => void; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <CodeField onCode={onCode} busy={busy} />
    </section>
  );
}

export function Enroll({
  client,
  onDone,
  announce,
  name,
  why,
  welcome,
}: {
  client: SupabaseClient;
  onDone: () => void;
  announce: Announce;
  /** The factor's name in the authenticator's list of accounts' factors. */
  name: string;
  why: string;
  welcome: string;
}) {
  const [factor, setFactor] = useState<{ id: string; qr: string; secret: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name }).then(({ data, error }) => {
      if (error || !data || data.type !== 'totp') return announce(error?.message ?? 'Could not start the second-factor setup.', true);
      setFactor({ id: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
    });
  }, [client, name, announce]);
  async function verify(code: string) {
    if (!factor) return;
    setBusy(true);
    const ok = await checkCode(client, factor.id, code, welcome, announce);
    setBusy(false);
    if (ok) onDone();
  }
  return (
    <CodeStep title="Set up your second factor" busy={busy} onCode={(c) => void verify(c)}>
      <p className="mt-2 text-slate-700">{why} Scan the code, or type the key into the app, then enter the 6 digits it shows.</p>
      {factor && (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <img src={factor.qr} alt="QR code for your authenticator app" width={160} height={160} className="rounded border border-slate-200" />
          <p className="min-w-0 text-sm">
            Key:{' '}
            <code className="break-all font-mono font-semibold" data-testid="totp-secret">
              {factor.secret}
            </code>
          </p>
        </div>
      )}
    </CodeStep>
  );
}

export function Challenge({ client, onDone, announce }: { client: SupabaseClient; onDone: () => void; announce: Announce }) {
  const [busy, setBusy] = useState(false);
  async function verify(code: string) {
    setBusy(true);
    const totp = (await client.auth.mfa.listFactors()).data?.totp[0];
    const ok = totp ? await checkCode(client, totp.id, code, 'Verified.', announce) : (announce('No authenticator is set up on this account.', true), false);
    setBusy(false);
    if (ok) onDone();
  }
  return <CodeStep title="Enter your authenticator code" busy={busy} onCode={(c) => void verify(c)} />;
}
