/** Resend's documented HTTP API (POST /emails, POST /emails/batch), usable from the edge. */
import { MailRateLimited, type Mail, type Mailer } from '../ports/mail';

/** Resend's batch endpoint takes at most this many mails per request. */
const RESEND_BATCH_MAX = 100;
/** Resend's documented default: 2 requests a second per team (more on request). */
const RESEND_REQUESTS_PER_SECOND = 2;

export function createResendMailer(apiKey: string, from: string, fetchImpl: typeof fetch = fetch, apiUrl = 'https://api.resend.com'): Mailer {
  const base = apiUrl.replace(/\/$/, '');
  const body = (mail: Mail) => ({
    from,
    to: [mail.to],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    reply_to: mail.replyTo,
    headers: mail.headers,
  });
  async function post(path: string, payload: unknown, idempotencyKey?: string): Promise<unknown> {
    const res = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey.slice(0, 256) } : {}),
      },
      body: JSON.stringify(payload),
      // A provider that accepts the connection and stalls gets 10 s, like an SMTP server.
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 429) throw new MailRateLimited('Resend answered 429', Number(res.headers.get('retry-after')) || 1);
    if (!res.ok) throw new Error(`Resend answered ${res.status}`);
    return res.json();
  }
  return {
    kind: 'resend',
    batchMax: RESEND_BATCH_MAX,
    requestsPerSecond: RESEND_REQUESTS_PER_SECOND,
    async send(mail) {
      return { id: ((await post('/emails', body(mail), mail.idempotencyKey)) as { id: string }).id };
    },
    async sendBatch(mails, idempotencyKey) {
      if (mails.length > RESEND_BATCH_MAX) throw new Error(`Resend takes at most ${RESEND_BATCH_MAX} mails per batch`);
      const answer = (await post('/emails/batch', mails.map(body), idempotencyKey)) as { data?: { id: string }[] };
      return { ids: (answer.data ?? []).map((d) => d.id) };
    },
  };
}
