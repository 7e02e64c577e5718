/**
 * The apply trigger's contract, written once: any element carrying these attributes opens the page's
 * apply dialog (ApplyDialog.astro) for that job. Used by the job card (board and market pages) and the
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
 * clicked dispatches `apply:request` (bubbling, with the job); the page's <apply-dialog> listens for it.
 */
export const APPLY_REQUEST = 'apply:request';

export function requestApply(from: Element, job: ApplyTriggerJob): void {
  from.dispatchEvent(new CustomEvent<ApplyTriggerJob>(APPLY_REQUEST, { bubbles: true, detail: job }));
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
