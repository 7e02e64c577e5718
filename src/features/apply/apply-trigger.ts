/**
 * The apply trigger's contract, written once: any element carrying these attributes opens the page's
 * apply dialog (ApplyDialog.tsx) for that job. Used by the job card (board and market pages) and the
 * detail page's apply card, in React (spread as props) and in Astro (spread as attributes) alike.
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

// The dialog is an island hydrated when the browser is idle, or on /jobs by this very request (client:intent
// wakes it on the event): a request made before it listens is kept
// (the latest one) and answered when it does. One module instance per page (a shared chunk).
let listening = 0;
let pending: ApplyTriggerJob | null = null;

export function requestApply(from: Element, job: ApplyTriggerJob): void {
  if (!listening) pending = job;
  from.dispatchEvent(new CustomEvent<ApplyTriggerJob>(APPLY_REQUEST, { bubbles: true, detail: job }));
}

/** The page's apply dialog listens here; it is handed a request made before it did. Returns the unsubscribe. */
export function listenForApply(open: (job: ApplyTriggerJob) => void): () => void {
  const onRequest = (event: Event) => open((event as CustomEvent<ApplyTriggerJob>).detail);
  document.addEventListener(APPLY_REQUEST, onRequest);
  listening++;
  if (pending) {
    const job = pending;
    pending = null;
    open(job);
  }
  return () => {
    listening--;
    document.removeEventListener(APPLY_REQUEST, onRequest);
  };
}

/** The job an apply trigger (the attributes above) describes. */
export function jobFromTrigger(el: HTMLElement): ApplyTriggerJob {
  const { jobId = '', jobTitle = '', employer = '', partner } = el.dataset;
  return { id: jobId, job_title: jobTitle, employer_name: employer, partner: partner === 'true' };
}

/**
 * Turns plain clicks on the apply triggers inside `root` (a component's own markup) into apply requests.
 * A modified click on a link keeps its meaning (a new tab on the detail page).
 */
export function handleApplyClicks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-apply-trigger]');
    const mouse = event as MouseEvent;
    if (!trigger || !root.contains(trigger) || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey) return;
    event.preventDefault();
    requestApply(trigger, jobFromTrigger(trigger));
  });
}
