/** The report form's request and what its filer is told of the outcome. Pure; the browser may import it. */
import { z } from 'zod';
import { emailAddress } from '~/domain/forms';
import { DETAILS_MAX, REPORT_REASONS, type ReportOutcome, type ReportReason } from '~/domain/job-report';
import { optionalText } from '~/domain/text';

const reasons = REPORT_REASONS.map(([value]) => value) as [ReportReason, ...ReportReason[]];

/** The body of POST /api/reports: an empty optional field is no value; "Something else" needs words. */
export const reportBody = z
  .object({
    jobId: z.string().regex(/^\d{1,18}$/, 'must be a job id'),
    reason: z.enum(reasons, { error: 'Please choose what is wrong' }),
    details: optionalText(DETAILS_MAX, 'multi'),
    email: z
      .union([z.literal(''), emailAddress])
      .optional()
      .transform((e) => e || null),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.reason === 'other' && !r.details) ctx.addIssue({ code: 'custom', path: ['details'], message: 'Please say what is wrong' });
  });

export const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  restored: 'Our staff reviewed the job and found it meets our rules, so it is back on the board.',
  closed: 'Our staff reviewed the job and closed it: it is no longer on the board.',
  dismissed: 'Our staff reviewed the job and found it meets our rules, so it stays on the board.',
};
