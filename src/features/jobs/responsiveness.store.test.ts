/**
 * How fast employers answer, on both drivers: the first status's time is the database's (never rewritten),
 * a listed job shows its employer's median once there are 5 applications (unanswered ones counted at their
 * age) that the employer opened and did not mark spam (junk moves nothing), a visitor reads only that
 * aggregate, and staff are told once of an application unanswered 30 days.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { answersLine } from '~/domain/responsiveness';
import { createJobStore } from './jobs.store';
import { createApplicationStore } from '~/features/applications/applications.store';

describeEachDriver('how fast employers answer', (driver) => {
  const db = suiteDb(driver, 'default');
  let job = '';
  let sibling = '';
  beforeAll(async () => {
    // An employer with two live jobs: its figures are the employer's, shown on both.
    const rows = await db().sql.query<{ id: string; employer_id: string }>(
      `select j.id::text as id, j.employer_id::text as employer_id from public.jobs j
       where j.status = 'live' and (select count(*) from public.jobs o where o.employer_id = j.employer_id and o.status = 'live') >= 2
       order by j.employer_id, j.id limit 2`,
    );
    [job, sibling] = [rows[0]!.id, rows[1]!.id];
  });
  // Each application from an inbox of its own (one application per inbox and job).
  let applicant = 0;
  const apply = (daysAgo: number, jobId = job) => {
    const inbox = `ana${++applicant}@example.org`;
    return db()
      .sql.query<{ id: string }>(
        `insert into public.applications (job_id, name, email, inbox_key, message, created_at)
         values ($1, 'Ana', $3, $3, 'Hello', now() - make_interval(days => $2)) returning id::text as id`,
        [jobId, daysAgo, inbox],
      )
      .then((r) => r[0]!.id);
  };
  const answer = (id: string, status = 'reviewed') =>
    db().sql.query(`update public.applications set status = $2, status_at = now() where id = $1`, [id, status]);
  const figures = async () => new Map(await createJobStore(db().sql).listResponseFigures());

  const open = (id: string) => createApplicationStore(db().sql).markOpened(id, new Date());

  it('30 junk applications nobody opened, or the employer marked spam, move no figure', async () => {
    const junk = [];
    for (let i = 0; i < 30; i++) junk.push(await apply(1, sibling));
    expect((await figures()).has(job)).toBe(false);
    // Opened, then marked spam: still nothing.
    for (const id of junk.slice(0, 10)) await open(id);
    expect((await figures()).has(job)).toBe(true);
    for (const id of junk.slice(0, 10)) expect(await createApplicationStore(db().sql).markSpam(id, new Date())).toBe(true);
    expect((await figures()).has(job)).toBe(false);
    expect(await createApplicationStore(db().sql).markSpam('999999999', new Date())).toBe(false);
    await db().sql.query(`delete from public.applications where job_id = $1`, [sibling]);
  });

  it('below 5 applications no figure; from 5 on, the median with silence counted, on every listed job of the employer', async () => {
    const ids = [];
    for (const days of [2, 3, 4, 5]) ids.push(await apply(days));
    for (const id of ids) await open(id);
    expect((await figures()).has(job)).toBe(false);
    for (const days of [6, 40]) ids.push(await apply(days));
    for (const id of ids.slice(4)) await open(id);
    for (const id of ids.slice(0, 4)) await answer(id);
    const f = (await figures()).get(job)!;
    expect(f).toMatchObject({ applications: 6, answered: 4 });
    expect(f.medianDays).toBeCloseTo(4.5, 0);
    expect(answersLine(f)).toBe('Usually answers within 5 days');
    expect((await figures()).get(sibling)).toEqual(f);
  });

  it('the first status keeps its time: a later status or a hand-written value does not change it', async () => {
    const id = await apply(1);
    await answer(id);
    const first = (await db().sql.query<{ t: string }>(`select first_status_at::text as t from public.applications where id = $1`, [id]))[0]!.t;
    await db().sql.query(`select pg_sleep(0.02)`);
    await answer(id, 'moving_forward');
    await db().sql.query(`update public.applications set first_status_at = now() - interval '9 days' where id = $1`, [id]);
    const after = (await db().sql.query<{ t: string }>(`select first_status_at::text as t from public.applications where id = $1`, [id]))[0]!.t;
    expect(after).toBe(first);
  });

  it('staff are told once of applications unanswered for 30 days', async () => {
    const store = createApplicationStore(db().sql);
    const told: string[][] = [];
    const notice = (rows: { jobId: string; applications: number }[]) => {
      told.push(rows.map((r) => `${r.jobId}:${r.applications}`));
      return { kind: 'staff-notice' as const, to: 'staff@x.example', subject: 'unanswered', text: 't' };
    };
    expect(await store.unanswered(new Date(), 30, notice)).toBe(1);
    expect(told).toEqual([[`${job}:1`]]);
    expect(await store.unanswered(new Date(), 30, notice)).toBe(0);
    const queued = await db().sql.query(`select 1 from public.mail_outbox where subject = 'unanswered'`);
    expect(queued).toHaveLength(1);
  });
});
