/**
 * The apply dialog, a React island once per page, hydrated
 * when the browser is idle. It opens for the job an `apply:request` event carries (apply-trigger.ts): the
 * detail page's apply card, the board's cards and the city pages' Apply Now ask for it; a request made
 * before hydration is kept and answered then.
 *
 * Two ways to send. The main one, "Send application", posts it to /api/applications: the site passes it on
 * (the employer's address stays there) and mails the applicant a receipt. The other opens the visitor's
 * own mail program, as the spec describes: upload the resume if any ('Uploading Resume...'), get the one
 * address the mail needs (staff for partner jobs; else a signed-in user's own read of the contact columns,
 * or /api/jobs/{id}/apply-address), open the mail program and toast; the dialog then shows the mail itself
 * (recipient, subject, message, each with Copy, and Gmail / Outlook links), since a device with no mail
 * program opens nothing on a mailto, silently. The four fixed pages' jobs are not in the database, so they
 * offer the mail program only. What was typed is kept until the visitor closes the dialog after a send.
 */
import { countJob } from '~/features/figures/count';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '~/components/ui/toast';
import type { AuthConfig } from '~/features/auth/auth-config';
import { callApi, SOMETHING_WENT_WRONG } from '~/lib/api';
import { closeOnBackdrop } from '~/lib/dialog';
import { resumeProblem, template, type ApplyTarget } from './apply-mail';
import type { ApplicationMail } from './mail-route';
import { EMAIL, rememberApplicant, rememberedApplicant } from './remembered-applicant';
import { listenForApply } from './apply-trigger';
import { button, label as labelClass, field } from '~/components/ui/styles';

/** What shows after a send (the mail to copy, or the relay's confirmation): loaded as the visitor submits. */
const sentPanel = () => import('./ApplySent');
const ApplySent = lazy(sentPanel);
/** The mail program's route: loaded as the dialog opens, ready before anyone presses its button. */
const mailRoute = () => import('./mail-route');

interface Props {
  staffEmail: string;
  auth: AuthConfig;
  /** The product's name: "Send through {product}". */
  product: string;
}

type FieldName = 'name' | 'email' | 'message';
/** Through the site, or through the visitor's own mail program. */
type Route = 'site' | 'mail';
const FIELDS: FieldName[] = ['name', 'email', 'message'];

