/** The subscribe card's submit: checks, the request, and the spec's toasts (loaded on the first submit). */
import { toast } from '~/components/ui/toast';
import { postJson } from '~/lib/api';

export async function submitSubscribe(card: HTMLElement, form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button')!;
  const emailInput = form.elements.namedItem('email') as HTMLInputElement;
  if (button.disabled) return;
  const data = new FormData(form);
  const name = String(data.get('name') ?? '').trim();
  const email = String(data.get('email') ?? '')
    .trim()
    .toLowerCase();
  if (!name || !email) {
    toast({ title: 'Missing Information', description: 'Please enter both your name and email address.', variant: 'destructive' });
    return;
  }
  // The browser's email rule first (the function checks again with the domain's); the field's own message.
  if (!emailInput.checkValidity()) {
    emailInput.setAttribute('aria-invalid', 'true');
    emailInput.focus();
    toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
    return;
  }
  button.disabled = true;
  button.textContent = 'Subscribing...';
  const result = await postJson('/api/subscribe', { name, email });
  button.disabled = false;
  button.textContent = 'Subscribe';
  if (result.ok) {
    toast({ title: 'Success!', description: "You've been subscribed to weekly PT job updates.", variant: 'success' });
    card.querySelector<HTMLElement>('[data-subscribe-form-wrap]')!.hidden = true;
    card.querySelector<HTMLElement>('[data-subscribe-done]')!.hidden = false;
  } else if (result.status === 409) {
    // The spec's message, and what happened to a confirmation this address never used.
    const said = (result.body as { confirmation?: unknown } | null | undefined)?.confirmation;
    const confirmation = typeof said === 'string' ? ` ${said}` : '';
    toast({ title: 'Already Subscribed', description: `This email is already subscribed to our weekly job updates.${confirmation}` });
  } else if (result.status === 400) {
    toast({ title: 'Invalid Email', description: result.message, variant: 'destructive' });
  } else {
    // 429 and an unreachable server say so; any other failure is the spec's message.
    const description = result.status === 429 || result.status === 0 ? result.message : 'Failed to subscribe. Please try again later.';
    toast({ title: 'Error', description, variant: 'destructive' });
  }
}
