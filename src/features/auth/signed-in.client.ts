/**
 * What signed-in users get on detail pages, loaded (with supabase-js) only when a session is stored:
 * the job's contact card, and the apply address read under their own session.
 */
import type { AuthConfig } from './auth-config';
import { applyAddress, fetchJobContact, type JobContact } from './job-contact';
import { authClient } from './session';

const contacts = new Map<string, Promise<JobContact | null>>();

function contactFor(config: AuthConfig, jobId: string): Promise<JobContact | null> {
  let c = contacts.get(jobId);
  if (!c) {
    c = authClient(config)
      .then((supabase) => fetchJobContact(supabase, jobId))
      .catch(() => null);
    contacts.set(jobId, c);
  }
  return c;
}

/** Fills and shows the contact card when the session can read this job's contact columns. */
export async function showContactCard(card: HTMLElement, config: AuthConfig): Promise<void> {
  const contact = await contactFor(config, card.dataset.jobId ?? '');
  if (!contact) return;
  const fields: [string, string | null, (v: string) => string][] = [
    ['name', contact.contact_name, () => ''],
    ['email', contact.contact_email, (v) => `mailto:${v}`],
    ['phone', contact.contact_phone ?? contact.phone_number, (v) => `tel:${v.replace(/[^\d+]/g, '')}`],
  ];
  let shown = 0;
  for (const [key, value, href] of fields) {
    const row = card.querySelector<HTMLElement>(`[data-contact-${key}]`);
    const out = row?.querySelector<HTMLElement>('dd');
    if (!row || !out || !value?.trim()) continue;
    const link = href(value);
    if (link) {
      const a = document.createElement('a');
      a.href = link;
      a.className = 'font-semibold text-brand-700 underline';
      a.textContent = value;
      out.replaceChildren(a);
    } else out.textContent = value;
    row.hidden = false;
    shown++;
  }
  if (shown) card.hidden = false;
}

/** The application address from the signed-in user's own read; null to fall back to the apply-address function. */
export async function signedInApplyAddress(config: AuthConfig, jobId: string): Promise<string | null> {
  return applyAddress(await contactFor(config, jobId));
}
