/** Applications through the site: the store's port (adapter: src/features/applications/applications.store.ts). */
import type { ApplicationStatus, EmployerStatus } from '~/domain/application';
import type { UnansweredRow } from '~/domain/responsiveness';
import type { OutboxMail } from '~/server/ports/mail-outbox';

export interface NewApplication {
  jobId: string;
  name: string;
  email: string;
  /** The folded inbox (rate-limit.ts recipientKey): what "My applications" lists by. */
  inboxKey: string;
  message: string;
  resumePath: string | null;
  idempotencyKey: string | null;
}

/** An application with its job, as its pages and mails show it. */
export interface ApplicationView {
  id: string;
  jobId: string;
  jobTitle: string;
  employer: string;
  /** The job's path on the site (/jobs/{slug} or /job/{id}). */
  jobUrl: string;
  name: string;
  email: string;
  status: ApplicationStatus;
  statusAt: string | null;
  viewedAt: string | null;
  /** When the employer marked it spam (never counted in its figures). */
  spamAt: string | null;
  createdAt: string;
  /** What the applicant wrote, and the stored resume's name when they sent one: for the employer's pages only. */
  message: string;
  resumePath: string | null;
}

export interface ApplicationStore {
  /**
   * Stores the application and queues its mails (made from the new id) in one transaction. A repeated
   * idempotency key stores and queues nothing and answers the first application's id (`replay`); so does a
   * second application from the same inbox to the same job, with the first one's time (`already`).
   */
  submit(app: NewApplication, mails: (id: string) => Promise<OutboxMail[]>): Promise<{ id: string; replay: boolean; already?: string }>;
  get(id: string): Promise<ApplicationView | null>;
  /**
   * Records the employer's answer. 'changed' queues the applicant's mail in the same transaction, once per
   * change however many answer at once; 'same' when it already had that status; null for no application.
   */
  /** 'changed' with the applicant's mail queued; 'changed-quietly' when this status was mailed before, or 3 were today. */
  setStatus(id: string, status: EmployerStatus, now: Date, mail: (app: ApplicationView) => OutboxMail): Promise<'changed' | 'changed-quietly' | 'same' | null>;
  /** Marks the applications sent with this resume viewed (the first opening counts); how many were marked. */
  markViewed(resumePath: string, now: Date): Promise<number>;
  /** The employer opened the application's page (a person, not a mail scanner): it counts in the figures. */
  markOpened(id: string, now: Date): Promise<void>;
  /** The employer marked it spam: it never counts in the figures, and the applicant is not told. False: no application. */
  markSpam(id: string, now: Date): Promise<boolean>;
  /** The inbox's applications, newest first. */
  mine(inboxKey: string): Promise<ApplicationView[]>;
  /** A job's applications, newest first, at most `limit`. */
  forJob(jobId: string, limit: number): Promise<ApplicationView[]>;
  /** How many applications a job has. */
  countForJob(jobId: string): Promise<number>;
  /** Deletes the applications of jobs that ended more than `days` before `now`; their resume files to remove. */
  sweep(now: Date, days: number): Promise<{ deleted: number; resumes: string[] }>;
  /**
   * Applications unanswered for `days` that staff have not been told of: one notice (made by `notice`) is
   * queued for them all and each is marked told, in one transaction; how many.
   */
  unanswered(now: Date, days: number, notice: (rows: UnansweredRow[]) => OutboxMail): Promise<number>;
  /**
   * A CCPA delete request: every application of this address's inbox and every resume it uploaded; the
   * resume files to remove.
   */
  erase(email: string): Promise<{ deleted: number; resumes: string[] }>;
}
