/**
 * A listing's statuses, the staff actions that move it and the posting policies' numbers,
 * without a schema library, so the staff console's bundle carries none (the request schemas are in
 * job-lifecycle.ts). The database enforces the same policies. Pure.
 */
import type { Role } from './job-role';
import { textFold } from './text-key';

export const JOB_STATUSES = ['pending_review', 'scheduled', 'live', 'paused', 'frozen', 'expired', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const STATUS_LABELS: Record<JobStatus, string> = {
  pending_review: 'Pending review',
  scheduled: 'Scheduled',
  live: 'Live',
  paused: 'Paused',
  frozen: 'Frozen after reports',
  expired: 'Expired',
  closed: 'Closed',
};
export const CLOSE_REASONS = ['filled', 'withdrawn', 'cancelled'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** The policies' numbers: the term and each extension, edits per listing, new postings per entity per Pacific day. */
export const TERM_DAYS = 60;
/** Days after the last confirmation that "Still open?" goes out; days of silence before the pause. */
export const CONFIRM_AFTER_DAYS = 14;
export const SILENCE_DAYS = 7;
/** The term's last days, when the expiry reminder goes and the employer may ask for the extension (once a term). */
export const EXTEND_WINDOW_DAYS = 7;
export const MAX_EDITS = 3;
export const DAILY_POSTINGS = 3;

export const JOB_ACTIONS = ['publish', 'extend', 'pause', 'resume', 'restore', 'close', 'cancel'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** Which actions a status allows (the database refuses the rest; the console offers only these). */
export function actionsFor(job: { status: JobStatus; live_since: string | null; close_reason: CloseReason | null }): JobAction[] {
  switch (job.status) {
    case 'pending_review':
      return ['publish', 'cancel', 'close'];
    case 'scheduled':
      return ['publish', 'cancel', 'close'];
    case 'live':
      return ['extend', 'pause', 'close'];
    case 'paused':
      return ['resume', 'extend', 'close'];
    case 'frozen':
      // Reports froze it: staff restore it to the board or close it (the moderation queue).
      return ['restore', 'close'];
    case 'expired':
      return ['extend', 'publish', 'close'];
    case 'closed':
      return job.close_reason === 'cancelled' ? [] : ['publish'];
  }
}

/** The roles a title names; more than one is a multi-role post (the database's public.job_title_roles). */
export function titleRoles(title: string): Role[] {
  // Read folded (text.ts), with runs of single letters joined: "P.T.A." and "P T A" are "pta".
  let t = textFold(title).replace(/\b([a-z])\s+(?=[a-z]\b)/g, '$1');
  const found: Role[] = [];
  const take = (role: Role, test: RegExp, strip?: RegExp) => {
    if (!test.test(t)) return;
    found.push(role);
    if (strip) t = t.replace(strip, ' ');
  };
  take('cota', /\bcota\b|occupational therap(y|ist)s? assistant/, /\bcota\b|occupational therap(y|ist)s? assistants?/g);
  take('pta', /\bpta\b|physical therap(y|ist)s? assistant/, /\bpta\b|physical therap(y|ist)s? assistants?/g);
  take('ot', /\bot\b|\botr\b|occupational therap/);
  take('pt', /\bpt\b|\bdpt\b|physical therap|physiotherap/);
  return found;
}

/** The rules' state the job editor shows: edits left, days left in the term. */
export function rulesState(
  job: { edit_count: number; expires_at: string | null; status: JobStatus },
  now: Date,
): { editsLeft: number; daysLeft: number | null } {
  const daysLeft = job.expires_at && job.status !== 'closed' ? Math.max(0, Math.ceil((Date.parse(job.expires_at) - now.getTime()) / 86_400_000)) : null;
  return { editsLeft: Math.max(0, MAX_EDITS - job.edit_count), daysLeft };
}

/** CCPA's clock (the privacy policy): acknowledge within 10 days, respond within 45, extendable once by 45. */
export const CCPA_ACK_DAYS = 10;
export const CCPA_RESPOND_DAYS = 45;
export const CCPA_EXTENSION_DAYS = 45;
const DEADLINE_WARNING_DAYS = 3;

export function ccpaDeadlines(
  request: { created_at: string; acknowledged_at: string | null; answered_at: string | null; extended_at: string | null },
  now: Date,
): { acknowledgeBy: string; respondBy: string; dueSoon: boolean; overdue: boolean } {
  const created = Date.parse(request.created_at);
  const day = 86_400_000;
  const acknowledgeBy = created + CCPA_ACK_DAYS * day;
  const respondBy = created + (CCPA_RESPOND_DAYS + (request.extended_at ? CCPA_EXTENSION_DAYS : 0)) * day;
  const open = [...(request.acknowledged_at ? [] : [acknowledgeBy]), ...(request.answered_at ? [] : [respondBy])];
  const t = now.getTime();
  return {
    acknowledgeBy: new Date(acknowledgeBy).toISOString(),
    respondBy: new Date(respondBy).toISOString(),
    dueSoon: open.some((d) => d - t <= DEADLINE_WARNING_DAYS * day),
    overdue: open.some((d) => d < t),
  };
}

export const SUBMISSION_KINDS = ['contact', 'interest', 'ccpa'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
