/**
 * "Post a job" in the employer's account (/post-a-job/new): every fact the board shows, in groups, kept as
 * a draft and submitted for review. The handler checks with the intake's own schema and the pay-range
 * laws and answers each field's message, shown at the field and in a summary at the top; the preview is
 * the job page itself. A React island; signed in as on /employer.
 */
import { AccountSection } from '~/components/ui/AccountSection';
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authClient } from '~/features/auth/session';
import type { AuthConfig } from '~/features/auth/auth-config';
import type { PublicJob } from '~/domain/job';
import { callApi, type ApiResult } from '~/lib/api';
import { bearerCall } from '~/lib/bearer-call';
import { useOnce } from '~/components/ui/use-once';
import AnnouncedPage from '~/components/ui/AnnouncedPage';
import ErrorSummary, { fieldErrors } from '~/components/ui/ErrorSummary';
import { SelectField } from '~/components/ui/SelectField';
import { button, card, field, label } from '~/components/ui/styles';
import { POSTING_FIELDS, POSTING_GROUPS, SCHEDULE_OPTIONS, type PostingField } from './posting-fields';

// The job page's component loads when the preview is first opened.
const JobPreview = lazy(() => import('./JobPreview'));

type Errors = Record<string, string>;
interface Practice {
  id: string;
  name: string;
}
interface Draft {
  id: string;
  employerId: string;
  employerName: string;
  fields: Record<string, string | string[]>;
  updatedAt: string;
  preview: PublicJob | null;
  /** The listing this draft changes (Edit in the account); null for a new posting. */
  jobId: string | null;
}

const LABELS = Object.fromEntries(POSTING_FIELDS.map((f) => [f.name, f.label]));

