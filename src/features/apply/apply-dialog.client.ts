/**
 * The apply dialog's behaviour, loaded on the first click of an apply button (so pages pay for it only
 * when someone applies). See components/ApplyDialog.astro for the markup and the order of calls.
 */
import { toast } from '~/components/ui/toast';
import { readAuthConfig } from '~/features/auth/auth-config';
import type { ApplyTriggerJob } from './apply-trigger';
import { hasStoredSession } from '~/features/auth/session';
import { extensionOf, INVALID_TYPE, RESUME_MAX_BYTES, TOO_LARGE } from './resume-file';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Target {
  jobId: string;
  jobTitle: string;
  employer: string;
  isPartner: boolean;
}

/** A signed-in user reads the address under their own session; everyone else asks the rate-limited function. */
async function applyAddressFor(dialog: HTMLElement, jobId: string): Promise<string> {
  if (hasStoredSession()) {
    const { signedInApplyAddress } = await import('~/features/auth/signed-in.client');
    const own = await signedInApplyAddress(readAuthConfig(dialog), jobId).catch(() => null);
    if (own) return own;
  }
  const res = await fetch(`/api/jobs/${encodeURIComponent(jobId)}/apply-address`);
  if (!res.ok) throw new Error('Something went wrong. Please try again.');
  return ((await res.json()) as { email: string }).email;
}

const template = (t: Target) =>
  `Hello,\n\nI am interested in the ${t.jobTitle} position${t.isPartner ? '' : ` at ${t.employer}`} and would like to be considered. I have attached my resume and would welcome the chance to talk.\n\nThank you,`;

let target: Target | null = null;
let templateFor = '';
const wired = new WeakSet<HTMLDialogElement>();

/** Opens the dialog for a job (the detail of an `apply:request` event). */
export function openApplyDialog(dialog: HTMLDialogElement, job: ApplyTriggerJob): void {
  if (!wired.has(dialog)) {
    wire(dialog);
    wired.add(dialog);
  }
  const form = dialog.querySelector<HTMLFormElement>('[data-apply-form]')!;
  const message = form.elements.namedItem('message') as HTMLTextAreaElement;
  const { id: jobId, job_title: jobTitle, employer_name: employer } = job;
  const partner = job.partner ? 'true' : 'false';
  const next: Target = { jobId, jobTitle, employer, isPartner: partner === 'true' };
  // A message still holding another job's template is replaced; one the visitor wrote is kept.
  if (!message.value.trim() || (target && message.value === template(target) && templateFor !== jobId)) {
    message.value = template(next);
    templateFor = jobId;
  }
  target = next;
  dialog.querySelector<HTMLElement>('[data-apply-heading]')!.textContent = `${next.isPartner ? 'Contact our recruiters' : 'Apply'}: ${next.jobTitle}`;
  dialog.querySelector<HTMLElement>('[data-apply-submit]')!.textContent = submitLabel();
  dialog.querySelector<HTMLElement>('[data-apply-error]')!.textContent = '';
  dialog.showModal();
}

const submitLabel = () => (target?.isPartner ? 'Send to Our Recruiters' : 'Submit Application');

function wire(dialog: HTMLDialogElement): void {
  const staffEmail = dialog.dataset.staffEmail ?? '';
  const form = dialog.querySelector<HTMLFormElement>('[data-apply-form]')!;
  const errorBox = dialog.querySelector<HTMLElement>('[data-apply-error]')!;
  const submit = dialog.querySelector<HTMLButtonElement>('[data-apply-submit]')!;
  dialog.querySelector('[data-apply-close]')?.addEventListener('click', () => dialog.close());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!target) return;
    const { jobId, jobTitle, employer, isPartner } = target;
    errorBox.textContent = '';
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const text = String(data.get('message') ?? '').trim();
    if (!name || !email || !text) return void (errorBox.textContent = 'Full name, email and message are required.');
    if (!EMAIL.test(email)) return void (errorBox.textContent = 'Please enter a valid email address.');
    const file = data.get('resume');
    const resume = file instanceof File && file.size > 0 ? file : null;
    if (resume && !extensionOf(resume.name)) return void toast({ ...INVALID_TYPE, variant: 'destructive' });
    if (resume && resume.size > RESUME_MAX_BYTES) return void toast({ ...TOO_LARGE, variant: 'destructive' });

    submit.disabled = true;
    try {
      let resumeUrl = '';
      if (resume) {
        submit.textContent = 'Uploading Resume...';
        const upload = new FormData();
        upload.set('file', resume);
        upload.set('email', email);
        upload.set('jobId', jobId);
        upload.set('companyName', employer);
        const res = await fetch('/api/resumes', { method: 'POST', body: upload });
        const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
        if (!res.ok || !body.url) throw new Error(body.error ?? 'Something went wrong. Please try again.');
        resumeUrl = body.url;
      }
      submit.textContent = 'Submitting...';
      const to = isPartner ? staffEmail : await applyAddressFor(dialog, jobId);
      const subject = isPartner ? `Interest in ${jobTitle} Position` : `Application for ${jobTitle} Position`;
      const body = `Name: ${name}\nEmail: ${email}\n\n${text}${resumeUrl ? `\n\nResume: ${resumeUrl}` : ''}\n`;
      const link = document.createElement('a');
      link.href = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
      link.click();
      toast(
        isPartner
          ? {
              title: 'Contact Form Submitted',
              description: 'Your email app has opened with your message. Please send it to reach our recruiters.',
              variant: 'success',
            }
          : {
              title: 'Application Submitted',
              description: 'Your email app has opened with your application. Please send it to complete your application.',
              variant: 'success',
            },
      );
      form.reset();
      dialog.close();
    } catch (e) {
      const messageText = e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.';
      toast({ title: 'Something went wrong', description: messageText, variant: 'destructive' });
      errorBox.textContent = messageText;
    } finally {
      submit.disabled = false;
      submit.textContent = submitLabel();
    }
  });
}
