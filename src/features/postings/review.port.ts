/**
 * The review of postings (with the intake webhook's write), implemented once in SQL (job-review.store.ts);
 * the posting policies
 * themselves live in the database, and a refusal comes back as a PolicyRefusal naming the rule.
 */
import type { IntakeJob, JobAction, JobEdit, JobStatus } from '~/domain/job-lifecycle';
import type { StaffJobDetail, StaffJob } from './review-records';

// The records the port reads and writes are the staff API's own shapes, in the domain so the console's
// client code reads the same types.
/** The intake's answer, in the domain's terms (the webhook maps it to HTTP); `replay`: the first answer for this body. */
export type IntakeResult = { outcome: 'stored'; id: string; replay: boolean } | { outcome: 'refused'; error: string; rule: string; replay: boolean };

export type { JobEvent, StaffJob, StaffJobDetail } from './review-records';

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
