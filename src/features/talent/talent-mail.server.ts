/** The mails open to offers sends: no address of either side until the clinician accepts. */
import { formatPay, type PayUnit } from '~/domain/pay';
import type { OutboxMail } from '~/server/ports/mail-outbox';

const pay = (min: number, max: number, unit: PayUnit) => formatPay(min, max, unit) ?? '';

/** To the clinician: a verified practice asks them to interview; the link answers (no address is shared yet). */
export function interviewRequestMail(
  to: string,
  r: { employer: string; job_title: string; pay_min: number; pay_max: number; pay_unit: PayUnit; message: string },
  link: string,
  product: string,
): OutboxMail {
  return {
    kind: 'interview-request',
    to,
    subject: `${r.employer} would like to interview you: ${r.job_title}`,
    text: `${r.employer}, a verified practice on ${product}, found your profile and asks you to interview for:

${r.job_title}
Pay: ${pay(r.pay_min, r.pay_max, r.pay_unit)}

Their message:
${r.message}

They do not know your name or address. Accept and you both get each other's contact; decline and they hear only that.
Answer here: ${link}

You can also answer, pause or delete your profile from My jobs on ${product}.
`,
  };
}

/** To both sides once the clinician accepts: each other's contact. */
export function acceptedMails(
  c: { clinician_email: string; name: string; phone: string | null; sender_email: string | null; employer: string; job_title: string },
  product: string,
): OutboxMail[] {
  const mails: OutboxMail[] = [
    {
      kind: 'interview-answer',
      to: c.clinician_email,
      subject: `You accepted ${c.employer}'s request: ${c.job_title}`,
      text: `You accepted ${c.employer}'s request to interview for ${c.job_title}.

Their contact: ${c.sender_email ?? 'the practice will write to you'}
They now have your name, ${c.clinician_email}${c.phone ? ` and ${c.phone}` : ''}.

${product}
`,
    },
  ];
  if (c.sender_email)
    mails.push({
      kind: 'interview-answer',
      to: c.sender_email,
      subject: `${c.name} accepted your request: ${c.job_title}`,
      text: `${c.name} accepted your request to interview for ${c.job_title}.

Their contact: ${c.clinician_email}${c.phone ? `, ${c.phone}` : ''}

${product}
`,
    });
  return mails;
}

/** To the practice's sender when the clinician declines: only that. */
export function declinedMail(to: string, jobTitle: string, product: string): OutboxMail {
  return {
    kind: 'interview-answer',
    to,
    subject: `A clinician declined your request: ${jobTitle}`,
    text: `A clinician you asked to interview for ${jobTitle} declined. Their profile stays private.\n\n${product}\n`,
  };
}

/** To the clinician: today's jobs that fit their profile (at most one such mail a day), with one-click unsubscribe (RFC 8058). */
export function matchesMail(
  to: string,
  jobs: { title: string; employer: string; city: string; state: string; url: string; pay: string | null }[],
  unsubscribeUrl: string,
  product: string,
): OutboxMail {
  return {
    kind: 'talent-matches',
    to,
    subject: jobs.length === 1 ? `A new job fits your profile: ${jobs[0]!.title}` : `${jobs.length} new jobs fit your profile`,
    text: `New on ${product}, fitting your profile (role, place, pay):

${jobs.map((j) => `${j.title} at ${j.employer}, ${j.city}, ${j.state}${j.pay ? ` (${j.pay})` : ''}\n${j.url}`).join('\n\n')}

At most one such mail a day. Stop them: ${unsubscribeUrl}
`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
