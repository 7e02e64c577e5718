/**
 * My jobs: what this device keeps for the visitor, with no account. Saved jobs (the cookie) with whether
 * each is still open; My applications and the job alerts page, opened from the link this device kept
 * when the visitor followed it from a mail, or "Email me my link" otherwise; and, at the end, everything
 * this device remembers, each with Forget.
 */
import { LICENCE_KEY } from '~/domain/pt-compact';
import { US_STATES } from '~/domain/us-states';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { rememberApplicant, rememberedApplicant, EMAIL, type Applicant } from '~/features/applications/remembered-applicant';
import SavedJobRow from '~/features/saved-jobs/SavedJobRow';
import { $savedJobs, forgetSavedJobs, loadSavedJobs, removeSavedJob, unlistedSavedJobs } from '~/features/saved-jobs/saved-jobs-state';
import { postJson } from '~/lib/api';
import { button, label as labelClass, card } from '~/components/ui/styles';
import { keepLink, keptLink, type DeviceLinkKind } from './device-links';
import type { AppliedJob } from '~/features/applications/applied-jobs';

/** The applied-jobs code, loaded with the page's first effect (it is not needed before). */
type AppliedCode = typeof import('~/features/applications/applied-jobs');
import { plural } from '~/lib/plural';

const section = `${card} p-5 shadow-sm sm:p-6`;
const link = 'font-semibold text-brand-700 underline';
/** How each kept link is named. */
const LINK_NAMES: Record<DeviceLinkKind, string> = { applications: 'My applications', alerts: 'your job alerts' };

/** "Email me my link": the address, checked at the field, and the same answer whether or not it has any. */
function EmailMeMyLink({ endpoint, sentText, initial }: { endpoint: string; sentText: string; initial: string }) {
  const id = useId();
  const [email, setEmail] = useState(initial);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setEmail((was) => was || initial), [initial]);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const address = email.trim();
    const wrong = !address ? 'Email is required.' : EMAIL.test(address) ? '' : 'Email: please enter a valid email address.';
    setProblem(wrong);
    setStatus('');
    if (wrong) return document.getElementById(`${id}-email`)?.focus();
    setBusy(true);
    const result = await postJson(endpoint, { email: address }, {}, { email: 'Email' });
    setBusy(false);
    if (result.ok) setStatus(sentText);
    else setProblem(result.message);
  }

  return (
    <form className="mt-3 max-w-md" noValidate onSubmit={(e) => void send(e)}>
      <label htmlFor={`${id}-email`} className={labelClass}>
        Email
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem('');
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2"
        />
        <button type="submit" disabled={busy} className={button.primarySmall}>
          {busy ? 'Sending...' : 'Email me my link'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-900">
        {status}
      </p>
    </form>
  );
}

