/** The submissions staff answer, and a CCPA delete beyond applications. Implemented once in SQL (submissions.store.ts). */
import type { SubmissionKind } from '~/domain/job-status';
import type { Submission, SubmissionAction } from './submission-records';

export type { Submission, SubmissionAction } from './submission-records';

export interface SubmissionStore {
  listSubmissions(kind: SubmissionKind, limit?: number): Promise<Submission[]>;
  /** One submission by id; null when there is none. */
  getSubmission(kind: SubmissionKind, id: string): Promise<Submission | null>;
  /** Marks a submission; null when there is none (or the action does not apply to it). */
  markSubmission(kind: SubmissionKind, id: string, action: SubmissionAction, actor: string): Promise<Submission | null>;
  /**
   * A CCPA delete, beyond applications and resumes (ApplicationStore.erase): the address's job alerts
   * (and their deliveries), newsletter subscriptions, contact and employer messages, its address on reports
   * (the reports stay, anonymous: they are about a job), and every mail to it in the outbox. How many of each.
   */
  erasePerson(email: string): Promise<PersonErased>;
}

export interface PersonErased {
  alerts: number;
  subscriptions: number;
  messages: number;
  reports: number;
  mails: number;
}
