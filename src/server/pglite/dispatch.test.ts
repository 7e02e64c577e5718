import { describe, expect, it } from 'vitest';
import { getEmbeddedDb } from './db';

describe('jobs-changed dispatch trigger on the embedded database', () => {
  it('applies without pg_net, and job writes still succeed', async () => {
    const db = await getEmbeddedDb('memory://', { seed: 'none' });
    await db.query(`insert into public.jobs (job_title, employer_name, city, state, job_type, setting, description) values ('PT', 'Clinic', 'Austin', 'TX', 'full-time', 'outpatient', 'd')`);
    await db.query(`update public.jobs set job_title = 'Senior PT'`);
    const { rows } = await db.query<{ job_title: string }>('select job_title from public.jobs');
    expect(rows).toEqual([{ job_title: 'Senior PT' }]);
    const trigger = await db.query(`select 1 from pg_trigger where tgname = 'jobs_changed_dispatch'`);
    expect(trigger.rows).toHaveLength(1);
    await db.close();
  });
});
