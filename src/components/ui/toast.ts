/**
 * Toasts without a framework: any island (or plain script) calls `toast({ title, description })`. The
 * drawing code (toast-render.ts) loads with the first toast a page shows, so a page that never toasts,
 * and every page until it does, carries none of it; toasts asked for meanwhile show in order.
 */
import type { ToastOptions } from './toast-render';

export type { ToastOptions } from './toast-render';

let render: Promise<typeof import('./toast-render')> | undefined;

/** Shows a toast; the function back dismisses it (also before it is drawn). */
export function toast(options: ToastOptions): () => void {
  let dismiss: (() => void) | null = null;
  let gone = false;
  void (render ??= import('./toast-render')).then((m) => {
    if (!gone) dismiss = m.showToast(options);
  });
  return () => {
    gone = true;
    dismiss?.();
  };
}
