import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { getEmbeddedDb } from './db';
import { createPgliteJobStore } from './job-store';
import type { JobInput } from '~/features/jobs/job.schema';

const now = new Date('2026-11-22T12:00:00Z');
const base = {
  employer_name: 'Harbor Physical Therapy',
  city: 'San Diego',
  state: 'CA',
  zip_code: '92101',
  job_type: 'full-time',
  setting: 'outpatient',
  description: 'Treat a varied orthopedic caseload.',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  contact_email: 'secret-contact@leakcheck.example',
  application_email: 'secret-apply@leakcheck.example',
} as const;
const rows: JobInput[] = [
  { ...base, id: 1, slug: 'ortho-pt-san-diego', job_title: 'Orthopedic PT', posted_at: '2026-11-20T00:00:00Z', is_active: true },
  { ...base, id: 2, slug: null, job_title: 'Inactive PTA', posted_at: '2026-11-21T00:00:00Z', is_active: false },
  { ...base, id: 3, slug: 'expired-ot', job_title: 'Expired OT', posted_at: '2026-11-19T00:00:00Z', expires_at: '2026-11-22T11:00:00Z', is_active: true },
  { ...base, id: 4, slug: null, job_title: 'Newest PT', posted_at: '2026-11-22T08:00:00Z', expires_at: '2026-12-22T00:00:00Z', is_active: true },
];

let db: PGlite;
beforeAll(async () => {
  db = await getEmbeddedDb('memory://', { seed: { jobs: rows } });
});
afterAll(async () => db?.close());

async function asRole<T>(role: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

describe('embedded database grants and row-level security', () => {
  it('refuses anon reading a contact column with 42501', async () => {
    await expect(asRole('anon', 'select contact_email from public.jobs')).rejects.toMatchObject({ code: '42501' });
    await expect(asRole('anon', 'select * from public.jobs')).rejects.toMatchObject({ code: '42501' });
  });
  it('shows anon no inactive row', async () => {
    const seen = await asRole<{ id: number }>('anon', 'select id from public.jobs order by id');
    expect(seen.map((r) => Number(r.id))).toEqual([1, 3, 4]);
  });
  it('lets authenticated read contact columns of active rows only', async () => {
    const seen = await asRole<{ id: number; contact_email: string }>('authenticated', 'select id, contact_email from public.jobs order by id');
    expect(seen.map((r) => Number(r.id))).toEqual([1, 3, 4]);
    expect(seen[0]?.contact_email).toBe('secret-contact@leakcheck.example');
  });
  it('refuses writes by anon and authenticated', async () => {
    await expect(asRole('anon', `update public.jobs set job_title = 'x'`)).rejects.toMatchObject({ code: '42501' });
    await expect(asRole('authenticated', `delete from public.jobs`)).rejects.toMatchObject({ code: '42501' });
    await expect(asRole('anon', `insert into public.email_subscriptions (name, email) values ('a', 'a@b.co')`)).rejects.toMatchObject({ code: '42501' });
  });
  it('raises 23505 for a duplicate subscription', async () => {
    await db.query(`insert into public.email_subscriptions (name, email, subscription_type) values ('Ana', 'ana@example.com', 'weekly_jobs')`);
    await expect(
      db.query(`insert into public.email_subscriptions (name, email, subscription_type) values ('Ana B', 'ana@example.com', 'weekly_jobs')`),
    ).rejects.toMatchObject({ code: '23505' });
  });
  it('enforces salary order and the enums', async () => {
    await expect(db.query(`update public.jobs set salary_min = 100, salary_max = 50 where id = 1`)).rejects.toMatchObject({ code: '23514' });
    await expect(db.query(`update public.jobs set job_type = 'temp' where id = 1`)).rejects.toMatchObject({ code: '23514' });
  });
  it('has the private resumes bucket', async () => {
    const buckets = await db.query<{ public: boolean }>(`select public from storage.buckets where id = 'resumes'`);
    expect(buckets.rows).toEqual([{ public: false }]);
  });
});

describe('PGlite job store', () => {
  const store = createPgliteJobStore(async () => db);
  it('lists active, unexpired jobs newest first, without contact fields', async () => {
    const jobs = await store.listListedJobs(now);
    expect(jobs.map((j) => j.job_title)).toEqual(['Newest PT', 'Orthopedic PT']);
    expect(JSON.stringify(jobs)).not.toContain('leakcheck');
    expect(jobs[0]).not.toHaveProperty('contact_email');
  });
  it('reads one active job with every column, and nothing for inactive or malformed ids', async () => {
    expect((await store.getActiveJob('1'))?.application_email).toBe('secret-apply@leakcheck.example');
    expect(await store.getActiveJob('2')).toBeNull();
    expect(await store.getActiveJob('1; drop table jobs')).toBeNull();
  });
});
