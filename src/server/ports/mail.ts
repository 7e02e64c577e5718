/** The mail port: one message, and a transport that sends it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * Makes a retried send of this mail a no-op where the transport can: Resend's Idempotency-Key (kept 24
   * hours), the outbox's file name, SMTP's Message-ID (which receivers use to drop duplicates).
   */
  idempotencyKey?: string;
}

export interface Mailer {
  kind: 'outbox' | 'smtp' | 'resend';
  send(mail: Mail): Promise<{ id: string }>;
  /** Several mails in one request, all or none, where the provider has a batch endpoint (Resend: up to 100). */
  sendBatch?(mails: readonly Mail[], idempotencyKey: string): Promise<{ ids: string[] }>;
  /** The most mails one `sendBatch` takes (capabilities of the transport, so callers name no adapter). */
  batchMax?: number;
  /** The provider's documented request rate, which senders keep to; unset: no limit. */
  requestsPerSecond?: number;
}

/** A provider's refusal that says when to try again (HTTP 429's Retry-After), for the sender's backoff. */
export class MailRateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
