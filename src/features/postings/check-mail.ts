/**
 * The mails of the daily pass, plain text: "Still open?" 14 days after the last confirmation,
 * the reminder 7 days before the end, and the staff notices (jobs paused after silence, an extension
 * asked for). Each links to the job's signed page, where buttons answer (a GET only shows the page).
 */
import type { UnansweredRow } from '~/domain/responsiveness';

/** An outbox mail's shape (src/server/ports/mail-outbox.ts), without importing the server. */
type OutboxMail = { kind: 'job-check' | 'staff-notice'; to: string; subject: string; text: string };

interface Job {
  jobId: string;
  title: string;
  employer: string;
  city: string;
  state: string;
  expiresAt: string | null;
  url: string | null;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' }) : 'its end date');

export function confirmMail(job: Job & { contactEmail: string }, link: string, product: string, silenceDays: number): OutboxMail {
  return {
    kind: 'job-check',
    to: job.contactEmail,
    subject: `Is "${job.title}" still open?`,
    text: `Hello from ${product},

Your listing "${job.title}" (${job.employer}, ${job.city}, ${job.state}) is on our board. Job seekers see when an employer last confirmed a job is open, so please tell us:

${link}

The page has two buttons: "Still open" and "Filled, close it". It also shows how the listing is doing.

If we do not hear from you within ${silenceDays} days, the listing is paused (taken off the board) until you answer.
`,
  };
}

export function expiryMail(job: Job & { contactEmail: string }, link: string, product: string, termDays: number): OutboxMail {
  return {
    kind: 'job-check',
    to: job.contactEmail,
    subject: `"${job.title}" ends on ${day(job.expiresAt)}`,
    text: `Hello from ${product},

Your listing "${job.title}" (${job.employer}, ${job.city}, ${job.state}) ends on ${day(job.expiresAt)}.

To keep it up for another ${termDays} days, ask for the extension on this page (our team confirms it with you, since extensions are bought). To take it down now, close it early there:

${link}
`,
  };
}

export function pausedNotice(jobs: Job[], staffEmail: string, siteUrl: string, silenceDays: number): OutboxMail {
  return {
    kind: 'staff-notice',
    to: staffEmail,
    subject: `${jobs.length} ${jobs.length === 1 ? 'listing' : 'listings'} paused: no answer to "Still open?"`,
    text: `These listings got no answer to "Still open?" within ${silenceDays} days and are paused (off the board). The employer's next answer brings each back.

${jobs.map((j) => `- #${j.jobId} ${j.title} (${j.employer}, ${j.city}, ${j.state}) ${siteUrl}/staff`).join('\n')}
`,
  };
}

/** To staff: applications their employers have left unanswered, by job (the site's figures show the silence). */
export function unansweredNotice(rows: UnansweredRow[], staffEmail: string, siteUrl: string, days: number): OutboxMail {
  const total = rows.reduce((sum, r) => sum + r.applications, 0);
  return {
    kind: 'staff-notice',
    to: staffEmail,
    subject: `${total} ${total === 1 ? 'application' : 'applications'} unanswered for ${days} days`,
    text: `These employers have not answered applications sent through the site within ${days} days. A nudge helps the applicants, and the job pages' "Usually answers within" figures show the silence.

${rows.map((r) => `- ${r.employer}: ${r.applications} on #${r.jobId} ${r.jobTitle} (oldest sent ${r.oldest.slice(0, 10)}) ${siteUrl}/staff`).join('\n')}
`,
  };
}

export function extensionNotice(job: { id: string; title: string; employer: string; expiresAt: string | null }, staffEmail: string): OutboxMail {
  return {
    kind: 'staff-notice',
    to: staffEmail,
    subject: `Extension asked for: #${job.id} ${job.title}`,
    text: `The employer of #${job.id} "${job.title}" (${job.employer}) asks for the 60-day extension. The listing ends on ${day(job.expiresAt)}.

Confirm the purchase with them, then extend it in the staff console.
`,
  };
}
