/**
 * A visitor's report of a job: the reasons, the outcomes and the freeze rule's numbers, which the
 * database applies too (supabase/migrations/*_job_reports.sql). Pure.
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
