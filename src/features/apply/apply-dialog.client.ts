/**
 * The apply dialog's behavior, loaded on the first click of an apply button (so pages pay for it only
 * when someone applies). See components/ApplyDialog.astro for the markup and the order of calls.
 */
import { toast } from '~/components/ui/toast';
import { readAuthConfig } from '~/features/auth/auth-config';
import type { ApplyTriggerJob } from './apply-trigger';
import { hasStoredSession } from '~/features/auth/session';
import { callApi, SOMETHING_WENT_WRONG } from '~/lib/api';
import { applicationMailto, isTemplate, resumeProblem, template, type ApplyTarget } from './apply-mail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Target = ApplyTarget;

/** A signed-in user reads the address under their own session; everyone else asks the rate-limited function. */
async function applyAddressFor(dialog: HTMLElement, jobId: string): Promise<string> {
  if (hasStoredSession()) {
    const { signedInApplyAddress } = await import('~/features/auth/signed-in.client');
    const own = await signedInApplyAddress(readAuthConfig(dialog), jobId).catch(() => null);
    if (own) return own;
  }
  const result = await callApi<{ email: string }>(`/api/jobs/${encodeURIComponent(jobId)}/apply-address`);
  if (!result.ok) throw new Error(result.message);
  return result.body.email;
}

/** The chosen resume, if it passes the spec's type and size rules; otherwise the toast, and the field is cleared. */
function checkedResume(input: HTMLInputElement): File | null {
  const file = input.files?.[0];
  if (!file || file.size === 0) return null;
  const problem = resumeProblem(file);
  if (!problem) return file;
  toast({ ...problem, variant: 'destructive' });
  input.value = '';
  return null;
}

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
  const hasResume = Boolean((form.elements.namedItem('resume') as HTMLInputElement).files?.length);
  const { id: jobId, job_title: jobTitle, employer_name: employer } = job;
  const partner = job.partner ? 'true' : 'false';
  const next: Target = { jobId, jobTitle, employer, isPartner: partner === 'true' };
  // A message still holding another job's template is replaced; one the visitor wrote is kept.
  if (!message.value.trim() || (target && isTemplate(message.value, target) && templateFor !== jobId)) {
    message.value = template(next, hasResume);
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
  const resumeInput = form.elements.namedItem('resume') as HTMLInputElement;
  const messageInput = form.elements.namedItem('message') as HTMLTextAreaElement;
  // The file is checked the moment it is chosen; the untouched template follows whether one is attached.
  resumeInput.addEventListener('change', () => {
    const attached = checkedResume(resumeInput) !== null;
    if (target && isTemplate(messageInput.value, target)) messageInput.value = template(target, attached);
  });

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
    const chosen = Boolean(resumeInput.files?.length);
    const resume = checkedResume(resumeInput);
    if (chosen && !resume) return;

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
        const uploaded = await callApi<{ url?: string }>('/api/resumes', { method: 'POST', body: upload });
        if (!uploaded.ok) throw new Error(uploaded.message);
        if (!uploaded.body?.url) throw new Error(SOMETHING_WENT_WRONG);
        resumeUrl = uploaded.body.url;
      }
      submit.textContent = 'Submitting...';
      const to = isPartner ? staffEmail : await applyAddressFor(dialog, jobId);
      const link = document.createElement('a');
      link.href = applicationMailto({ to, jobTitle, isPartner, name, email, message: text, resumeUrl });
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
      // What was typed stays (the form is reset only after the mail program opened).
      const messageText = e instanceof Error && e.message ? e.message : SOMETHING_WENT_WRONG;
      toast({ title: 'Something went wrong', description: messageText, variant: 'destructive' });
      errorBox.textContent = messageText;
    } finally {
      submit.disabled = false;
      submit.textContent = submitLabel();
    }
  });
}
