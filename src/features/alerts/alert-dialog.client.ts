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
  email.addEventListener('input', () => email.removeAttribute('aria-invalid'));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const address = email.value.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      email.setAttribute('aria-invalid', 'true');
      email.focus();
      return say('Please enter a valid email address.', 'error');
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
    if (!result.ok) return say(result.message, 'error');
    save.hidden = true;
    say(`Check your email: we sent a confirmation link to ${address}. Your alert starts when you confirm it.`, 'ok');
  });
  return (next) => {
    query = next;
    root.querySelector('[data-alert-summary]')!.textContent = describeSearch(alertFilters(query));
    status.textContent = '';
    save.hidden = false;
    email.removeAttribute('aria-invalid');
    dialog.showModal();
  };
}
