/** The mails a report sends: staff told of it, the reporter's address confirmed, the reporter told the outcome. */
import { REASON_LABELS, type ReportView } from '~/domain/job-report';
import { OUTCOME_TEXT } from './report';

type OutboxMail = { kind: 'staff-notice' | 'report-confirmation' | 'report-outcome' | 'job-check'; to: string; subject: string; text: string };

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

/**
 * To the employer, when reports take their listing off the board and when staff put it back: they hear
 * of both, with the job's own page (where its figures and answers are).
 */
export function employerFreezeMail(
  job: { title: string; employer: string; city: string; state: string; to: string },
  what: 'frozen' | 'restored',
  ownerLink: string,
  product: string,
): OutboxMail {
  const named = `"${job.title}" (${job.employer}, ${job.city}, ${job.state})`;
  return {
    kind: 'job-check',
    to: job.to,
    subject: what === 'frozen' ? `"${job.title}" is off the board while we review reports` : `"${job.title}" is back on the board`,
    text:
      what === 'frozen'
        ? `Hello from ${product},

Visitors reported your listing ${named}, so it is off the board and takes no applications while our staff review the reports. Nothing is needed from you; if something in the listing is wrong, reply to this mail and tell us.

We will write again when it is decided. Your listing's page:

${ownerLink}
`
        : `Hello from ${product},

Our staff reviewed the reports about your listing ${named}: it meets the rules and is back on the board, taking applications again.

Your listing's page:

${ownerLink}
`,
  };
}
