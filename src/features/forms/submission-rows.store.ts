/** Each form's table, and a row of it as the API answers it. */
import type { SubmissionKind } from '~/domain/job-status';
import type { Row } from '~/server/db/sql';
import { isoTime as iso } from '~/server/store/rows';
import type { Submission } from './submission-records';

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