/**
 * A labelled field with its own error beside it: the control (given its id and, while wrong, aria-invalid
 * and aria-describedby pointing at the error) comes from the caller.
 */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: FieldName;
  label: string;
  error: string | undefined;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = `apply-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export default function ApplyDialog({ staffEmail, auth, product }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<ApplyTarget | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  /** The visitor's consent to keep name and email on this device for the next application. */
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  /** Each field's own error, shown beside it; the line above the buttons sums them up. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  // A field's error goes as soon as it is edited.
  const clearFieldError = (f: FieldName) => setFieldErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));
  /** The busy label, on the button that was pressed. */
  const [busy, setBusy] = useState<{ route: Route; label: string } | null>(null);
  /** The mail just handed to the mail program, shown until the dialog closes. */
  const [sent, setSent] = useState<ApplicationMail | null>(null);
  /** Sent through the site, to this employer: the employer's address never reaches the browser. */
  const [relayed, setRelayed] = useState<{ employer: string; email: string; already: string | null } | null>(null);
  /** One key per filled-in application: a retry after a lost answer is not sent twice. */
  const relayKey = useRef<string | null>(null);
  /** The last template put in the message box: while the box still holds it, it follows the job, resume and name. */
  const generated = useRef('');
  // The latest values, for the request listener registered once.
  const latest = useRef({ target, message, name });
  latest.current = { target, message, name };

  /** The message box's template again, unless the visitor has written their own words. */
  function retemplate(t: ApplyTarget | null, signedBy: string, text = message) {
    if (!t || (text.trim() && text !== generated.current)) return;
    generated.current = template(t, Boolean(resumeInput.current?.files?.length), signedBy);
    setMessage(generated.current);
  }

  useEffect(
    () =>
      listenForApply((job) => {
        const next: ApplyTarget = { jobId: job.id, jobTitle: job.job_title, employer: job.employer_name, isPartner: job.partner };
        const { message: text } = latest.current;
        let { name: who } = latest.current;
        // Filled in from this device, with the visitor's earlier consent, when nothing is typed yet.
        const known = rememberedApplicant();
        if (known && !who.trim()) {
          who = known.name;
          setName(known.name);
          setEmail((was) => was || known.email);
          setRemember(true);
        }
        retemplate(next, who, text);
        setTarget(next);
        setError('');
        setFieldErrors({});
        setSent(null);
        setRelayed(null);
        dialog.current?.showModal();
        void mailRoute();
        countJob(job.id, 'apply');
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- registered once; it reads the latest values through `latest`
    [],
  );

  /** The chosen resume, if it passes the spec's type and size rules; otherwise the toast, and the field is cleared. */
  function checkedResume(): File | null {
    const input = resumeInput.current!;
    const file = input.files?.[0];
    if (!file || file.size === 0) return null;
    const problem = resumeProblem(file);
    if (!problem) return file;
    toast({ ...problem, variant: 'destructive' });
    input.value = '';
    return null;
  }

  // The fixed pages' jobs ("static-…") are not in the database: the site cannot pass those on.
  const canRelay = !target || /^\d+$/.test(target.jobId);
  const partner = Boolean(target?.isPartner);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!target || busy) return;
    const route: Route = canRelay && !(event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-apply-mail') ? 'site' : 'mail';
    const { jobId, jobTitle, employer, isPartner } = target;
    setError('');
    const [who, address, text] = [name.trim(), email.trim(), message.trim()];
    const found: Partial<Record<FieldName, string>> = {
      ...(who ? {} : { name: 'Full name is required.' }),
      ...(!address ? { email: 'Email is required.' } : EMAIL.test(address) ? {} : { email: 'Email: please enter a valid email address.' }),
      ...(text ? {} : { message: 'Message is required.' }),
    };
    setFieldErrors(found);
    // As the site's other forms do: each error beside its field, a summary above the buttons, focus on the first.
    const invalid = FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      dialog.current?.querySelector<HTMLElement>(`#apply-${invalid[0]}`)?.focus();
      return setError(invalid.length === 1 ? 'Please fix the field marked above.' : `Please fix the ${invalid.length} fields marked above.`);
    }
    const chosen = Boolean(resumeInput.current?.files?.length);
    const resume = checkedResume();
    if (chosen && !resume) return;
    void sentPanel(); // ready by the time the send is done
    try {
      let resumeUrl = '';
      if (resume) {
        setBusy({ route, label: 'Uploading Resume...' });
        const upload = new FormData();
        upload.set('file', resume);
        upload.set('email', address);
        upload.set('jobId', jobId);
        upload.set('companyName', employer);
        const uploaded = await callApi<{ url?: string }>('/api/resumes', { method: 'POST', body: upload });
        if (!uploaded.ok) throw new Error(uploaded.message);
        if (!uploaded.body?.url) throw new Error(SOMETHING_WENT_WRONG);
        resumeUrl = uploaded.body.url;
      }
      setBusy({ route, label: 'Submitting...' });
      if (route === 'site') {
        // The resume goes as the upload's link token; the employer's address stays on the server.
        const relay = await callApi<{ already?: string }>('/api/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': (relayKey.current ??= crypto.randomUUID()) },
          body: JSON.stringify({ jobId, name: who, email: address, message: text, ...(resumeUrl && { resume: resumeUrl.split('/').pop() }) }),
        });
        if (!relay.ok) throw new Error(relay.message);
        relayKey.current = null;
        rememberApplicant(remember ? { name: who, email: address } : null);
        // This device remembers it: the job's page says "Applied on …" and My jobs lists it at once.
        const already = typeof relay.body?.already === 'string' ? relay.body.already : null;
        const applied = await import('./applied-jobs');
        applied.markApplied({ id: jobId, title: jobTitle, employer, url: applied.jobPath(jobId), on: already ?? new Date().toISOString() });
        applied.showApplied();
        // The one confirmation: the panel that replaces the form, its heading focused.
        setRelayed({ employer: isPartner ? 'our recruiters' : employer, email: address, already });
        return;
      }
      const { openMailProgram } = await mailRoute();
      const mail = await openMailProgram({ jobId, jobTitle, isPartner }, { name: who, email: address, message: text, resumeUrl }, { auth, staffEmail });
      rememberApplicant(remember ? { name: who, email: address } : null);
      setSent(mail);
      toast(
        isPartner
          ? {
              title: 'Contact Form Submitted',
              description: 'We opened your email app with your message. Please send it from there to reach our recruiters.',
              variant: 'success',
            }
          : {
              title: 'Application Submitted',
              description: 'We opened your email app with your application. Please send it from there to complete your application.',
              variant: 'success',
            },
      );
    } catch (e) {
      // What was typed stays (the form is reset only after a send).
      const text = e instanceof Error && e.message ? e.message : SOMETHING_WENT_WRONG;
      toast({ title: 'Something went wrong', description: text, variant: 'destructive' });
      setError(text);
    } finally {
      setBusy(null);
    }
  }

  /** Closing after a send resets the form for the next application; closing before keeps what was typed. */
  function onClose() {
    if (!sent && !relayed) return;
    setSent(null);
    setRelayed(null);
    const known = rememberedApplicant();
    setName(known?.name ?? '');
    setEmail(known?.email ?? '');
    setMessage('');
    generated.current = '';
    if (resumeInput.current) resumeInput.current.value = '';
  }

  const label = (route: Route, idle: string) => (busy?.route === route ? busy.label : idle);
  const sentLabel = partner ? 'Send to our recruiters' : 'Send application';

  return (
    <dialog
      ref={dialog}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      aria-labelledby={sent || relayed ? 'apply-sent-title' : 'apply-dialog-title'}
      data-apply-dialog
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      {(sent || relayed) && (
        <Suspense>
          <ApplySent mail={sent} relayed={relayed} product={product} partner={partner} close={() => dialog.current?.close()} />
        </Suspense>
      )}
      <form className="space-y-4 p-6" noValidate data-apply-form onSubmit={submit} hidden={sent !== null || relayed !== null}>
        <div className="flex items-start justify-between gap-4">
          <h2 id="apply-dialog-title" className="text-xl font-bold" data-apply-heading>
            {target ? `${partner ? 'Contact our recruiters' : 'Apply'}: ${target.jobTitle}` : 'Apply'}
          </h2>
          <button type="button" className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100" aria-label="Close" onClick={() => dialog.current?.close()}>
            ✕
          </button>
        </div>
        <Field name="name" label="Full name" error={fieldErrors.name}>
          {(aria) => (
            <input
              {...aria}
              name="name"
              autoComplete="name"
              required
              autoFocus
              className={field}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                clearFieldError('name');
                retemplate(target, e.target.value);
              }}
            />
          )}
        </Field>
        <Field name="email" label="Email" error={fieldErrors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              required
              className={field}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                clearFieldError('email');
              }}
            />
          )}
        </Field>
        <Field name="message" label="Message" error={fieldErrors.message}>
          {(aria) => (
            <textarea
              {...aria}
              name="message"
              rows={6}
              required
              className={field}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                clearFieldError('message');
              }}
            />
          )}
        </Field>
        <div>
          <label htmlFor="apply-resume" className={labelClass}>
            Resume (optional: PDF or Word, up to 5 MB)
          </label>
          <input
            ref={resumeInput}
            id="apply-resume"
            name="resume"
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className="mt-1 block w-full text-sm"
            onChange={() => {
              // Checked the moment it is chosen; the untouched template follows whether one is attached.
              checkedResume();
              retemplate(target, name);
            }}
          />
        </div>
        <div className="flex items-start gap-2">
          <input
            id="apply-remember"
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={remember}
            aria-describedby="apply-remember-hint"
            onChange={(e) => setRemember(e.target.checked)}
          />
          <div>
            <label htmlFor="apply-remember" className="text-sm font-semibold">
              Remember me on this device
            </label>
            <p id="apply-remember-hint" className="text-sm text-slate-600">
              Your name and email fill in next time. They stay in this browser only.
            </p>
          </div>
        </div>
        <p className="text-sm font-semibold text-red-800" role="alert" data-apply-error>
          {error}
        </p>
        {canRelay ? (
          <>
            <button type="submit" disabled={busy !== null} className={button.primaryWide} data-apply-submit>
              {label('site', sentLabel)}
            </button>
            <p className="text-sm text-slate-600">
              {product} passes it on{partner ? '' : ` to ${target?.employer ?? 'the employer'}`} and emails you a receipt; the employer&rsquo;s address stays
              private.
            </p>
            <button
              type="submit"
              disabled={busy !== null}
              className="w-full rounded-md border border-brand-600 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              data-apply-mail
            >
              {label('mail', 'Use my email app instead')}
            </button>
          </>
        ) : (
          <button type="submit" disabled={busy !== null} className={button.primaryWide} data-apply-submit data-apply-mail>
            {label('mail', 'Send with my email app')}
          </button>
        )}
      </form>
    </dialog>
  );
}
