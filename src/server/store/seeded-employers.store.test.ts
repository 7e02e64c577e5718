/**
 * The curated seed obeys the database's rules as staff would have applied them: every employer with a
 * live job is verified with a licence of record, so every seeded live job shows the Verified Employer badge,
 * and each job's history says who verified it.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { createJobStore } from '~/features/jobs/jobs.store';

describeEachDriver('the seeded employers', (driver) => {
  const db = suiteDb(driver, 'default');

  it('every seeded live job has a verified, licensed employer and shows the badge', async () => {
    const listed = await createJobStore(db().sql).listListedJobs();
    expect(listed.length).toBeGreaterThan(50);
    expect(listed.filter((j) => !j.employer_verified).map((j) => `${j.id} ${j.employer_name}`)).toEqual([]);
    const unlicensed = await db().sql.query(
      `select e.name from public.employers e where exists (select 1 from public.jobs j where j.employer_id = e.id and j.status = 'live')
         and (e.verified_at is null or e.license_number is null or e.license_state is null)`,
    );
    expect(unlicensed).toEqual([]);
    const history = await db().sql.query<{ note: string }>(`select note from public.job_events where job_id = $1 and action = 'employer verified'`, [
      listed[0]!.id,
    ]);
    expect(history[0]?.note).toMatch(/^PT licence PT-[A-Z]{2}-\d{5} \([A-Z]{2}\)$/);
  });
});
