/**
 * The job-alert dialog's behaviour (AlertDialog.astro), loaded when the dialog is first opened: the
 * saved search in words, the address check and the POST to /api/alerts with the spec's feedback.
 */
import { closeOnBackdrop } from '~/lib/dialog';
import { postJson } from '~/lib/api';
import { alertFilters, describeSearch } from './alert-describe';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Wires the page's alert dialog once; opens it for a board query. */
let open: ((query: string) => void) | null = null;

export function openAlertDialog(query: string): void {
  open ??= wire(document.querySelector<HTMLElement>('job-alert-dialog')!);
  open(query);
}

function wire(root: HTMLElement): (query: string) => void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-alert-dialog]')!;
  const form = root.querySelector<HTMLFormElement>('[data-alert-form]')!;
  const status = root.querySelector<HTMLElement>('[data-alert-status]')!;
  const save = root.querySelector<HTMLButtonElement>('[data-alert-save]')!;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  let query = '';
  const say = (text: string, tone: 'ok' | 'error') => {
    status.textContent = text;
    status.className = `text-sm font-semibold ${tone === 'ok' ? 'text-emerald-900' : 'text-red-800'}`;
  };
  root.querySelector('[data-alert-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', closeOnBackdrop);
  // An address the form cannot take is said at the field, where the eye and the screen reader are.
  const emailError = root.querySelector<HTMLElement>('[data-alert-email-error]')!;
  const fieldError = (text: string | null) => {
    emailError.textContent = text ?? '';
    emailError.hidden = !text;
    if (text) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', emailError.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  };
  email.addEventListener('input', () => fieldError(null));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const address = email.value.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      fieldError('Please enter a valid email address.');
      status.textContent = '';
      email.focus();
      return;
    }
    save.disabled = true;
    say('Saving…', 'ok');
    const name = (form.elements.namedItem('name') as HTMLInputElement).value.trim();
    const frequency = (form.querySelector('input[name="frequency"]:checked') as HTMLInputElement).value;
    const result = await postJson('/api/alerts', {
      email: address,
      ...(name ? { name } : {}),
      frequency,
      filters: Object.fromEntries(new URLSearchParams(query)),
    });
    save.disabled = false;
    // The server's word about the address goes by the field too; anything else under the form.
    if (!result.ok) {
      if (/^email\b/i.test(result.message)) {
        fieldError(result.message.replace(/^email:\s*/i, 'Email: '));
        status.textContent = '';
        return email.focus();
      }
      return say(result.message, 'error');
    }
    save.hidden = true;
    say(`Check your email: we sent a confirmation link to ${address}. Your alert starts when you confirm it.`, 'ok');
  });
  return (next) => {
    query = next;
    root.querySelector('[data-alert-summary]')!.textContent = describeSearch(alertFilters(query));
    status.textContent = '';
    save.hidden = false;
    fieldError(null);
    dialog.showModal();
  };
}
