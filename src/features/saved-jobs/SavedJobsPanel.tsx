import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { postJson } from '~/lib/api';
import SavedJobRow from './SavedJobRow';
import type { SavedJob } from './saved-job';
import { $savedJobs, removeSavedJob, unlistedSavedJobs } from './saved-jobs-state';
import { button, label as labelClass } from '~/components/ui/styles';

/**
 * The saved-jobs dialog's content: list, remove, and email the list to yourself. Loaded when the dialog first opens (SavedJobsDialog), so the board's first
 * load does not pay for it.
 */
export default function SavedJobsPanel({ dialog }: { dialog: React.RefObject<HTMLDialogElement | null> }) {
  const jobs = useStore($savedJobs);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(new Set());
  const emailInput = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const onOpen = () => {
      emailInput.current?.focus();
      // The pages may be an hour old: ask which saved jobs are still listed, and mark the rest.
      void unlistedSavedJobs().then(setUnavailable);
    };
    const el = dialog.current;
    onOpen(); // mounted by the first opening
    el?.addEventListener('saved-jobs:open', onOpen);
    return () => el?.removeEventListener('saved-jobs:open', onOpen);
  }, [dialog]);

  function remove(job: SavedJob) {
    removeSavedJob(job.id);
    toast({ title: 'Job Removed', description: `${job.job_title} was removed from your saved jobs.` });
    // Focus stays in the dialog: on the list's next Remove button, else the email field.
    requestAnimationFrame(() => (dialog.current?.querySelector<HTMLElement>('[aria-label^="Remove "]') ?? emailInput.current)?.focus());
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const address = email.trim();
    if (!address || !address.includes('@')) {
      toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
      return;
    }
    if (jobs.length === 0) {
      toast({ title: 'No Jobs Saved', description: 'Please save some jobs before sending an email.', variant: 'destructive' });
      return;
    }
    setSending(true);
    const result = await postJson<{ skippedIds?: string[] }>(
      '/api/send-saved-jobs',
      { email: address, jobIds: jobs.map((j) => j.id) },
      {},
      { email: 'Email address' },
    );
    setSending(false);
    if (result.ok) {
      toast({ title: 'Email Sent!', description: 'Your saved jobs have been sent to your email address.', variant: 'success' });
      setEmail('');
      const skipped = result.body?.skippedIds ?? [];
      if (skipped.length) setUnavailable(new Set(skipped));
      if (status.current)
        status.current.textContent = skipped.length
          ? `${skipped.length} saved ${skipped.length === 1 ? 'job is' : 'jobs are'} no longer available and ${skipped.length === 1 ? 'was' : 'were'} left out of the email.`
          : '';
    } else {
      // 400 names the field, 429 and an unreachable server say so; anything else is the spec's message.
      const description = [0, 400, 429].includes(result.status) ? result.message : 'Failed to send email. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  const hasJobs = jobs.length > 0;
  return (
    <div className="p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="saved-jobs-title" className="text-xl font-bold">
          Saved Jobs ({jobs.length})
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
          aria-label="Close saved jobs"
        >
          ✕
        </button>
      </div>
      {hasJobs ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {jobs.map((job) => (
            <SavedJobRow key={job.id} job={job} unavailable={unavailable.has(job.id)} onRemove={() => remove(job)} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">You have no saved jobs. Save a job from the board to keep it here.</p>
      )}
      <form onSubmit={send} noValidate className="mt-6 rounded-lg bg-slate-50 p-4">
        <label htmlFor="saved-jobs-email" className={labelClass}>
          Email my saved jobs
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            ref={emailInput}
            id="saved-jobs-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            className="flex-1 rounded-md border border-slate-400 px-3 py-2"
          />
          <button type="submit" disabled={sending} className={button.primarySmall}>
            {sending ? 'Sending...' : 'Send'}
          </button>
        </div>
      </form>
      <p ref={status} role="status" className="mt-3 text-sm text-slate-700" />
      <p className="mt-4 text-sm">
        <a href="/my-applications" className="font-semibold text-brand-700 underline">
          My applications
        </a>
        <span>: where the applications you sent through the site stand</span>
      </p>
    </div>
  );
}
