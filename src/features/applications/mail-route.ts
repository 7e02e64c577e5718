/**
 * The apply dialog's second way, the spec's: the application as a mail in the visitor's own mail program
 * (a mailto link), to the job's address (staff for a recruiting-partner job). Loaded as the dialog opens,
 * not with the page: most visitors send through the site.
 */
import { hasStoredSession } from '~/features/auth/session';
import type { AuthConfig } from '~/features/auth/auth-config';
import { callApi } from '~/lib/api';

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

/** A signed-in user reads the address under their own session; everyone else asks the rate-limited function. */
async function applyAddressFor(auth: AuthConfig, jobId: string): Promise<string> {
  if (hasStoredSession()) {
    const { signedInApplyAddress } = await import('~/features/auth/signed-in.client');
    const own = await signedInApplyAddress(auth, jobId).catch(() => null);
    if (own) return own;
  }
  const result = await callApi<{ email: string }>(`/api/jobs/${encodeURIComponent(jobId)}/apply-address`);
  if (!result.ok) throw new Error(result.message);
  return result.body.email;
}

/** Opens the visitor's mail program with the application; the mail it holds, for the panel to copy from. */
export async function openMailProgram(
  job: { jobId: string; jobTitle: string; isPartner: boolean },
  from: { name: string; email: string; message: string; resumeUrl: string },
  ways: { auth: AuthConfig; staffEmail: string },
): Promise<ApplicationMail> {
  const to = job.isPartner ? ways.staffEmail : await applyAddressFor(ways.auth, job.jobId);
  const input = { to, jobTitle: job.jobTitle, isPartner: job.isPartner, ...from };
  const link = document.createElement('a');
  link.href = applicationMailto(input);
  link.click();
  return applicationMail(input);
}
