/**
 * The staff side's ports, one per capability: the review of jobs (with the intake webhook's write),
 * employers, the submissions staff answer, and signed-in sessions. Each is implemented once in SQL
 * (src/features/staff/job-review.store.ts, employers.store.ts, submissions.store.ts, sessions.store.ts); the posting policies
 * themselves live in the database, and a refusal comes back as a PolicyRefusal naming the rule.
 */
import type { IntakeJob, JobAction, JobEdit, JobStatus, SubmissionKind } from '~/domain/job-lifecycle';
import type { Employer, StaffJob, StaffJobDetail, Submission, SubmissionAction } from './staff-records';

// The records the port reads and writes are the staff API's own shapes, in the domain so the console's
// client code reads the same types.
/** The intake's answer, in the domain's terms (the webhook maps it to HTTP); `replay`: the first answer for this body. */
export type IntakeResult = { outcome: 'stored'; id: string; replay: boolean } | { outcome: 'refused'; error: string; rule: string; replay: boolean };

export type { Employer, JobEvent, StaffJob, StaffJobDetail, Submission, SubmissionAction } from './staff-records';

export interface JobReviewStore {
  /** Moves listings on with time (scheduled to live, live to expired); how many moved. */
  advance(): Promise<number>;
  /** Newest first. `q`: a job's id, or words in its title, employer, legal entity or city (case-insensitive). */
  listJobs(filter: { status?: JobStatus; limit?: number; q?: string }): Promise<StaffJob[]>;
  getJob(id: string): Promise<StaffJobDetail | null>;
  /** Null when there is no such job. Throws PolicyRefusal when a rule says no. */
  editJob(id: string, edit: JobEdit, actor: string): Promise<StaffJobDetail | null>;
  act(
    id: string,
    action: JobAction,
    options: { actor: string; note?: string; reason?: 'filled' | 'withdrawn'; goLiveAt?: string },
  ): Promise<StaffJobDetail | null>;
  /**
   * The intake webhook: the job pending review, or the first answer for this body within 24 hours (the
   * refusal the first delivery got, or its id).
   */
  intake(job: IntakeJob, bodyHash: string): Promise<IntakeResult>;
}

export interface SessionStore {
  /** Whether a signed-in session still stands (signing out ends it, before its tokens expire). */
  sessionLive(sessionId: string): Promise<boolean>;
}

export interface EmployerStore {
  listEmployers(): Promise<Employer[]>;
  /** Throws PolicyRefusal for a duplicate (same legal entity and name). */
  createEmployer(e: { name: string; legal_entity: string; license_number?: string | null; license_state?: string | null }): Promise<Employer>;
  verifyEmployer(id: string, licence: { license_number: string; license_state: string }, actor: string): Promise<Employer | null>;
  /**
   * Moves an unverified employer's postings to another employer and removes the unverified record (a
   * posting typed under a verified employer's name lands apart until staff say it is theirs). Null when
   * either is missing or `from` is verified; the posting rules (one brand, duplicates) refuse by name.
   */
  mergeEmployer(from: string, into: string, actor: string): Promise<{ employer: Employer; moved: number } | null>;
}

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
