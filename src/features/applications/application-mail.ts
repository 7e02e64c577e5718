/**
 * The mails of an application through the site, plain text. The employer's carries the
 * application (Reply-To: the applicant), the resume link and the status page; the applicant's never
 * carry the employer's address: the receipt, each status change and the "My applications" link. Those go to
 * an address nobody has confirmed, so they carry nothing the applicant typed (not the name, not the
 * message): only the job, the employer and the site.
 */
import { STATUS_LABELS, type EmployerStatus } from '~/domain/application';

/** An outbox mail's shape (src/server/ports/mail-outbox.ts), without importing the server. */
type Kind = 'application' | 'application-receipt' | 'application-status' | 'applications-link';
type OutboxMail = { kind: Kind; to: string; subject: string; text: string; replyTo?: string };

export interface RelayJob {
  title: string;
  employer: string;
  /** The job's page, absolute. */
  url: string;
  partner: boolean;
}
export interface Applicant {
  name: string;
  email: string;
  message: string;
  /** The site's counted resume link, when a resume was sent. */
  resumeUrl: string | null;
}

/** To the job's application address (staff for a partner job): the spec's subject, Reply-To the applicant. */
export function employerMail(to: string, job: RelayJob, a: Applicant, statusLink: string, product: string): OutboxMail {
  return {
    kind: 'application',
    to,
    replyTo: a.email,
    subject: job.partner ? `Interest in ${job.title} Position` : `Application for ${job.title} Position`,
    text: `Name: ${a.name}
Email: ${a.email}

${a.message}
${a.resumeUrl ? `\nResume: ${a.resumeUrl}\n` : ''}
--
Sent through ${product} for your listing "${job.title}" (${job.url}). Reply to this mail to answer ${a.name} directly; ${product} never shows the applicant your address.

Let ${a.name} know where the application stands (Reviewed, Moving forward or Not selected):
${statusLink}
`,
  };
}

export function receiptMail(job: RelayJob, a: Pick<Applicant, 'email' | 'resumeUrl'>, mineLink: string, product: string): OutboxMail {
  return {
    kind: 'application-receipt',
    to: a.email,
    subject: `Your application for ${job.title} was sent`,
    // No name: the address is not confirmed, and a stranger's typed words must not reach its inbox.
    text: `Hello,

${product} sent your application for "${job.title}" at ${job.employer} (${job.url})${a.resumeUrl ? ', with your resume' : ''}. The employer replies to this address.

You will see here when the employer opens your resume and any answer they give (Reviewed, Moving forward, Not selected):
${mineLink}

If you did not apply, ignore this mail.
`,
  };
}

export function statusMail(job: Pick<RelayJob, 'title' | 'employer'>, to: string, status: EmployerStatus, mineLink: string, product: string): OutboxMail {
  const label = STATUS_LABELS[status];
  return {
    kind: 'application-status',
    to,
    subject: `Your application for ${job.title}: ${label}`,
    text: `Hello,

${job.employer} marked your application for "${job.title}" as: ${label}.

All your applications through ${product}:
${mineLink}
`,
  };
}

export function mineMail(to: string, mineLink: string, product: string): OutboxMail {
  return {
    kind: 'applications-link',
    to,
    subject: `Your applications on ${product}`,
    text: `Here is the link to the applications you sent through ${product}, with where each stands:

${mineLink}

Anyone with this link can see the list, so keep it to yourself. If you did not ask for it, ignore this mail.
`,
  };
}
