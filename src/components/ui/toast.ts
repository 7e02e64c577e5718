/**
 * Toasts without a framework: any island (or plain script) calls `toast({ title, description })`.
 * A single polite live region is created lazily in <body>, so pages that never toast pay nothing
 * and several React islands on one page share one stack.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. */
  duration?: number;
}

const REGION_ID = 'toast-region';

function region(): HTMLElement {
  let el = document.getElementById(REGION_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = REGION_ID;
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.className = 'fixed bottom-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2';
    document.body.appendChild(el);
  }
  return el;
}

const styles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

/** Shows a toast; returns a function that dismisses it. */
export function toast({ title, description, variant = 'default', duration = 5000 }: ToastOptions): () => void {
  const item = document.createElement('div');
  item.setAttribute('data-toast', variant);
  item.className = `rounded-lg border p-4 shadow-lg ${styles[variant]}`;
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
  region().appendChild(item);
  if (duration > 0) setTimeout(dismiss, duration);
  return dismiss;
}
