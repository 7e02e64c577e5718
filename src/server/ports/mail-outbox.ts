/** The durable mail outbox's port (adapter: src/server/store/mail-outbox.store.ts). */
import type { Mail, Mailer } from './mail';

export type OutboxKind =
  | 'staff-notice'
  | 'ccpa-acknowledgement'
  | 'alert-confirmation'
  | 'saved-jobs'
  | 'job-check'
  | 'application'
  | 'application-receipt'
  | 'application-status'
  | 'applications-link'
  | 'alerts-link'
  | 'report-confirmation'
  | 'report-outcome'
  | 'interview-request'
  | 'interview-answer'
  | 'talent-matches';
export interface OutboxMail extends Mail {
  kind: OutboxKind;
}

export interface DrainReport {
  sent: number;
  failed: number;
  /** Mails that have used every attempt and wait for staff (all of them, not only this drain's). */
  dead: number;
  /** Mails still waiting for a later attempt. */
  pending: number;
}

export interface MailOutbox {
  drain(mailer: Mailer, options?: { now?: Date; limit?: number }): Promise<DrainReport>;
  /** Queues mails on their own (not with a submission); the caller drains after answering. */
  enqueue(mails: readonly OutboxMail[]): Promise<void>;
}
