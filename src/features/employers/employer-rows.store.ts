/** An employer row as the API answers it. */
import type { Row } from '~/server/db/sql';
import { isoTime as iso } from '~/server/store/rows';
import type { Employer } from './employer-records';

export const EMPLOYER_SELECT = `e.id, e.name, e.legal_entity, e.license_number, e.license_state, e.verified_by, e.verified_at, e.created_at,
  (select count(*)::int from public.jobs j where j.employer_id = e.id) as jobs,
  e.work_address, public.employer_claimant(e) as claimed_by,
  (select count(*)::int from public.employer_people p where p.employer_id = e.id) as people,
  e.suspended_at, e.suspended_reason, e.suspended_by`;
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
    work_address: (r.work_address as string | null) ?? null,
    claimed_by: (r.claimed_by as string | null) ?? null,
    people: Number(r.people ?? 0),
    suspended_at: iso(r.suspended_at),
    suspended_reason: (r.suspended_reason as string | null) ?? null,
    suspended_by: (r.suspended_by as string | null) ?? null,
  };
}
