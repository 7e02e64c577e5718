/**
 * The job sources' rules hold in the database row by row, whatever the statement, on both drivers and as
 * the service (which no policy stops): at most 10 live API keys a practice in a multi-row insert and a
 * multi-row update; a key's name, hash and prefix checked in every row of one insert; a reference unique per
 * practice and well-formed under a multi-row update; an edit's draft unique per job and of its own
 * practice's job. Each refused statement changes nothing.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { practicePerson } from '../../../tests/support/signed-in';
import { apiJobSchema } from '~/domain/job-lifecycle';
import { asRole } from '~/server/db/sql';
import { createApiJobStore } from './api-jobs.store';

const SIGNING = 'rules-tests-signing-secret-0123456789abcdef';
const hash = (i: number) => i.toString(16).padStart(64, '0');

describeEachDriver('the job sources’ rules, row by row', (driver) => {
  const suite = suiteDb(driver, 'none');
  const sql = () => suite().sql;
  const service = (text: string, params: unknown[] = []) => asRole(sql(), 'service_role', (tx) => tx.query(text, params));
  const live = async (employer: string) =>
    (await sql().query<{ n: number }>('select count(*)::int as n from public.employer_api_keys where employer_id = $1 and revoked_at is null', [employer]))[0]!
      .n;

  it('at most 10 live API keys a practice: a multi-row insert and a multi-row update are refused whole', async () => {
    const p = await practicePerson(sql(), SIGNING, 'Keyed Rows PT');
    const keys = (from: number, n: number, revoked = false) =>
      Array.from(
        { length: n },
        (_, i) =>
          `(${p.employerId}, 'Key ${from + i}', '${hash(1_000 + from + i)}', 'rmj_ab${String(from + i).padStart(2, '0')}', ${revoked ? 'now()' : 'null'})`,
      ).join(', ');
    const insert = (rows: string) => service(`insert into public.employer_api_keys (employer_id, name, key_hash, prefix, revoked_at) values ${rows}`);
    await expect(insert(keys(0, 11))).rejects.toThrow(/at most 10 API keys/);
    expect(await live(p.employerId)).toBe(0);
    await insert(keys(0, 10));
    await expect(insert(keys(10, 1))).rejects.toThrow(/at most 10 API keys/);
    await insert(keys(20, 3, true));
    await service(`update public.employer_api_keys set revoked_at = now() where employer_id = $1 and name = 'Key 0'`, [p.employerId]);
    await expect(service(`update public.employer_api_keys set revoked_at = null where employer_id = $1`, [p.employerId])).rejects.toThrow(
      /at most 10 API keys/,
    );
    expect(await live(p.employerId)).toBe(9);
  });

  it('every row of one insert is checked: a bad name, hash or prefix anywhere refuses them all', async () => {
    const p = await practicePerson(sql(), SIGNING, 'Checked Rows PT');
    const good = `(${p.employerId}, 'Good', '${hash(1)}', 'rmj_good')`;
    for (const [bad, rule] of [
      [`(${p.employerId}, E'two\\nlines', '${hash(2)}', 'rmj_abcd')`, 'employer_api_keys_name'],
      [`(${p.employerId}, 'Upper', '${hash(3).toUpperCase().replace(/0/g, 'A')}', 'rmj_abcd')`, 'employer_api_keys_hash'],
      [`(${p.employerId}, 'Prefix', '${hash(4)}', 'key_abcd')`, 'employer_api_keys_prefix'],
      [`(${p.employerId}, 'Twin', '${hash(1)}', 'rmj_twin')`, 'employer_api_keys_hash_idx'],
    ])
      await expect(service(`insert into public.employer_api_keys (employer_id, name, key_hash, prefix) values ${good}, ${bad}`), rule).rejects.toThrow(rule);
    expect(await live(p.employerId)).toBe(0);
  });

  it('a reference is well-formed and unique per practice, and an edit’s draft is one per job of its own practice, under multi-row writes', async () => {
    const p = await practicePerson(sql(), SIGNING, 'Referenced Rows PT', { state: 'OR' });
    const other = await practicePerson(sql(), SIGNING, 'Other Rows PT', { state: 'OR' });
    const jobs = createApiJobStore(sql());
    const body = (title: string) =>
      apiJobSchema.parse({
        job_title: title,
        city: 'Bend',
        state: 'OR',
        setting: 'outpatient',
        job_type: 'full-time',
        description: 'Care.',
        contact_email: 'hr@bend.example',
      });
    const who = { employerId: p.employerId, employerName: 'Referenced Rows PT', actor: 'api:test' };
    const a = (await jobs.put(who, 'A', body('Outpatient Physical Therapist'))).job.id;
    const b = (await jobs.put(who, 'B', body('Acute Care Physical Therapist'))).job.id;
    const c = (await jobs.put({ ...who, employerId: other.employerId, employerName: 'Other Rows PT' }, 'A', body('Home Health Physical Therapist'))).job.id;
    await expect(service(`update public.jobs set external_ref = 'SAME' where id in ($1, $2)`, [a, b])).rejects.toThrow(
      /jobs_employer_external_ref_idx|duplicate key/,
    );
    await expect(
      service(`update public.jobs set external_ref = case when id = $1 then 'ok-1' else 'not ok!' end where id in ($1, $2)`, [a, b]),
    ).rejects.toThrow(/jobs_external_ref/);
    const refs = await sql().query<{ external_ref: string }>('select external_ref from public.jobs where id in ($1, $2, $3) order by id', [a, b, c]);
    expect(refs.map((r) => r.external_ref)).toEqual(['A', 'B', 'A']);

    const draft = (job: string, employer = p.employerId) => `(${employer}, ${job}, '{}'::jsonb)`;
    await expect(service(`insert into public.job_drafts (employer_id, job_id, fields) values ${draft(a)}, ${draft(a)}`)).rejects.toThrow(
      /job_drafts_job_idx|duplicate key/,
    );
    await expect(service(`insert into public.job_drafts (employer_id, job_id, fields) values ${draft(a)}, ${draft(c)}`)).rejects.toThrow(/its own practice/);
    await service(`insert into public.job_drafts (employer_id, job_id, fields) values ${draft(a)}, ${draft(b)}`);
    await expect(service(`update public.job_drafts set job_id = $1 where employer_id = $2`, [c, p.employerId])).resolves.toBeDefined();
    const drafts = await sql().query<{ job_id: string }>('select job_id::text from public.job_drafts where employer_id = $1 order by job_id', [p.employerId]);
    // An update never moves a draft to another job.
    expect(drafts.map((d) => d.job_id)).toEqual([a, b].sort((x, y) => Number(x) - Number(y)));
  });
});
