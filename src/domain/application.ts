/**
 * Applications through the site: the statuses an employer can give, the words each shows, and
 * the relay's request body. Shared by the functions, the store and the pages.
 */
import { z } from 'zod';
import { emailAddress } from './forms';
import { multiLine, singleLine } from './text';

/** Applications and their resumes are deleted this many days after the job ends (the privacy policy says so). */
export const KEEP_APPLICATIONS_DAYS = 180;

export { EMPLOYER_STATUSES, STATUS_LABELS, shownStatus, type ApplicationStatus, type EmployerStatus } from './application-status';

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
