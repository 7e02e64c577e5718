/** Every staff-side store over one database, as one object: tests cross the capabilities in one story. */
import { createHash } from 'node:crypto';
import { intakeJobSchema, type IntakeJob } from '../../src/domain/job-lifecycle';
import type { Sql } from '../../src/server/db/sql';
import { createEmployerStore } from '../../src/features/employers/employers.store';
import { createJobReviewStore } from '../../src/features/postings/job-review.store';
import { createSessionStore } from '../../src/features/auth/sessions.store';
import { createSubmissionStore } from '../../src/features/forms/submissions.store';

export const createStaffStores = (sql: Sql) => ({
  ...createJobReviewStore(sql),
  ...createEmployerStore(sql),
  ...createSubmissionStore(sql),
  ...createSessionStore(sql),
});
export type StaffStores = ReturnType<typeof createStaffStores>;

let serial = 0;
/** A valid intake body for Harbor Rehab; each call a different title (no duplicates unless asked). */
export function intakePosting(over: Partial<Record<string, unknown>> = {}): IntakeJob {
  serial += 1;
  return intakeJobSchema.parse({
    job_title: `Outpatient Physical Therapist ${serial}`,
    employer_name: 'Harbor Rehab',
    legal_entity: 'Harbor Rehab Group LLC',
    city: 'San Diego',
    state: 'CA',
    job_type: 'full-time',
    setting: 'outpatient',
    description: 'Treat a friendly outpatient caseload.',
    contact_email: 'hiring@harbor.example',
    ...over,
  });
}

/** SHA-256 in hex, as the database stores posting keys. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