/** One private page reached by a mailed link: opened from the kept link, else asked for by mail. */
function LinkedPage(props: {
  kind: DeviceLinkKind;
  title: string;
  what: string;
  open: string;
  endpoint: string;
  sentText: string;
  email: string;
  kept: string | null;
  /** Jobs this device applied to (applications only): listed at once, before any mail's link is opened. */
  applied?: readonly AppliedJob[];
  label?: (on: string) => string;
}) {
  return (
    <section className={section} aria-labelledby={`my-${props.kind}`}>
      <h2 id={`my-${props.kind}`} className="text-xl font-bold">
        {props.title}
      </h2>
      <p className="mt-2 text-slate-700">{props.what}</p>
      {props.applied && props.applied.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Applied from this device">
          {props.applied.map((job) => (
            <li key={job.id} className="py-2">
              <a className={link} href={job.url}>
                {job.title}
              </a>{' '}
              <span className="text-slate-700">
                at {job.employer}: {props.label?.(job.on)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {props.kept ? (
        <p className="mt-3">
          <a className={button.primarySmall} href={props.kept}>
            {props.open}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">This device has no link to it yet: the one in our emails opens it. Lost it? We email it to you.</p>
          <EmailMeMyLink endpoint={props.endpoint} sentText={props.sentText} initial={props.email} />
        </>
      )}
    </section>
  );
}

export default function MyJobs({ product }: { product: string }) {
  const saved = useStore($savedJobs);
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [links, setLinks] = useState<Record<DeviceLinkKind, string | null>>({ applications: null, alerts: null });
  const [applicant, setApplicant] = useState<Applicant | null>(null);
  const [said, setSaid] = useState('');
  const [licence, setLicence] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedJob[]>([]);
  const [appliedCode, setAppliedCode] = useState<AppliedCode | null>(null);

  useEffect(() => {
    loadSavedJobs();
    setLinks({ applications: keptLink('applications'), alerts: keptLink('alerts') });
    setApplicant(rememberedApplicant());
    void import('~/features/applications/applied-jobs').then((code) => {
      setAppliedCode(code);
      setApplied(code.appliedJobs());
    });
    try {
      setLicence(localStorage.getItem(LICENCE_KEY));
    } catch {
      // No storage: nothing remembered.
    }
    setReady(true);
    void unlistedSavedJobs().then(setClosed);
  }, []);

  const forget = (what: string, action: () => void) => () => {
    action();
    setSaid(`Forgotten: ${what}.`);
  };
  const remembered = [
    saved.length > 0 && {
      key: 'saved',
      text: `${plural(saved.length, 'saved job')} (a cookie, for 30 days)`,
      forget: forget('your saved jobs', forgetSavedJobs),
    },
    applicant && {
      key: 'applicant',
      text: `Your name and email for applications (${applicant.name}, ${applicant.email})`,
      forget: forget('your name and email', () => {
        rememberApplicant(null);
        setApplicant(null);
      }),
    },
    applied.length > 0 && {
      key: 'applied',
      text: `${plural(applied.length, 'job')} you applied to from here`,
      forget: forget('the jobs you applied to', () => {
        appliedCode?.forgetAppliedJobs();
        setApplied([]);
      }),
    },
    licence && {
      key: 'licence',
      text: `Your licence state on the job board (${US_STATES[licence] ?? licence})`,
      forget: forget('your licence state', () => {
        try {
          localStorage.removeItem(LICENCE_KEY);
        } catch {
          // Nothing to remove.
        }
        setLicence(null);
      }),
    },
    ...(Object.keys(LINK_NAMES) as DeviceLinkKind[]).map(
      (kind) =>
        links[kind] && {
          key: kind,
          text: `The link to ${LINK_NAMES[kind]}`,
          forget: forget(`the link to ${LINK_NAMES[kind]}`, () => {
            keepLink(kind, null);
            setLinks((l) => ({ ...l, [kind]: null }));
          }),
        },
    ),
  ].filter((x): x is { key: string; text: string; forget: () => void } => Boolean(x));

  return (
    <div className="space-y-6" data-my-jobs data-state={ready ? 'ready' : 'loading'}>
      <section className={section} aria-labelledby="my-saved">
        <h2 id="my-saved" className="text-xl font-bold">
          Saved jobs{ready && saved.length > 0 ? ` (${saved.length})` : ''}
        </h2>
        {ready && saved.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200" aria-label="Saved jobs">
            {saved.map((job) => (
              <SavedJobRow key={job.id} job={job} unavailable={closed.has(job.id)} onRemove={() => removeSavedJob(job.id)} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">
            {ready ? 'No saved jobs yet. ' : ''}Press Save Job on any job to keep it here.{' '}
            <a className={link} href="/jobs">
              Browse jobs
            </a>
          </p>
        )}
      </section>

      <LinkedPage
        kind="applications"
        title="Applications"
        what={`Applications you send through ${product} are listed on a private page, with where each stands: Sent, Viewed, Reviewed, Moving forward or Not selected.`}
        open="Open My applications"
        endpoint="/api/applications/link"
        sentText={`If this address sent applications through ${product}, the link to them is on its way.`}
        email={applicant?.email ?? ''}
        kept={links.applications}
        applied={applied}
        label={appliedCode?.appliedLabel}
      />

      <LinkedPage
        kind="alerts"
        title="Job alerts"
        what="Your job alerts are managed on a private page: change a search, how often it comes, pause it or delete it."
        open="Manage my job alerts"
        endpoint="/api/alerts/link"
        sentText="If this address has job alerts, the link to manage them is on its way."
        email={applicant?.email ?? ''}
        kept={links.alerts}
      />

      <section className={section} aria-labelledby="my-device">
        <h2 id="my-device" className="text-xl font-bold">
          What this device remembers
        </h2>
        <p className="mt-2 text-slate-700">
          Only what you gave it, in this browser: nothing of it is an account, and {product} keeps no copy. Forget any of it here.
        </p>
        {ready && remembered.length ? (
          <ul className="mt-3 divide-y divide-slate-200" aria-label="What this device remembers">
            {remembered.map((r) => (
              <li key={r.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="min-w-0 break-words">{r.text}</span>
                <button type="button" className={button.secondarySmall} onClick={r.forget}>
                  Forget<span className="sr-only"> {r.text}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 font-semibold">{ready ? 'Nothing: this device keeps nothing of yours.' : ''}</p>
        )}
        <p role="status" className="mt-2 text-sm font-semibold text-emerald-900">
          {said}
        </p>
      </section>
    </div>
  );
}
