/**
 * What the review store reads and the staff API answers: a job in the review queue, its log, and the
 * answer that adds the rules' state. Types only, so the
 * console's client code and the server share them without a schema library or a server module.
 */
import type { PublicJob } from '~/domain/job';
import type { CloseReason, JobAction, JobStatus } from '~/domain/job-status';

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

/** GET/PATCH/POST /api/staff/jobs/{id}: the job with the rules' state the editor shows and the actions its status allows. */
export interface StaffJobAnswer extends StaffJobDetail {
  rules: { editsLeft: number; daysLeft: number | null; postingsToday: number; postingsLeftToday: number };
  actions: JobAction[];
  /** The job as its page will show it (the fields a visitor reads), or null when they do not yet make a page. */
  preview: PublicJob | null;
}
