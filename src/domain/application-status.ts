/**
 * An application's statuses and the words each shows, without a schema library: the employer's account
 * (a browser island) reads them, and zod stays out of the pages' shared chunk. Pure.
 */

/** What the employer answers on the status page ('sent' until then). */
export const EMPLOYER_STATUSES = ['reviewed', 'moving_forward', 'not_selected'] as const;
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];
export type ApplicationStatus = 'sent' | EmployerStatus;

export const STATUS_LABELS: Record<ApplicationStatus | 'viewed', string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  reviewed: 'Reviewed',
  moving_forward: 'Moving forward',
  not_selected: 'Not selected',
};

/** What the applicant sees: the employer's answer, else "Viewed" once the resume was opened, else "Sent". */
export function shownStatus(app: { status: ApplicationStatus; viewedAt: string | null }): string {
  return STATUS_LABELS[app.status === 'sent' && app.viewedAt ? 'viewed' : app.status];
}
