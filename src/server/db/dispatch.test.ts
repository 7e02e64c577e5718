import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../../../tests/support/databases';

describeEachDriver('jobs-changed dispatch trigger', (driver) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
  });
  afterAll(() => db.close());
  it('applies without pg_net, and job writes still succeed', async () => {
    await db.sql.query(
      `insert into public.jobs (job_title, employer_name, city, state, job_type, setting, role, description) values ('PT', 'Clinic', 'Austin', 'TX', 'full-time', 'outpatient', 'pt', 'd')`,
    );
    await db.sql.query(`update public.jobs set job_title = 'Senior PT'`);
    expect(await db.sql.query('select job_title from public.jobs')).toEqual([{ job_title: 'Senior PT' }]);
    expect(await db.sql.query(`select 1 as one from pg_trigger where tgname = 'jobs_changed_dispatch'`)).toHaveLength(1);
  });
});
