/**
 * The write port: what functions store, as the service role. Implemented once in SQL
 * (src/features/forms/writes.store.ts). Table and column names are fixed here, never taken from a request.
 */
import type { OutboxMail } from '~/server/ports/mail-outbox';

export type SubmissionTable = 'contact_messages' | 'employer_interest' | 'ccpa_requests';

export interface SubmissionResult {
  id: string;
  /** True when this idempotency key was seen before: nothing new was stored or queued. */
  replay: boolean;
}

export interface WriteStore {
  /**
   * Stores one form submission and queues the mails it owes (rendered from the new row's id) in the same
   * transaction, so a stored submission always has its mails queued. A key seen before returns the first
   * row's id and stores nothing.
   */
  submit(
    table: SubmissionTable,
    row: Record<string, string | null>,
    options: { idempotencyKey: string | null; mails: (id: string) => OutboxMail[] },
  ): Promise<SubmissionResult>;
  /**
   * Adds an active weekly_jobs subscription; 'duplicate' when the address already has an active one
   * (23505). An address that unsubscribed earlier is switched back on (same row) and counts as created.
   */
  subscribe(name: string, email: string): Promise<'created' | 'duplicate'>;
  /** Switches an address's weekly_jobs subscription off; false when it has none that is active. */
  unsubscribe(email: string): Promise<boolean>;
  /** Records an uploaded resume (table resume_uploads). */
  recordResume(row: {
    file_name: string;
    file_path: string;
    uploaded_by_email: string | null;
    job_id: string | null;
    company_name: string | null;
    file_size: number;
  }): Promise<void>;
  /** Uploads recorded since `since` (UTC midnight): how many, and their bytes. */
  resumeUsage(since: Date): Promise<{ count: number; bytes: number }>;
  /**
   * Takes one file of `bytes` from the day's budget if the day stays within `limit` (atomically: parallel
   * uploads cannot overshoot); false when it would not. `release` gives it back (a store that failed).
   */
  reserveResume(day: string, bytes: number, limit: { files: number; bytes: number }): Promise<boolean>;
  releaseResume(day: string, bytes: number): Promise<void>;
}

export const SUBMISSION_COLUMNS: Record<SubmissionTable, readonly string[]> = {
  contact_messages: ['name', 'email', 'user_type', 'message'],
  employer_interest: ['name', 'email', 'clinic_name', 'role'],
  ccpa_requests: ['name', 'email', 'request_type', 'description', 'verification_info'],
};
