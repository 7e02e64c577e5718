/**
 * The apply trigger's contract, written once: any element carrying these attributes opens the page's
 * apply dialog (ApplyDialog.tsx) for that job. Used by the job card (board and market pages) and the
 * detail page's apply card, in React, spread as props.
 */
export interface ApplyTriggerJob {
  id: string;
  job_title: string;
  employer_name: string;
  partner: boolean;
}

export function applyTriggerAttributes(job: ApplyTriggerJob): Record<`data-${string}`, string> {
  return {
    'data-apply-trigger': '',
    'data-job-id': job.id,
    'data-job-title': job.job_title,
    'data-employer': job.employer_name,
    'data-partner': job.partner ? 'true' : 'false',
  };
}

/**
 * Components meet through events, not through each other's attributes: a component whose trigger is
 * clicked dispatches `apply:request` (bubbling, with the job); the page's apply dialog (ApplyDialog.tsx) listens for it.
 */
export const APPLY_REQUEST = 'apply:request';

/** Set on <html> while a request waits for the dialog: the dialog's island wakes on it (client:intent `when`). */
export const APPLY_PENDING = 'data-apply-pending';

declare global {
  interface Window {
    /** The latest apply request not yet answered (set by ApplyEarly.astro's head script too). */
    __applyPending?: ApplyTriggerJob | null;
  }
}

/**
 * Clicks on triggers are taken by ApplyEarly.astro's head script (before any module loads); this is the
 * same request for code. A request made before the dialog listens is kept (the latest) and answered when it does.
 */
export function requestApply(from: Element, job: ApplyTriggerJob): void {
  window.__applyPending = job;
  document.documentElement.setAttribute(APPLY_PENDING, '');
  from.dispatchEvent(new CustomEvent<ApplyTriggerJob>(APPLY_REQUEST, { bubbles: true, detail: job }));
}

function take(): ApplyTriggerJob | null {
  const job = window.__applyPending ?? null;
  window.__applyPending = null;
  document.documentElement.removeAttribute(APPLY_PENDING);
  return job;
}

/** The page's apply dialog listens here; it is handed a request made before it did. Returns the unsubscribe. */
export function listenForApply(open: (job: ApplyTriggerJob) => void): () => void {
  const onRequest = (event: Event) => {
    take();
    open((event as CustomEvent<ApplyTriggerJob>).detail);
  };
  document.addEventListener(APPLY_REQUEST, onRequest);
  const job = take();
  if (job) open(job);
  return () => document.removeEventListener(APPLY_REQUEST, onRequest);
}
