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
