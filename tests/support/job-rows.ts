/** A valid job row for tests that arrange their own jobs: a San Diego outpatient PT opening, overridable. */
import type { JobInput } from '../../src/domain/job';

export const JOB_ROW_BASE = {
  employer_name: 'Harbor Physical Therapy',
  city: 'San Diego',
  state: 'CA',
  zip_code: '92101',
  job_type: 'full-time',
  setting: 'outpatient',
  role: 'pt',
  description: 'Treat a varied orthopedic caseload.',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
} as const satisfies Partial<JobInput>;

/** A posting as the employer's form sends it (an outpatient PT opening), with what a test's case changes. */
export const postingForm = (over: Record<string, unknown> = {}) => ({
  job_title: 'Outpatient Physical Therapist',
  role: 'pt',
  setting: 'outpatient',
  job_type: 'full-time',
  city: 'Fresno',
  state: 'CA',
  description: 'One patient an hour, with a mentor.',
  ...over,
});
