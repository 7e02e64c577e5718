/** Resend's documented HTTP API (POST https://api.resend.com/emails), usable from the edge. */
import type { Mailer } from './types';

export function createResendMailer(apiKey: string, from: string, fetchImpl: typeof fetch = fetch, apiUrl = 'https://api.resend.com'): Mailer {
  return {
    kind: 'resend',
    async send(mail) {
      const res = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html, reply_to: mail.replyTo, headers: mail.headers }),
      });
      if (!res.ok) throw new Error(`Resend answered ${res.status}`);
      return { id: ((await res.json()) as { id: string }).id };
    },
  };
}
