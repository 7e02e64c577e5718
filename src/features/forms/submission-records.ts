/**
 * A form's submission as the store reads it and the staff API answers, with a CCPA request's deadlines.
 * Types only: the console and the server share them.
 */
import type { SubmissionKind } from '~/domain/job-status';

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

/** A submission as listed: a CCPA request carries its deadlines (job-status.ts ccpaDeadlines). */
export interface SubmissionAnswer extends Submission {
  deadlines?: { acknowledgeBy: string; respondBy: string; dueSoon: boolean; overdue: boolean };
}
