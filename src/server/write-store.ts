/**
 * The write port: what functions store, with the service role. Two adapters (PGlite, Supabase).
 * Table and column names are fixed here, never taken from a request.
 */
export type SubmissionTable = 'contact_messages' | 'employer_interest' | 'ccpa_requests';

export interface WriteStore {
  /** Stores one form submission; returns its id. */
  insertSubmission(table: SubmissionTable, row: Record<string, string | null>): Promise<string>;
  /**
   * Adds an active weekly_jobs subscription; 'duplicate' when the address already has an active one
   * (23505). An address that unsubscribed earlier is switched back on (same row) and counts as created.
   */
  subscribe(name: string, email: string): Promise<'created' | 'duplicate'>;
  /** Every active weekly_jobs subscriber, for the weekly digest. */
  activeSubscribers(): Promise<Subscriber[]>;
  /** Switches an address's weekly_jobs subscription off; false when it has none that is active. */
  unsubscribe(email: string): Promise<boolean>;
  /** Records an uploaded resume (table resume_uploads). */
  recordResume(row: { file_name: string; file_path: string; uploaded_by_email: string | null; job_id: string | null; company_name: string | null }): Promise<void>;
}

export interface Subscriber {
  name: string;
  email: string;
}

export const SUBMISSION_COLUMNS: Record<SubmissionTable, readonly string[]> = {
  contact_messages: ['name', 'email', 'user_type', 'message'],
  employer_interest: ['name', 'email', 'clinic_name', 'role'],
  ccpa_requests: ['name', 'email', 'request_type', 'description', 'verification_info'],
};
