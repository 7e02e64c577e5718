/** What the review store reads: jobs as staff see them, their history and the intake's receipts. */
import type { JobStatus } from '~/domain/job-lifecycle';
import type { Row } from '~/server/db/sql';
import type { IntakeResult, StaffJob } from './review.port';
import { isoTime as iso } from '~/server/store/rows';

export { actingAs, serviceRole } from '~/server/store/acting';

export const plain = (row: Row): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? String(v) : v]));

export const JOB_SELECT = `
  j.id, j.job_title, j.employer_name, j.employer_id, e.legal_entity, j.employer_verified, j.city, j.state, j.status, j.close_reason,
  j.go_live_at, j.live_since, j.expires_at, j.extensions, j.edit_count, j.paused_at, j.created_at, j.updated_at,
  (select count(*)::int from public.job_events c
    where c.entity_key = e.entity_key and c.action in ('created', 'relisted')
      and c.at >= ((now() at time zone 'America/Los_Angeles')::date::timestamp at time zone 'America/Los_Angeles')) as entity_postings_today`;

export function staffJob(r: Row): StaffJob {
  return {
    id: String(r.id),
    job_title: String(r.job_title),
    employer_name: String(r.employer_name),
    employer_id: String(r.employer_id),
    legal_entity: String(r.legal_entity ?? ''),
    employer_verified: Boolean(r.employer_verified),
    city: String(r.city),
    state: String(r.state),
    status: r.status as JobStatus,
    close_reason: (r.close_reason as StaffJob['close_reason']) ?? null,
    go_live_at: iso(r.go_live_at),
    live_since: iso(r.live_since),
    expires_at: iso(r.expires_at),
    extensions: Number(r.extensions),
    edit_count: Number(r.edit_count),
    paused_at: iso(r.paused_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    entity_postings_today: Number(r.entity_postings_today ?? 0),
  };
}

export const jsonOf = (v: unknown): Record<string, unknown> | null =>
  v == null ? null : typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>);

/** A stored intake answer (its receipt keeps the status the webhook first sent: 202 stored, 409 refused). */
export function receipt(row: Row, replay: boolean): IntakeResult {
  const answer = jsonOf(row.answer) ?? {};
  return Number(row.status) === 202
    ? { outcome: 'stored', id: String(answer.id), replay }
    : { outcome: 'refused', error: String(answer.error ?? ''), rule: String(answer.rule ?? ''), replay };
}
