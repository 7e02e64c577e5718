/**
 * Applications through the site: the statuses an employer can give, the words each shows, and
 * the relay's request body. Shared by the functions, the store and the pages.
 */
import { z } from 'zod';
import { emailAddress } from './forms';
import { multiLine, singleLine } from './text';

/** Applications and their resumes are deleted this many days after the job ends (the privacy policy says so). */
export const KEEP_APPLICATIONS_DAYS = 180;

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

/** The relay's body (POST /api/applications); the resume is the upload's link token, when one was sent. */
export const applicationBody = z
  .object({
    jobId: z.string({ error: 'is required' }).regex(/^\d{1,18}$/, 'must be a job id'),
    name: singleLine(200),
    email: emailAddress,
    message: multiLine(5000),
    resume: z
      .string()
      .max(1000)
      .regex(/^[\w-]+\.[\w-]+$/, 'must be the link the resume upload answered')
      .optional(),
  })
  .strict();
