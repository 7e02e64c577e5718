/**
 * The apply dialog's rules as pure functions (the dialog, ApplyDialog.tsx, only wires them to the
 * page): the message template, the resume checks with the spec's messages, and the mailto link.
 */
import { extensionOf, INVALID_TYPE, RESUME_MAX_BYTES, TOO_LARGE } from '~/domain/resume-file';

export interface ApplyTarget {
  jobId: string;
  jobTitle: string;
  employer: string;
  isPartner: boolean;
}

/**
 * The message a visitor starts from: it mentions a resume only while one is attached, and is signed with
 * the name once one is typed.
 */
export const template = (t: ApplyTarget, withResume: boolean, name = '') =>
  `Hello,\n\nI am interested in the ${t.jobTitle} position${t.isPartner ? '' : ` at ${t.employer}`} and would like to be considered. ${
    withResume ? 'I have attached my resume and would welcome the chance to talk.' : 'I would welcome the chance to talk.'
  }\n\nThank you,${name.trim() ? `\n${name.trim()}` : ''}`;

/** What is wrong with a chosen resume (the spec's type and size rules, with its messages), or null. */
export function resumeProblem(file: { name: string; size: number }): { title: string; description: string } | null {
  return !extensionOf(file.name) ? INVALID_TYPE : file.size > RESUME_MAX_BYTES ? TOO_LARGE : null;
}

export interface ApplicationInput {
  to: string;
  jobTitle: string;
  isPartner: boolean;
  name: string;
  email: string;
  message: string;
  resumeUrl?: string | null;
}

/** The application mail itself: the partner wording for our own jobs, the resume link when there is one. */
export interface ApplicationMail {
  to: string;
  subject: string;
  body: string;
}

export function applicationMail(input: ApplicationInput): ApplicationMail {
  const subject = input.isPartner ? `Interest in ${input.jobTitle} Position` : `Application for ${input.jobTitle} Position`;
  const body = `Name: ${input.name}\nEmail: ${input.email}\n\n${input.message}${input.resumeUrl ? `\n\nResume: ${input.resumeUrl}` : ''}\n`;
  return { to: input.to, subject, body };
}

/** The mailto link the dialog opens. */
export function applicationMailto(input: ApplicationInput): string {
  const { to, subject, body } = applicationMail(input);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The same mail as a compose window of the two webmails most applicants use, for a visitor whose device
 * has no mail program (a mailto then opens nothing, silently).
 */
export function webmailLinks({ to, subject, body }: ApplicationMail): { gmail: string; outlook: string } {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    gmail: `https://mail.google.com/mail/?${q({ view: 'cm', fs: '1', to, su: subject, body })}`,
    outlook: `https://outlook.live.com/mail/0/deeplink/compose?${q({ to, subject, body })}`,
  };
}
