/**
 * A visitor's report of a job: the reasons, the outcomes and the freeze rule's numbers, which the
 * database applies too (src/features/reports/reports.schema.sql). Pure.
 */
export const REPORT_REASONS = [
  ['money_or_data', 'Asks for money or personal data'],
  ['not_real', 'Already filled or not a real job'],
  ['wrong_facts', 'Wrong pay or facts'],
  ['discriminatory', 'Discriminatory'],
  ['other', 'Something else'],
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number][0];
export const REASON_LABELS = Object.fromEntries(REPORT_REASONS) as Record<ReportReason, string>;

export type ReportOutcome = 'restored' | 'closed' | 'dismissed';

/** Different visitors whose open reports within FREEZE_DAYS take a job off the board. */
export const FREEZE_REPORTS = 3;
export const FREEZE_DAYS = 7;
/** The words a report may carry. */
export const DETAILS_MAX = 1000;

/** A report as staff and its filer see it: the job it names and where the report stands. */
export interface ReportView {
  id: string;
  jobId: string;
  jobTitle: string;
  employer: string;
  jobUrl: string;
  reason: ReportReason;
  details: string | null;
  email: string | null;
  emailConfirmedAt: string | null;
  trustedAt: string | null;
  trustedBy: string | null;
  outcome: ReportOutcome | null;
  resolvedAt: string | null;
  createdAt: string;
}

/** A reported job in the moderation queue, with its open reports (newest first). */
export interface ReportedJob {
  jobId: string;
  jobTitle: string;
  employer: string;
  city: string;
  state: string;
  status: string;
  jobUrl: string;
  /** Different clients among its open reports of the last 7 days (3 freeze it). */
  clients: number;
  reports: ReportView[];
}
