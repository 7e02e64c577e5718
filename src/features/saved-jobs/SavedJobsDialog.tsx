import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { postJson } from '~/lib/api-client';
import JobCard from '~/features/jobs/components/JobCard';
import { $savedJobs, loadSavedJobs, removeSavedJob } from './store';

/**
 * The Saved Jobs button (shown only with at least one saved job) and its dialog: list, remove, and
 * email the list to yourself (SPEC 5 "Saved-jobs email", SPEC 8 messages).
 */
export default function SavedJobsDialog() {
  const jobs = useStore($savedJobs);
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(loadSavedJobs, []);

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
    const result = await postJson('/api/send-saved-jobs', { email: address, jobIds: jobs.map((j) => j.id) }, {}, { email: 'Email address' });
    setSending(false);
    if (result.ok) {
      toast({ title: 'Email Sent!', description: 'Your saved jobs have been sent to your email address.', variant: 'success' });
      setEmail('');
    } else {
      // 400 names the field, 429 and an unreachable server say so; anything else is the spec's message.
      const description = [0, 400, 429].includes(result.status) ? result.message : 'Failed to send email. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  if (jobs.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex items-center gap-2 rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Saved Jobs <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{jobs.length}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="saved-jobs-title"
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
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
          <ul className="mt-4 divide-y divide-slate-200">
            {jobs.map((job) => (
              <JobCard key={job.id} variant="saved" job={job} onRemove={() => removeSavedJob(job.id)} />
            ))}
          </ul>
          <form onSubmit={send} noValidate className="mt-6 rounded-lg bg-slate-50 p-4">
            <label htmlFor="saved-jobs-email" className="block text-sm font-semibold">
              Email my saved jobs
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                id="saved-jobs-email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
                className="flex-1 rounded-md border border-slate-400 px-3 py-2"
              />
              <button
                type="submit"
                disabled={sending}
                className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {sending ? 'Sending...' : 'Send'}
              </button>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}
