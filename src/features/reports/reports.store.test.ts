/**
 * Reports of a job on both drivers: three different visitors within 7 days freeze it, whatever the
 * statement shape or isolation level; limits per client and per job; staff trust, restore, close and
 * dismiss; every step in the job's history; only confirmed reporters are told the outcome.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createJobReviewStore } from '~/features/staff/job-review.store';
import { createSearchNoticeStore } from '~/features/publishing/search-notices.store';
import { jobUrl } from '~/domain/job-rules';
import type { NewReport, ReportStore } from '~/server/ports/report-store';
import { PolicyRefusal } from '~/server/ports/staff-store';
import { createReportStore } from './reports.store';

const client = (n: number | string) => `client-key-${String(n).padStart(12, '0')}`;

describeEachDriver('reports of a job', (driver) => {
  const db = suiteDb(driver, 'default');
  let reports: ReportStore;
  let liveIds: string[] = [];
  let next = 0;
  /** A live job no other test has used. */
  const liveJob = () => liveIds[next++]!;
  beforeAll(async () => {
    reports = createReportStore(db().sql);
    liveIds = (await db().sql.query<{ id: string }>(`select id::text as id from public.jobs where status = 'live' order by id limit 40`)).map((r) => r.id);
  });

  const file = (jobId: string, who: number | string, over: Partial<NewReport> = {}) =>
    reports.file({ jobId, reason: 'not_real', details: null, clientKey: client(who), email: null, ...over }, async () => []);
  const status = async (id: string) => (await db().sql.query<{ status: string }>(`select status from public.jobs where id = $1`, [id]))[0]!.status;
  const events = async (id: string) =>
    (await db().sql.query<{ action: string; note: string | null }>(`select action, note from public.job_events where job_id = $1 order by id`, [id])).map(
      (e) => `${e.action}${e.note ? `: ${e.note}` : ''}`,
    );
  const listed = async (id: string) => (await createJobStore(db().sql).getListedJobsByIds([id])).length === 1;

  it('two reports leave a job listed; the third different visitor freezes it: off the board, under review, in its history', async () => {
    const id = liveJob();
    expect((await file(id, 1)).outcome).toBe('stored');
    expect(await file(id, 2)).toMatchObject({ outcome: 'stored', frozen: false });
    expect(await status(id)).toBe('live');
    expect(await file(id, 3)).toMatchObject({ outcome: 'stored', frozen: true });
    expect(await status(id)).toBe('frozen');
    expect(await listed(id)).toBe(false);
    expect((await createJobStore(db().sql).listUnderReview()).map((j) => j.id)).toContain(id);
    expect((await createJobStore(db().sql).listUnderReview([id, liveIds[39]!, 'x'])).map((j) => j.id)).toEqual([id]);
    expect(await createJobStore(db().sql).listUnderReview(['x'])).toEqual([]);
    const log = await events(id);
    expect(log.filter((e) => e.startsWith('reported'))).toHaveLength(3);
    expect(log).toContain('frozen: 3 reports from different visitors within 7 days');
  });

  it('one visitor reporting again adds nothing; reports older than 7 days or dismissed do not count', async () => {
    const id = liveJob();
    await file(id, 10);
    expect((await file(id, 10)).outcome).toBe('already');
    expect(await file(id, 10, { reason: 'other', details: 'again' })).toMatchObject({ outcome: 'already' });
    // An old report (filed 8 days ago) and a dismissed one stay on record but do not count.
    await file(id, 11);
    await db().sql.transaction(async (tx) => {
      await tx.query('alter table public.job_reports disable trigger job_reports_admit');
      await tx.query(`update public.job_reports set created_at = now() - interval '8 days' where job_id = $1`, [id]);
      await tx.query('alter table public.job_reports enable trigger job_reports_admit');
    });
    await file(id, 12);
    expect(await status(id)).toBe('live');
    expect(await reports.dismiss(id, 'staff@x.example')).toBe(3);
    await file(id, 13);
    await file(id, 14);
    expect(await status(id)).toBe('live');
    await file(id, 15);
    expect(await status(id)).toBe('frozen');
  });

  it('a 3-row insert from three visitors freezes the job; a stranger cannot file a report already trusted or resolved', async () => {
    const id = liveJob();
    await db().sql.query(
      `insert into public.job_reports (job_id, reason, client_key, trusted_at, trusted_by, outcome, resolved_at)
       values ($1, 'not_real', $2, now(), 'me', 'dismissed', now()), ($1, 'not_real', $3, null, null, null, null), ($1, 'wrong_facts', $4, null, null, null, null)`,
      [id, client(20), client(21), client(22)],
    );
    expect(await status(id)).toBe('frozen');
    const rows = await db().sql.query<{ n: number }>(
      `select count(*)::int as n from public.job_reports where job_id = $1 and trusted_at is null and outcome is null`,
      [id],
    );
    expect(Number(rows[0]!.n)).toBe(3);
    // A trusted flag on a new row is dropped, so one forged row freezes nothing.
    const other = liveJob();
    await db().sql.query(`insert into public.job_reports (job_id, reason, client_key, trusted_at, trusted_by) values ($1, 'not_real', $2, now(), 'me')`, [
      other,
      client(23),
    ]);
    expect(await status(other)).toBe('live');
  });

  it('a client files at most 10 reports a day and a job takes at most 50, under any statement shape', async () => {
    // Eleven jobs in one statement from one client: the 11th is over, so none is stored.
    const ids = liveIds.slice(20, 31);
    await expect(
      db().sql.query(`insert into public.job_reports (job_id, reason, client_key) select unnest($1::bigint[]), 'not_real', $2`, [
        `{${ids.join(',')}}`,
        client('busy'),
      ]),
    ).rejects.toThrow(/most reports we take from one visitor/);
    expect(
      Number((await db().sql.query<{ n: number }>(`select count(*)::int as n from public.job_reports where client_key = $1`, [client('busy')]))[0]!.n),
    ).toBe(0);
    for (const j of ids.slice(0, 10)) await file(j, 'busy', { reason: 'wrong_facts' });
    await expect(file(ids[10]!, 'busy')).rejects.toBeInstanceOf(PolicyRefusal);
    // Fifty reports of one job (it froze at the third); the 51st is refused.
    const id = liveJob();
    await db().sql.query(
      `insert into public.job_reports (job_id, reason, client_key) select $1, 'not_real', 'many-clients-' || lpad(g::text, 8, '0') from generate_series(1, 50) g`,
      [id],
    );
    await expect(file(id, 'fifty-first')).rejects.toThrow(/most reports it takes in a day/);
  });

  it('three reports at once under REPEATABLE READ never leave a job listed with three open reports', async () => {
    const id = liveJob();
    const attempts = await Promise.allSettled(
      [31, 32, 33].map((n) =>
        db().sql.transaction(async (tx) => {
          await tx.query('set transaction isolation level repeatable read');
          await tx.query('select count(*) from public.job_reports');
          await tx.query('select pg_sleep(0.02)');
          await tx.query(`insert into public.job_reports (job_id, reason, client_key) values ($1, 'not_real', $2)`, [id, client(n)]);
        }),
      ),
    );
    const stored = attempts.filter((a) => a.status === 'fulfilled').length;
    for (const a of attempts) if (a.status === 'rejected') expect(String(a.reason)).toMatch(/could not serialize|concurrent update/);
    expect(await status(id)).toBe(stored >= 3 ? 'frozen' : 'live');
  });

  it('staff trust a report (frozen at once), restore the job (its term stood still), and confirmed reporters alone are told', async () => {
    const review = createJobReviewStore(db().sql);
    const id = liveJob();
    const first = await file(id, 40, { email: 'told@reporter.example' });
    await file(id, 41, { email: 'silent@reporter.example' });
    if (first.outcome !== 'stored') throw new Error('not stored');
    await reports.confirmEmail(first.id);
    const queued = await reports.queue();
    expect(queued.find((j) => j.jobId === id)).toMatchObject({ clients: 2, status: 'live' });
    expect((await reports.trust(first.id, 'staff@x.example'))?.status).toBe('frozen');
    // The employer's answer cannot bring it back; staff can.
    await expect(
      db().sql.transaction(async (tx) => {
        await tx.query(`select set_config('jobs.actor', 'employer', true)`);
        await tx.query(`update public.jobs set status = 'live' where id = $1`, [id]);
      }),
    ).rejects.toThrow(/A frozen listing cannot become live/);
    await db().sql.query(`select pg_sleep(0.05)`);
    await review.act(id, 'restore', { actor: 'staff@x.example', note: 'Checked with the clinic' });
    expect(await status(id)).toBe('live');
    // The time frozen is added to the time paused, which lengthens the term like a pause does.
    const stood = await db().sql.query<{ s: number }>(`select extract(epoch from paused_total)::float8 as s from public.jobs where id = $1`, [id]);
    expect(Number(stood[0]!.s)).toBeGreaterThan(0);
    const log = await events(id);
    expect(log).toContain(`report trusted: Report ${first.id} marked trusted`);
    expect(log).toContain(`frozen: Report ${first.id} marked trusted by staff@x.example`);
    expect(log).toContain('restored: Checked with the clinic');
    const told: string[] = [];
    expect(
      await reports.tellOutcomes(id, (r) => (told.push(`${r.email} ${r.outcome}`), { kind: 'report-outcome', to: r.email!, subject: 's', text: 't' })),
    ).toBe(1);
    expect(told).toEqual(['told@reporter.example restored']);
    // Told once.
    expect(await reports.tellOutcomes(id, () => ({ kind: 'report-outcome', to: 'x@y.example', subject: 's', text: 't' }))).toBe(0);
    expect((await reports.queue()).find((j) => j.jobId === id)).toBeUndefined();
  });

  it('search engines are told of a frozen job as of a closed one (deleted), and of it again once restored', async () => {
    const notices = createSearchNoticeStore(db().sql);
    const review = createJobReviewStore(db().sql);
    // The deployed job URLs after each build: the listed jobs' pages, as the job sitemaps list them.
    const deployed = async () => (await createJobStore(db().sql).listListedJobs()).map((j) => `https://site.example${jobUrl(j)}`);
    await notices.record(await deployed(), new Date());
    const id = liveJob();
    const job = (await createJobStore(db().sql).getListedJobsByIds([id]))[0]!;
    const url = `https://site.example${jobUrl(job)}`;
    for (const n of [60, 61, 62]) await file(id, n);
    expect(await notices.record(await deployed(), new Date())).toEqual({ updated: 0, deleted: 1 });
    expect(await notices.pendingGoogle(500)).toContainEqual({ url, state: 'deleted' });
    await review.act(id, 'restore', { actor: 'staff@x.example' });
    expect(await notices.record(await deployed(), new Date())).toEqual({ updated: 1, deleted: 0 });
    expect(await notices.pendingGoogle(500)).toContainEqual({ url, state: 'updated' });
  });

  it('closing a frozen job resolves its reports as closed; a frozen job cannot be dismissed, paused or edited into a duplicate', async () => {
    const review = createJobReviewStore(db().sql);
    const id = liveJob();
    for (const n of [50, 51, 52]) await file(id, n);
    expect(await status(id)).toBe('frozen');
    expect(await reports.dismiss(id, 'staff@x.example')).toBe(0);
    await expect(review.act(id, 'pause', { actor: 'staff@x.example' })).rejects.toThrow(/frozen listing cannot become paused/);
    await review.act(id, 'close', { actor: 'staff@x.example', reason: 'withdrawn' });
    const outcomes = await db().sql.query<{ outcome: string }>(`select distinct outcome from public.job_reports where job_id = $1`, [id]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['closed']);
    // A closed job takes no reports.
    await expect(file(id, 53)).rejects.toThrow(/Only a job on the board can be reported/);
  });
});

describe('reports (pure)', () => {
  it('the report form body: "Something else" needs words, empty optional fields are none', async () => {
    const { reportBody } = await import('./report');
    expect(reportBody.safeParse({ jobId: '1', reason: 'other', details: ' ', email: '' }).success).toBe(false);
    expect(reportBody.parse({ jobId: '1', reason: 'not_real', details: '', email: '' })).toEqual({
      jobId: '1',
      reason: 'not_real',
      details: null,
      email: null,
    });
    expect(reportBody.safeParse({ jobId: '1', reason: 'other', details: 'x'.repeat(1001) }).success).toBe(false);
    expect(reportBody.safeParse({ jobId: '1', reason: 'spam' }).success).toBe(false);
  });
});
