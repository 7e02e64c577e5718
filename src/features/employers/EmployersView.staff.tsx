/** Employers: create one, and verify its PT licence (the Verified Employer badge follows). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { textKey } from '~/domain/text-key';
import { US_STATES } from '~/domain/us-states';
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import { employersClient } from './employers-client';
import type { Employer } from './employer-records';
import { useStore } from '@nanostores/react';
import { useConsoleRead } from '~/components/console/use-console-read';
import { $findEmployer, announce } from '~/components/console/console-state';
import { TextField } from '~/components/console/TextField';
import { button, field, label, when } from '~/components/console/console-ui';
import { card } from '~/components/ui/styles';

export const staffView: StaffView = { id: 'employers', label: 'Employers', order: 40 };

export default function EmployersView({ call }: StaffViewProps) {
  const api = useMemo(() => employersClient(call), [call]);
  // Opened from a job's "Verify … under Employers": that employer is found at once.
  const [find, setFind] = useState(() => $findEmployer.get() ?? '');
  const wantedEmployer = useStore($findEmployer);
  useEffect(() => {
    if (wantedEmployer) setFind(wantedEmployer);
    $findEmployer.set(null);
  }, [wantedEmployer]);
  const [copied, setCopied] = useState('');
  const [listed, load] = useConsoleRead(useCallback(() => api.employers(), [api]));
  const employers = listed?.employers ?? null;
  // The posting key a verification just issued: shown here once (only its hash is kept).
  const [issued, setIssued] = useState<{ id: string; name: string; key: string } | null>(null);

  async function create(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const r = await api.createEmployer({ name: String(data.get('name') ?? ''), legal_entity: String(data.get('legal_entity') ?? '') });
    if (!r.ok) return announce(r.message, true);
    form.reset();
    announce(`${r.body.employer.name} added.`);
    void load();
  }

  async function verify(e: React.FormEvent<HTMLFormElement>, employer: Employer) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const r = await api.verifyEmployer(employer.id, {
      license_number: String(data.get('license_number') ?? ''),
      license_state: String(data.get('license_state') ?? ''),
    });
    if (!r.ok) return announce(r.message, true);
    if (r.body.employer.posting_key) setIssued({ id: employer.id, name: employer.name, key: r.body.employer.posting_key });
    setCopied('');
    announce(`${employer.name} is verified. Send them their posting key, shown above once.`);
    void load();
  }

  async function suspend(e: React.FormEvent<HTMLFormElement>, employer: Employer) {
    e.preventDefault();
    const r = await api.suspendEmployer(employer.id, String(new FormData(e.currentTarget).get('reason') ?? ''));
    if (!r.ok) return announce(r.message, true);
    announce(
      `${employer.name} is suspended: ${r.body.paused} ${r.body.paused === 1 ? 'job' : 'jobs'} off the board, ${r.body.signedOut} ${r.body.signedOut === 1 ? 'session' : 'sessions'} ended.`,
    );
    void load();
  }

  async function lift(employer: Employer) {
    const r = await api.liftSuspension(employer.id);
    if (!r.ok) return announce(r.message, true);
    announce(`${employer.name}'s suspension is lifted. Its paused jobs stay paused until its people resume them.`);
    void load();
  }

  async function merge(from: Employer, into: Employer) {
    const r = await api.mergeEmployer(from.id, into.id);
    if (!r.ok) return announce(r.message, true);
    announce(`${r.body.moved} ${r.body.moved === 1 ? 'posting' : 'postings'} moved to ${into.name} (verified).`);
    void load();
  }
  // A verified employer of the same legal entity and brand: where an unverified record's postings may belong.
  const verifiedTwin = (e: Employer) =>
    e.verified_at
      ? undefined
      : employers?.find((v) => v.verified_at && v.id !== e.id && textKey(v.name) === textKey(e.name) && textKey(v.legal_entity) === textKey(e.legal_entity));

  // Found by any part of its names or licence, as typed (case and accents aside).
  const wanted = textKey(find);
  const shown = (employers ?? []).filter((e) => !wanted || [e.name, e.legal_entity, e.license_number ?? ''].some((v) => textKey(v).includes(wanted)));

  async function copyKey(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('Copied.');
    } catch {
      setCopied('Select the key and copy it.');
    }
  }

  return (
    <div className="space-y-6">
      {issued && (
        // Above the list (which re-sorts as employers are verified): the key stays in sight until sent.
        <section className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950" aria-labelledby="issued-key" data-issued-key>
          <h2 id="issued-key" className="font-bold">
            Posting key for {issued.name}
          </h2>
          <p className="mt-1 text-sm">Shown once (only its hash is kept): send it to {issued.name}. Postings that carry it are theirs.</p>
          <label htmlFor="issued-key-value" className="sr-only">
            Posting key for {issued.name}
          </label>
          <input id="issued-key-value" readOnly value={issued.key} className={`${field} mt-2 font-mono`} onFocus={(ev) => ev.currentTarget.select()} />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="button" className={button('primary')} onClick={() => void copyKey(issued.key)}>
              Copy the key
            </button>
            <a
              className={button('secondary')}
              href={`mailto:?subject=${encodeURIComponent(`Your posting key for ${issued.name}`)}&body=${encodeURIComponent(
                `Hello,\n\n${issued.name} is now a Verified Employer on our board. Send this posting key with your postings (your tracking system's intake, or to us) and they show the Verified Employer badge:\n\n${issued.key}\n\nKeep it private: anyone with it posts as ${issued.name}.\n`,
              )}`}
            >
              Email it to {issued.name}
            </a>
            <span role="status" className="text-sm font-semibold">
              {copied}
            </span>
          </div>
        </section>
      )}
      <form className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={(e) => void create(e)}>
        <h2 className="text-lg font-bold sm:col-span-3">Add an employer</h2>
        <TextField id="emp-name" text="Brand name" name="name" required />
        <TextField id="emp-entity" text="Legal entity" name="legal_entity" required />
        <button type="submit" className={button('primary')}>
          Add
        </button>
      </form>
      <TextField
        id="emp-find"
        text="Find an employer (name, legal entity or licence)"
        type="search"
        value={find}
        onChange={(ev) => setFind(ev.currentTarget.value)}
      />
      {employers && shown.length === 0 && <p className="text-slate-700">No employer matches "{find.trim()}".</p>}
      <ul className="space-y-3" aria-label="Employers">
        {shown.map((e) => (
          <li key={e.id} className={`${card} p-4`}>
            <p className="font-semibold">
              {e.name} <span className="font-normal text-slate-700">({e.legal_entity})</span>
            </p>
            <p className="text-sm text-slate-700">
              {e.jobs} {e.jobs === 1 ? 'job' : 'jobs'} ·{' '}
              {e.verified_at
                ? `Verified Employer: licence ${e.license_number} (${e.license_state}), by ${e.verified_by} on ${when(e.verified_at)}`
                : 'Not verified'}
            </p>
            {e.claimed_by && (
              <p className="mt-1 text-sm text-slate-800" data-claim>
                Claimed by {e.claimed_by}: licence {e.license_number ?? '–'} ({e.license_state ?? '–'}), work address {e.work_address ?? '–'} · {e.people}{' '}
                {e.people === 1 ? 'person' : 'people'}
              </p>
            )}
            {e.suspended_at ? (
              <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                <span className="font-semibold text-red-800">
                  Suspended on {when(e.suspended_at)} by {e.suspended_by}: {e.suspended_reason}
                </span>
                <button type="button" className={button('secondary')} onClick={() => void lift(e)}>
                  Lift the suspension
                </button>
              </p>
            ) : (
              <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(ev) => void suspend(ev, e)} aria-label={`Suspend ${e.name}`}>
                <TextField id={`why-${e.id}`} text="Reason to suspend (recorded)" name="reason" required maxLength={500} />
                <button type="submit" className={button('danger')}>
                  Suspend
                </button>
              </form>
            )}
            {verifiedTwin(e) && (
              <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <span>Typed under the name of a verified employer, without its posting key. If these postings are theirs:</span>
                <button type="button" className={button('secondary')} onClick={() => void merge(e, verifiedTwin(e)!)}>
                  Move {e.jobs === 1 ? 'its posting' : `its ${e.jobs} postings`} to the verified {e.name}
                </button>
              </p>
            )}
            {!e.verified_at && (
              <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(ev) => void verify(ev, e)} aria-label={`Verify ${e.name}`}>
                <TextField id={`lic-${e.id}`} text="PT licence number" name="license_number" required defaultValue={e.license_number ?? ''} />
                <div>
                  <label htmlFor={`lst-${e.id}`} className={label}>
                    Licence state
                  </label>
                  <select id={`lst-${e.id}`} name="license_state" required className={field} defaultValue={e.license_state ?? ''}>
                    <option value="" disabled>
                      State
                    </option>
                    {Object.keys(US_STATES).map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                </div>
                <button type="submit" className={button('primary')}>
                  Verify
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
