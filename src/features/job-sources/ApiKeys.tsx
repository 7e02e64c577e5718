/**
 * A practice's API keys in the employer's account: its tracking system's keys by name (never the key),
 * made by an owner (the key shown once, to copy into the system) and revoked. The jobs API's description
 * is linked for the system's developers.
 */
import { useState, type FormEvent } from 'react';
import { InlineForm } from '~/components/ui/InlineForm';
import { fieldErrors } from '~/components/ui/ErrorSummary';
import { button } from '~/components/ui/styles';
import type { SectionActions } from './job-source-records';
import type { ApiKey } from './job-source-records';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

export default function ApiKeys({
  employerId,
  owner,
  keys,
  actions: { call, once, busy, say, reload },
}: {
  employerId: string;
  /** Whether the person owns the practice (only owners add and remove). */
  owner: boolean;
  keys: ApiKey[];
  actions: SectionActions;
}) {
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [error, setError] = useState<string | undefined>();

  function make(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    void once(async () => {
      const r = await call<{ key: string }>('api-keys', 'POST', { employerId, name });
      if (!r.ok) return setError(fieldErrors(r)?.name ?? r.message);
      setError(undefined);
      form.reset();
      setMade({ name: name.trim(), key: r.body.key });
      say(`Key “${name.trim()}” made. Copy it now: it is not shown again.`);
      await reload();
    });
  }

  function revoke(k: ApiKey) {
    void once(async () => {
      const r = await call('api-keys', 'DELETE', { id: k.id });
      if (!r.ok) return say(r.message, true);
      say(`Key “${k.name}” revoked: calls with it are refused from now on.`);
      await reload();
    });
  }

  return (
    <div>
      <h3 className="font-semibold">Tracking system (API keys)</h3>
      <p className="text-sm text-slate-700">
        Your applicant tracking system can post, update and close this practice’s jobs by its own reference:{' '}
        <a className="font-semibold text-brand-700 underline" href="/api/v1/openapi.json">
          the jobs API’s description
        </a>
        . Every job is reviewed as any posting is.
      </p>
      {made && (
        <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="group" aria-label={`The new key “${made.name}”`}>
          <p className="font-semibold">Your new key, shown this once:</p>
          <code className="mt-1 block break-all select-all" data-testid="api-key">
            {made.key}
          </code>
        </div>
      )}
      {keys.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words">
                <strong>{k.name}</strong> ({k.prefix}…) · made {day(k.createdAt)} · {k.lastUsedAt ? `last used ${day(k.lastUsedAt)}` : 'not used yet'}
              </span>
              {owner && (
                <button type="button" className={button.secondarySmall} disabled={busy} onClick={() => revoke(k)}>
                  Revoke {k.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner && (
        <InlineForm
          onSubmit={make}
          busy={busy}
          submit="Make a key"
          fields={[
            {
              name: 'name',
              text: 'Name a new key',
              hint: 'For example the tracking system it is for',
              autoComplete: 'off',
              maxLength: 100,
              required: true,
              error,
            },
          ]}
        />
      )}
    </div>
  );
}
