/**
 * A form sent by script: the browser's own send prevented, its submit button disabled while `send` runs (a
 * double tap sends once), enabled again whatever happens.
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
}
