/**
 * The staff port (issue 29): the review queue, a job with its log, edits and lifecycle actions, employers,
 * the submissions staff answer, and the intake webhook's write. Implemented once in SQL
 * (src/server/store/staff.ts); the posting policies themselves live in the database, and a refusal comes
 * back as a PolicyRefusal naming the rule.
 */
import type { CloseReason, IntakeJob, JobAction, JobEdit, JobStatus, SubmissionKind } from '~/domain/job-lifecycle';

/** A write the posting policies refused: `rule` is the database rule's name, `message` says what to do. */
export class PolicyRefusal extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(message);
    this.name = 'PolicyRefusal';
  }
}

export interface StaffJob {
  id: string;
  job_title: string;
  employer_name: string;
  employer_id: string;
  legal_entity: string;
  employer_verified: boolean;
  city: string;
  state: string;
  status: JobStatus;
  close_reason: CloseReason | null;
  go_live_at: string | null;
  live_since: string | null;
  expires_at: string | null;
  extensions: number;
  edit_count: number;
  paused_at: string | null;
  created_at: string;
  updated_at: string;
  /** New postings (created or relisted) of this job's legal entity today, Pacific Time. */
  entity_postings_today: number;
}

export interface JobEvent {
  id: string;
  at: string;
  actor: string;
  action: string;
  note: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface StaffJobDetail {
  job: StaffJob;
  /** Every column of the row (content included), for the editor. */
  fields: Record<string, unknown>;
  events: JobEvent[];
}

export interface Employer {
  id: string;
  name: string;
  legal_entity: string;
  license_number: string | null;
  license_state: string | null;
  verified_by: string | null;
  verified_at: string | null;
  created_at: string;
  jobs: number;
}

export interface Submission {
  id: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  /** The form's own fields (message, clinic, request type...). */
  details: Record<string, string | null>;
  created_at: string;
  answered_at: string | null;
  answered_by: string | null;
  acknowledged_at: string | null;
  extended_at: string | null;
}

export type SubmissionAction = 'answered' | 'acknowledged' | 'extended';

export interface StaffStore {
  /** Moves listings on with time (scheduled to live, live to expired); how many moved. */
  advance(): Promise<number>;
  listJobs(filter: { status?: JobStatus; limit?: number }): Promise<StaffJob[]>;
  getJob(id: string): Promise<StaffJobDetail | null>;
  /** Null when there is no such job. Throws PolicyRefusal when a rule says no. */
  editJob(id: string, edit: JobEdit, actor: string): Promise<StaffJobDetail | null>;
  act(
    id: string,
    action: JobAction,
    options: { actor: string; note?: string; reason?: 'filled' | 'withdrawn'; goLiveAt?: string },
  ): Promise<StaffJobDetail | null>;
  /**
   * The intake webhook: the job pending review, or the first answer for this body within 24 hours.
   * `answer` is what to send back (202 with the id, or the refusal the first delivery got).
   */
  intake(job: IntakeJob, bodyHash: string): Promise<{ status: number; answer: Record<string, unknown>; replay: boolean }>;
  listEmployers(): Promise<Employer[]>;
  /** Throws PolicyRefusal for a duplicate (same legal entity and name). */
  createEmployer(e: { name: string; legal_entity: string; license_number?: string | null; license_state?: string | null }): Promise<Employer>;
  verifyEmployer(id: string, licence: { license_number: string; license_state: string }, actor: string): Promise<Employer | null>;
  listSubmissions(kind: SubmissionKind, limit?: number): Promise<Submission[]>;
  /** One submission by id; null when there is none. */
  getSubmission(kind: SubmissionKind, id: string): Promise<Submission | null>;
  /** Marks a submission; null when there is none (or the action does not apply to it). */
  markSubmission(kind: SubmissionKind, id: string, action: SubmissionAction, actor: string): Promise<Submission | null>;
}
