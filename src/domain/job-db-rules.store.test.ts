/**
 * The database and zod agree on what a job may be: every value one refuses, the other refuses, and the
 * values both accept are the same, on both drivers. (Constraints: the jobs table in supabase/migrations/;
 * zod: job.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../../tests/support/databases';
import { jobSchema, type JobInput } from './job';

const good: JobInput = {
  id: 1,
  slug: 'ortho-pt-austin',
  job_title: 'Orthopedic PT',
  employer_name: 'Capital Rehab',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  job_type: 'full-time',
  setting: 'outpatient',
  role: 'pt',
  description: 'Caseload.',
  posted_at: '2026-11-20T00:00:00Z',
  created_at: '2026-11-20T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
  is_active: true,
  salary_min: 80000,
  salary_max: 95000,
  company_website: 'https://capitalrehab.example',
  contact_email: 'hiring@capitalrehab.example',
};

/** [column, value, also-set] tuples: each makes a job invalid. */
const refused: [keyof JobInput, unknown][] = [
  ['state', 'XX'],
  ['state', 'ca'],
  ['state', 'PR'],
  ['city', ''],
  ['city', '   '],
  ['job_title', ''],
  ['job_title', ' \t '],
  ['employer_name', ''],
  ['zip_code', '1234'],
  ['zip_code', '12345-67'],
  ['zip_code', 'ABCDE'],
  ['company_website', 'javascript:alert(1)'],
  ['company_website', 'data:text/html,hi'],
  ['company_website', 'ftp://files.example'],
  ['company_website', ''],
  ['employer_website', 'JAVASCRIPT:alert(1)'],
  ['employer_website', '//evil.example'],
  ['slug', 'Has Spaces'],
  ['slug', '-leading'],
  ['slug', 'double--hyphen'],
  ['slug', 'UPPER'],
  ['salary_min', 120000],
  ['contact_email', 'not-an-email'],
  ['contact_email', 'a@b'],
  ['application_email', 'two@@example.com'],
  ['job_type', 'temp'],
  ['setting', 'space'],
  ['role', 'doctor'],
  ['role', null],
  ['pay_unit', 'month'],
  ['sign_on_bonus', -1],
  ['schedule', 'mornings'],
  ['schedule', '4x10,'],
  ['patients_per_hour', 7],
  ['visit_minutes', 5],
  ['productivity_percent', 120],
  ['new_grad', 'maybe'],
  ['contract_weeks', 0],
  ['guaranteed_hours', 80],
  ['noncompete_miles', 501],
  ['noncompete_months', -1],
  ['clawback_months', 61],
  ['units_per_hour', 9],
  ['units_per_hour', 0.5],
  ['employer_type', 'charity'],
  ['mentorship_hours', 41],
];
/** Contract terms stated in pairs: each of these makes a job invalid. */
const refusedTerms: Partial<JobInput>[] = [
  { noncompete_miles: 15 },
  { noncompete_months: 12 },
  { noncompete_miles: 0, noncompete_months: 12 },
  { noncompete_miles: 15, noncompete_months: 0 },
  { clawback_prorated: true },
  { clawback_months: 0, clawback_prorated: false },
];
const acceptedTerms: Partial<JobInput>[] = [
  { noncompete_miles: 15, noncompete_months: 12 },
  { noncompete_miles: 0, noncompete_months: 0 },
  { clawback_months: 12, clawback_prorated: true },
  { clawback_months: 0 },
  { documentation_paid: false, units_per_hour: 4.5, employer_type: 'nonprofit', mentorship_hours: 2 },
];
const accepted: [keyof JobInput, unknown][] = [
  ['state', 'DC'],
  ['zip_code', '78701-1234'],
  ['zip_code', null],
  ['company_website', 'HTTP://Example.com/careers?x=1'],
  ['company_website', null],
  ['slug', null],
  ['salary_min', 95000],
  ['role', 'cota'],
  ['pay_unit', 'hour'],
  ['pay_unit', 'visit'],
  ['sign_on_bonus', 5000],
  ['schedule', '4x10,weekends'],
  ['patients_per_hour', 2.5],
  ['visit_minutes', 45],
  ['productivity_percent', 85],
  ['new_grad', 'residency'],
  ['accepts_pt_compact', true],
  ['contract_weeks', 13],
  ['guaranteed_hours', 36],
  ['contact_email', null],
  ['city', 'Winston-Salem'],
];

/** Writes the row as an import does (tests/support: the column rules, not the posting policies, are under test). */
function insert(db: TestDb, job: JobInput): Promise<unknown> {
  const columns = Object.keys(job);
  return db.sql.transaction(async (tx) => {
    await tx.query(`select set_config('jobs.import', 'on', true)`);
    return tx.query(`insert into public.jobs (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(job));
  });
}

describeEachDriver('job rules: zod and the database agree', (driver) => {
  let db: TestDb;
  let id = 100;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
  });
  afterAll(() => db.close());

  it('both accept the valid job', async () => {
    expect(jobSchema.safeParse(good).success).toBe(true);
    await expect(insert(db, { ...good, id: id++, slug: null })).resolves.toBeDefined();
  });
  it.each(refused)('both refuse %s = %j', async (column, value) => {
    const job = { ...good, id: id++, slug: column === 'slug' ? (value as string) : null, [column]: value } as JobInput;
    expect(jobSchema.safeParse(job).success, 'zod').toBe(false);
    await expect(insert(db, job), 'database').rejects.toMatchObject({ code: expect.stringMatching(/^(23514|22001|23502)$/) });
  });
  it.each(refusedTerms)('both refuse the terms %j', async (terms) => {
    const job = { ...good, id: id++, slug: null, ...terms } as JobInput;
    expect(jobSchema.safeParse(job).success, 'zod').toBe(false);
    await expect(insert(db, job), 'database').rejects.toMatchObject({ code: '23514' });
  });
  it.each(acceptedTerms)('both accept the terms %j', async (terms) => {
    const job = { ...good, id: id++, slug: null, ...terms } as JobInput;
    expect(jobSchema.safeParse(job).success, 'zod').toBe(true);
    await expect(insert(db, job), 'database').resolves.toBeDefined();
  });
  it.each(accepted)('both accept %s = %j', async (column, value) => {
    const job = { ...good, id: id++, slug: column === 'slug' ? (value as string | null) : null, [column]: value } as JobInput;
    expect(jobSchema.safeParse(job).success, 'zod').toBe(true);
    await expect(insert(db, job), 'database').resolves.toBeDefined();
  });
});
