/**
 * "Really open": the daily pass that asks employers whether a job is still open and reminds
 * them before it ends, their answers, and each job's figures by day. Implemented once in SQL
 * (src/features/postings/lifecycle.store.ts). Mails are rendered by the caller (it holds the signing secret and the
 * site's address) and queued in the outbox in the same transaction as the record that they were sent.
 */
import type { OutboxMail } from '~/server/ports/mail-outbox';

export const COUNT_KINDS = ['view', 'apply', 'save', 'resume'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];
export const ANSWERS = ['open', 'filled', 'extend', 'close'] as const;
export type CheckAnswer = (typeof ANSWERS)[number];
/** What the employer's people can also do in their account. */
export type OwnerAnswer = CheckAnswer | 'pause' | 'resume';

/** What a mail about a job needs to say. */
export interface CheckedJob {
  checkId: string;
  jobId: string;
  title: string;
  employer: string;
  city: string;
  state: string;
  contactEmail: string;
  expiresAt: string | null;
  url: string | null;
}

export interface PassReport {
  confirmRequests: number;
  expiryReminders: number;
  paused: number;
  advanced: number;
  countsSwept: number;
  /** A site rebuild the 5-minute window held back was sent now (production's dispatch; never on the embedded database). */
  rebuildSent: boolean;
}

export interface OwnerView {
  id: string;
  title: string;
  employer: string;
  city: string;
  state: string;
  status: string;
  closeReason: string | null;
  confirmedAt: string | null;
  expiresAt: string | null;
  postedAt: string;
  /** Paused because nobody answered "Still open?": an answer brings it back. */
  pausedForSilence: boolean;
  /** Figures by day, newest first, for the last `days` days that have any. */
  days: { day: string; view: number; apply: number; save: number; resume: number }[];
  totals: { view: number; apply: number; save: number; resume: number };
}

export interface LifecycleStore {
  /**
   * The daily pass at `now`: scheduled and ended listings moved on, "Still open?" to each live job 14 days
   * after its last confirmation, a pause for each that stayed silent 7 days after its request (staff told),
   * the expiry reminder 7 days before the end, counters older than 400 days deleted. One mail per job and
   * window, whatever runs at once.
   */
  runPass(
    now: Date,
    mails: {
      confirm(job: CheckedJob): OutboxMail | Promise<OutboxMail>;
      expiry(job: CheckedJob): OutboxMail | Promise<OutboxMail>;
      paused(jobs: CheckedJob[]): OutboxMail;
    },
  ): Promise<PassReport>;
  /** The employer's answer; null when there is no such job. `extend` queues `extendMail` for staff. */
  answer(jobId: string, answer: CheckAnswer, now: Date, extendMail: (job: OwnerView) => OutboxMail): Promise<OwnerView | null>;
  ownerView(jobId: string, now: Date, days?: number): Promise<OwnerView | null>;
  /** Adds one to a listed job's counter for `day`; false when the job is not listed. */
  count(jobId: string, kind: CountKind, day: string): Promise<boolean>;
}
