/** The mails a report sends: staff told of it, the reporter's address confirmed, the reporter told the outcome. */
import { REASON_LABELS, type ReportView } from '~/domain/job-report';
import { OUTCOME_TEXT } from './report';

type OutboxMail = { kind: 'staff-notice' | 'report-confirmation' | 'report-outcome'; to: string; subject: string; text: string };

interface Filed {
  id: string;
  job: { id: string; title: string; employer: string; url: string };
  reason: ReportView['reason'];
  details: string | null;
  frozen: boolean;
  /** Sent when a reporter's confirmation froze the job (not when the report was filed). */
  confirmed?: boolean;
}

/** To the staff inbox: what was reported, and whether the job is now frozen. */
export function reportStaffNotice(to: string, siteUrl: string, r: Filed): OutboxMail {
  return {
    kind: 'staff-notice',
    to,
    subject: `${r.frozen ? 'Frozen after reports' : 'Job reported'}: ${r.job.title} at ${r.job.employer} (job ${r.job.id})`,
    text: `${r.confirmed ? 'A reporter confirmed their address, which froze' : 'A visitor reported'} job ${r.job.id}, ${r.job.title} at ${r.job.employer}.

Reason: ${REASON_LABELS[r.reason]}
${r.details ? `What they wrote:\n${r.details}\n` : ''}
${r.frozen ? 'The job is frozen: off the board until staff restore or close it.' : 'The job stays on the board until reporters on three different networks confirm their addresses within 7 days, or staff mark a report trusted.'}

Review it in the staff console's Reports tab: ${siteUrl}/staff
The job: ${siteUrl}${r.job.url}
`,
  };
}

/** To the address a reporter left: one link confirms it, and only then do they hear the outcome. */
export function reportConfirmationMail(to: string, confirmLink: string, jobTitle: string, product: string): OutboxMail {
  return {
    kind: 'report-confirmation',
    to,
    subject: `Confirm your address to hear about your report on ${product}`,
    text: `Thank you for reporting "${jobTitle}" on ${product}. Our staff will review the job.

To hear the outcome, confirm this address:

${confirmLink}

If you did not report a job, ignore this mail: without the confirmation we send nothing more.
`,
  };
}

/** To a confirmed reporter, once staff have decided. */
export function reportOutcomeMail(report: ReportView, siteUrl: string, product: string): OutboxMail {
  const outcome = report.outcome ?? 'dismissed';
  return {
    kind: 'report-outcome',
    to: report.email!,
    subject: `The job you reported on ${product}: ${report.jobTitle}`,
    text: `You reported "${report.jobTitle}" at ${report.employer} (${REASON_LABELS[report.reason]}).

${OUTCOME_TEXT[outcome]}
${outcome === 'closed' ? '' : `\nThe job: ${siteUrl}${report.jobUrl}\n`}
Thank you for helping keep the board honest.
`,
  };
}