/** One field of the form, its error under it. */
function Input({ f, value, error, states }: { f: PostingField; value: string | string[] | undefined; error: string | undefined; states: [string, string][] }) {
  const id = `${useId()}-${f.name}`;
  const described = [f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: f.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, className: field } as const;
  const text = typeof value === 'string' ? value : '';
  let control;
  if (f.kind === 'schedule')
    return (
      <fieldset aria-describedby={described}>
        <legend className={label}>{f.label}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {SCHEDULE_OPTIONS.map(([tag, name]) => (
            <label key={tag} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="schedule" value={tag} defaultChecked={Array.isArray(value) && value.includes(tag)} className="h-5 w-5" />
              {name}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    );
  if (f.kind === 'textarea') control = <textarea {...common} rows={f.name === 'description' ? 8 : 3} defaultValue={text} />;
  else if (f.kind === 'yesno')
    control = (
      <select {...common} defaultValue={text}>
        <option value="">Not stated</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    );
  else if (f.kind === 'state' || Array.isArray(f.kind))
    control = (
      <select {...common} defaultValue={text}>
        <option value="">{f.required ? 'Choose' : 'Not stated'}</option>
        {(f.kind === 'state' ? states : (f.kind as readonly (readonly [string, string])[])).map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input
        {...common}
        type={f.kind === 'email' ? 'email' : 'text'}
        inputMode={f.kind === 'number' ? 'decimal' : f.kind === 'email' ? 'email' : undefined}
        autoComplete="off"
        defaultValue={text}
      />
    );
  return (
    <div>
      <label htmlFor={id} className={label}>
        {f.label}
        {f.required ? '' : ' (optional)'}
      </label>
      {f.hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {f.hint}
        </p>
      )}
      {control}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export default function PostingForm({ auth, states, siteName }: { auth: AuthConfig; states: [string, string][]; siteName: string }) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [phase, setPhase] = useState<'loading' | 'signed-out' | 'no-practice' | 'ready'>('loading');
  const [practices, setPractices] = useState<Practice[]>([]);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  // Each draft opened draws the form anew with its values.
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, once] = useOnce();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const say = useCallback((text: string, error = false) => setNotice({ text, error }), []);

  const call = bearerCall('/api/employer/', async () => (client ? (await client.auth.getSession()).data.session?.access_token : null), LABELS);

  useEffect(() => {
    void authClient(auth).then(async (c) => {
      setClient(c);
      const token = (await c.auth.getSession()).data.session?.access_token;
      if (!token) return setPhase('signed-out');
      const headers = { authorization: `Bearer ${token}` };
      const [account, saved] = await Promise.all([
        callApi<{ employers: Practice[] }>('/api/employer/account', { headers }),
        callApi<{ drafts: Draft[] }>('/api/employer/drafts', { headers }),
      ]);
      if (!account.ok) return account.status === 401 ? setPhase('signed-out') : say(account.message, true);
      setPractices(account.body.employers);
      if (saved.ok) setDrafts(saved.body.drafts);
      setPhase(account.body.employers.length ? 'ready' : 'no-practice');
      // Edit and Copy in the account open their draft here.
      const wanted = new URLSearchParams(window.location.search).get('draft');
      const opened = saved.ok ? saved.body.drafts.find((d) => d.id === wanted) : undefined;
      if (opened) {
        setDraft(opened);
        setFormKey((k) => k + 1);
        say(opened.jobId ? `Editing your listing “${String(opened.fields.job_title)}”.` : `Editing your copy of “${String(opened.fields.job_title)}”.`);
      }
    });
  }, [auth, say]);

  /** What the form holds now, as the handler takes it. */
  function values(): { employerId: string; fields: Record<string, string | string[]> } {
    const data = new FormData(form.current!);
    const fields: Record<string, string | string[]> = {};
    for (const f of POSTING_FIELDS) fields[f.name] = f.kind === 'schedule' ? data.getAll(f.name).map(String) : String(data.get(f.name) ?? '');
    return { employerId: String(data.get('employerId') ?? ''), fields };
  }

  /** Saves the form as its draft; the saved draft, or null after saying what went wrong. */
  async function saveDraft(): Promise<Draft | null> {
    const v = values();
    const saved = await call<{ draft: Draft }>('drafts', 'POST', { ...(draft ? { id: draft.id } : {}), ...v });
    if (!saved.ok) {
      say(saved.message, true);
      return null;
    }
    setDraft(saved.body.draft);
    setDrafts((all) => [saved.body.draft, ...all.filter((d) => d.id !== saved.body.draft.id)]);
    return saved.body.draft;
  }

  function showErrors(r: ApiResult<unknown>): boolean {
    const fields = fieldErrors(r);
    if (!fields) return false;
    setErrors(fields);
    say('');
    // The summary takes the focus, so a screen reader reads what to fix and a phone scrolls to it.
    requestAnimationFrame(() => summary.current?.focus());
    return true;
  }

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void once(async () => {
      const saved = await saveDraft();
      if (!saved) return;
      if (submitter?.value !== 'submit') {
        setErrors({});
        return say('Draft saved. It waits here until you submit it.');
      }
      const sent = await call<{ id: string; edited: boolean }>('drafts/submit', 'POST', { id: saved.id });
      if (showErrors(sent)) return;
      if (!sent.ok) return say(sent.message, true);
      setErrors({});
      setDraft(null);
      setDrafts((all) => all.filter((d) => d.id !== saved.id));
      setFormKey((k) => k + 1);
      say(
        sent.body.edited
          ? 'Changes saved. The job page shows them after the site’s next update, within minutes.'
          : 'Submitted for review. We check every posting before it goes live, and mail the contact address when it does.',
      );
    });
  }

  function open(d: Draft | null) {
    setDraft(d);
    setErrors({});
    setFormKey((k) => k + 1);
    const title = (d?.fields.job_title as string) || 'Untitled';
    say(d ? (d.jobId ? `Editing your listing “${title}”.` : `Editing your draft “${title}”.`) : '');
  }

  function discard(d: Draft) {
    void once(async () => {
      const r = await call('drafts', 'DELETE', { id: d.id });
      if (!r.ok) return say(r.message, true);
      setDrafts((all) => all.filter((x) => x.id !== d.id));
      if (draft?.id === d.id) open(null);
      say('Draft deleted.');
    });
  }

  let body;
  if (phase === 'loading') body = <p className="mt-6 text-slate-700">Checking your session…</p>;
  else if (phase === 'signed-out')
    body = (
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href="/employer">
          Sign in with a code
        </a>{' '}
        to post a job.
      </p>
    );
  else if (phase === 'no-practice')
    body = (
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href="/employer">
          Claim your practice
        </a>{' '}
        first: postings are made for a practice.
      </p>
    );
  else
    body = (
      <div className="mt-6 space-y-6">
        {drafts.length > 0 && (
          <AccountSection id="drafts-heading" title="Your drafts" minor>
            <ul className="mt-2 divide-y divide-slate-200">
              {drafts.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    {(d.fields.job_title as string) || 'Untitled'}{' '}
                    <span className="text-sm text-slate-600">({d.jobId ? `changes to your listing, ${d.employerName}` : d.employerName})</span>
                  </span>
                  <span className="flex gap-2">
                    <button type="button" className={button.secondarySmall} onClick={() => open(d)} disabled={busy}>
                      Continue
                    </button>
                    <button type="button" className={button.secondarySmall} onClick={() => discard(d)} disabled={busy}>
                      Delete
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </AccountSection>
        )}
        <form key={formKey} ref={form} className="space-y-6" onSubmit={save} noValidate>
          <ErrorSummary errors={errors} labels={LABELS} summaryRef={summary} />
          {practices.length > 1 ? (
            <SelectField
              id="posting-practice"
              name="employerId"
              text="Practice"
              options={practices.map((p) => [p.id, p.name] as const)}
              defaultValue={draft?.employerId ?? practices[0]!.id}
            />
          ) : (
            <input type="hidden" name="employerId" value={practices[0]!.id} />
          )}
          {draft?.jobId && (
            <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
              You are changing a listing. Once it has gone live, each saved change uses one of its 3 edits.
            </p>
          )}
          {POSTING_GROUPS.map((group) => (
            <fieldset key={group} className={`${card} space-y-4 p-5`}>
              <legend className="px-1 text-lg font-bold">{group}</legend>
              {POSTING_FIELDS.filter((f) => f.group === group).map((f) => (
                <Input key={f.name} f={f} value={draft?.fields[f.name]} error={errors[f.name]} states={states} />
              ))}
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="submit" className={button.primary} disabled={busy}>
              {busy ? 'Sending…' : draft?.jobId ? 'Save changes to the listing' : 'Submit for review'}
            </button>
            <button type="submit" name="intent" value="draft" className={button.secondary} disabled={busy}>
              Save draft
            </button>
            {draft?.preview && (
              <Suspense fallback={null}>
                <JobPreview job={draft.preview} siteName={siteName} />
              </Suspense>
            )}
          </div>
        </form>
      </div>
    );

  return (
    <AnnouncedPage title="Post a job" lead="Every posting is checked before it goes live. Save a draft at any point and come back to it." notice={notice}>
      {body}
    </AnnouncedPage>
  );
}
