/**
 * Toasts without a framework, drawn (toast.ts loads this with the first toast a page shows).
 * A polite live region is created lazily, so pages that never toast pay nothing and several islands on
 * one page share one stack. While a modal dialog is open the rest of the page is drawn under its backdrop
 * and is inert (out of the accessibility tree), so toasts then go to a region inside that dialog, and
 * move back to the page's region when it closes.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. */
  duration?: number;
}

/** At most this many at once: older ones give way (a phone has room for about three). */
const MAX_TOASTS = 3;

function topModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll('dialog')].filter((d) => d.open && d.matches(':modal')).pop();
}

function region(): { el: HTMLElement; fresh: boolean } {
  const modal = topModal();
  const host = modal ?? document.body;
  let el = host.querySelector<HTMLElement>(':scope > [data-toast-region]');
  const fresh = !el;
  if (!el) {
    el = document.createElement('div');
    el.setAttribute('data-toast-region', '');
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    // pointer-events: the region spans a corner of the screen; only the toasts themselves take taps. Over a
    // dialog it sits at the top: a dialog's actions are at its bottom, and a toast must not cover the
    // button it is about.
    el.className = `pointer-events-none fixed ${modal ? 'top-4' : 'bottom-4'} right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2`;
    host.appendChild(el);
    if (modal) {
      const inDialog = el;
      modal.addEventListener(
        'close',
        () => {
          inDialog.remove();
          const page = region().el;
          for (const t of [...inDialog.children]) page.appendChild(t);
        },
        { once: true },
      );
    }
  }
  return { el, fresh };
}

const styles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

/** Shows a toast; returns a function that dismisses it. */
export function showToast({ title, description, variant = 'default', duration = 5000 }: ToastOptions): () => void {
  const item = document.createElement('div');
  item.setAttribute('data-toast', variant);
  item.className = `pointer-events-auto rounded-lg border p-4 shadow-lg ${styles[variant]}`;
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  item.appendChild(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'mt-1 text-sm';
    body.textContent = description;
    item.appendChild(body);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sr-only focus:not-sr-only';
  close.textContent = 'Dismiss notification';
  item.appendChild(close);
  const dismiss = () => item.remove();
  close.addEventListener('click', dismiss);
  const { el: first, fresh } = region();
  const show = () => {
    // The dialog that held a fresh region may have closed in the meantime: then the page's region.
    const stack = first.isConnected ? first : region().el;
    // A success supersedes the errors before it (they described a state that is over).
    if (variant === 'success') for (const old of [...stack.querySelectorAll('[data-toast="destructive"]')]) old.remove();
    stack.appendChild(item);
    while (stack.children.length > MAX_TOASTS) stack.firstElementChild?.remove();
  };
  // Screen readers announce changes to a live region they already know: a region created just now gets
  // its first toast a moment later.
  if (fresh) setTimeout(show, 100);
  else show();
  if (duration > 0) setTimeout(dismiss, duration);
  return dismiss;
}
