/** What the staff-side stores share: the service role, acting as a named actor, the rules' refusals, and rows as the domain's records. */
import type { JobStatus, SubmissionKind } from '~/domain/job-lifecycle';
import type { Row } from '~/server/db/sql';
import type { Employer, IntakeResult, StaffJob, Submission } from '~/features/staff/staff.port';
import { isoTime as iso } from '~/server/store/rows';

export { actingAs, refused, serviceRole } from '~/server/store/acting';

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

export const EMPLOYER_SELECT = `e.id, e.name, e.legal_entity, e.license_number, e.license_state, e.verified_by, e.verified_at, e.created_at,
  (select count(*)::int from public.jobs j where j.employer_id = e.id) as jobs`;
export function employer(r: Row): Employer {
  return {
    id: String(r.id),
    name: String(r.name),
    legal_entity: String(r.legal_entity),
    license_number: (r.license_number as string | null) ?? null,
    license_state: (r.license_state as string | null) ?? null,
    verified_by: (r.verified_by as string | null) ?? null,
    verified_at: iso(r.verified_at),
    created_at: iso(r.created_at)!,
    jobs: Number(r.jobs ?? 0),
  };
}

/** Each form's table and the columns shown as its details (names fixed here, never from a request). */
export const SUBMISSIONS: Record<SubmissionKind, { table: string; details: string[]; ccpa: boolean }> = {
  contact: { table: 'contact_messages', details: ['user_type', 'message'], ccpa: false },
  interest: { table: 'employer_interest', details: ['clinic_name', 'role'], ccpa: false },
  ccpa: { table: 'ccpa_requests', details: ['request_type', 'description', 'verification_info'], ccpa: true },
};
export function submission(kind: SubmissionKind, r: Row): Submission {
  return {
    id: String(r.id),
    kind,
    name: String(r.name),
    email: String(r.email),
    details: Object.fromEntries(SUBMISSIONS[kind].details.map((c) => [c, (r[c] as string | null) ?? null])),
    created_at: iso(r.created_at)!,
    answered_at: iso(r.answered_at),
    answered_by: (r.answered_by as string | null) ?? null,
    acknowledged_at: iso(r.acknowledged_at ?? null),
    extended_at: iso(r.extended_at ?? null),
  };
}

/** A stored intake answer (its receipt keeps the status the webhook first sent: 202 stored, 409 refused). */
export function receipt(row: Row, replay: boolean): IntakeResult {
  const answer = jsonOf(row.answer) ?? {};
  return Number(row.status) === 202
    ? { outcome: 'stored', id: String(answer.id), replay }
    : { outcome: 'refused', error: String(answer.error ?? ''), rule: String(answer.rule ?? ''), replay };
}
