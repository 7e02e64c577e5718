/**
 * A form sent by script: the browser's own send prevented, its submit button disabled while `send` runs (a
 * double tap sends once), enabled again whatever happens. A form marked `data-early-tap` that was sent before
 * this ran (EarlyTap.astro held it, `data-queued`) is sent now, never as the browser's own GET with its fields in
 * the address.
 */
export function onSubmit(form: HTMLFormElement, send: (data: FormData) => Promise<void>): void {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return;
    if (button) button.disabled = true;
    try {
      await send(new FormData(form));
    } finally {
      if (button) button.disabled = false;
    }
  });
  if (form.dataset.queued) {
    delete form.dataset.queued;
    form.querySelectorAll('button').forEach((b) => (b.disabled = false));
    form.requestSubmit();
  }
}
