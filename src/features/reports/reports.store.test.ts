/**
 * Reports of a job on both drivers: confirmed reports from three networks within 7 days freeze it, whatever
 * the statement shape or isolation level; one network, unconfirmed reports, a job staff restored or the
 * site-wide caps never do; limits per client and per job; staff trust, restore, close and
 * dismiss; every step in the job's history; only confirmed reporters are told the outcome.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createJobReviewStore } from '~/features/postings/job-review.store';
import { createSearchNoticeStore } from '~/features/publishing/search-notices.store';
import { jobUrl } from '~/domain/job-url';
import type { NewReport, ReportStore } from './reports.port';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { createReportStore } from './reports.store';

const client = (n: number | string) => `client-key-${String(n).padStart(12, '0')}`;
const network = (n: number | string) => `network-key-${String(n).padStart(12, '0')}`;

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
    // The site-wide caps are tested on their own below.
    await db().sql.query(`update public.report_settings set freezes_per_hour = 1000, freezes_per_day = 1000`);
  });

  const file = (jobId: string, who: number | string, over: Partial<NewReport> = {}) =>
    reports.file({ jobId, reason: 'not_real', details: null, clientKey: client(who), email: null, ...over }, async () => []);
  /** A report from visitor `who` on a network of its own, its address then confirmed: what counts toward a freeze. */
  const confirmed = async (jobId: string, who: number | string, over: Partial<NewReport> = {}) => {
    const filed = await file(jobId, who, { email: `r${who}@reporter.example`, networkKey: network(who), ...over });
    if (filed.outcome === 'stored') await reports.confirmEmail(filed.id);
    return filed;
  };
  const status = async (id: string) => (await db().sql.query<{ status: string }>(`select status from public.jobs where id = $1`, [id]))[0]!.status;
  const events = async (id: string) =>
    (await db().sql.query<{ action: string; note: string | null }>(`select action, note from public.job_events where job_id = $1 order by id`, [id])).map(
      (e) => `${e.action}${e.note ? `: ${e.note}` : ''}`,
    );
  const listed = async (id: string) => (await createJobStore(db().sql).getListedJobsByIds([id])).length === 1;

  it('two confirmed reports leave a job listed; the third, from another network, freezes it: off the board, under review, in its history', async () => {
    const id = liveJob();
    expect((await confirmed(id, 1)).outcome).toBe('stored');
    expect(await confirmed(id, 2)).toMatchObject({ outcome: 'stored', frozen: false });
    expect(await status(id)).toBe('live');
    // Filed, not yet confirmed: it does not count.
    const third = await file(id, 3, { email: 'r3@reporter.example', networkKey: network(3) });
    expect(third).toMatchObject({ outcome: 'stored', frozen: false });
    expect(await status(id)).toBe('live');
    if (third.outcome !== 'stored') throw new Error('not stored');
    await reports.confirmEmail(third.id);
    expect(await status(id)).toBe('frozen');
    expect(await listed(id)).toBe(false);
    expect((await createJobStore(db().sql).listUnderReview()).map((j) => j.id)).toContain(id);
    expect((await createJobStore(db().sql).listUnderReview([id, liveIds[39]!, 'x'])).map((j) => j.id)).toEqual([id]);
    expect(await createJobStore(db().sql).listUnderReview(['x'])).toEqual([]);
    const log = await events(id);
    expect(log.filter((e) => e.startsWith('reported'))).toHaveLength(3);
    expect(log).toContain('frozen: 3 confirmed reports from different networks within 7 days');
  });

  it('27 clients of one network, or reports from 5 networks nobody confirmed, never freeze a job', async () => {
    const id = liveJob();
    for (let n = 0; n < 27; n++) await confirmed(id, `one-net-${n}`, { networkKey: network('shared') });
    expect(await status(id)).toBe('live');
    for (let n = 0; n < 5; n++) await file(id, `unconfirmed-${n}`, { networkKey: network(`unconfirmed-${n}`), email: n % 2 ? `u${n}@reporter.example` : null });
    expect(await status(id)).toBe('live');
    // Two more confirmed networks make three.
    await confirmed(id, 'second-net');
    expect(await status(id)).toBe('live');
    await confirmed(id, 'third-net');
    expect(await status(id)).toBe('frozen');
  });

  it('one visitor reporting again adds nothing; reports older than 7 days or dismissed do not count', async () => {
    const id = liveJob();
    await confirmed(id, 10);
    expect((await file(id, 10)).outcome).toBe('already');
    expect(await file(id, 10, { reason: 'other', details: 'again' })).toMatchObject({ outcome: 'already' });
    // An old report (filed 8 days ago) and a dismissed one stay on record but do not count.
    await confirmed(id, 11);
    await db().sql.transaction(async (tx) => {
      await tx.query('alter table public.job_reports disable trigger job_reports_admit');
      await tx.query(`update public.job_reports set created_at = now() - interval '8 days' where job_id = $1`, [id]);
      await tx.query('alter table public.job_reports enable trigger job_reports_admit');
    });
    await confirmed(id, 12);
    expect(await status(id)).toBe('live');
    expect(await reports.dismiss(id, 'staff@x.example')).toBe(3);
    await confirmed(id, 13);
    await confirmed(id, 14);
    expect(await status(id)).toBe('live');
    await confirmed(id, 15);
    expect(await status(id)).toBe('frozen');
  });

  it('a 3-row insert freezes nothing; a 3-row update confirming them does; a stranger cannot file a report already trusted, confirmed or resolved', async () => {
    const id = liveJob();
    await db().sql.query(
      `insert into public.job_reports (job_id, reason, client_key, network_key, email, email_confirmed_at, trusted_at, trusted_by, outcome, resolved_at)
       values ($1, 'not_real', $2, $5, 'a@r.example', now(), now(), 'me', 'dismissed', now()), ($1, 'not_real', $3, $6, 'b@r.example', now(), null, null, null, null),
              ($1, 'wrong_facts', $4, $7, 'c@r.example', now(), null, null, null, null)`,
      [id, client(20), client(21), client(22), network(20), network(21), network(22)],
    );
    expect(await status(id)).toBe('live');
    const rows = await db().sql.query<{ n: number }>(
      `select count(*)::int as n from public.job_reports where job_id = $1 and trusted_at is null and outcome is null and email_confirmed_at is null`,
      [id],
    );
    expect(Number(rows[0]!.n)).toBe(3);
    await db().sql.query(`update public.job_reports set email_confirmed_at = now() where job_id = $1`, [id]);
    expect(await status(id)).toBe('frozen');
    // A trusted flag on a new row is dropped, so one forged row freezes nothing.
    const other = liveJob();
    await db().sql.query(`insert into public.job_reports (job_id, reason, client_key, trusted_at, trusted_by) values ($1, 'not_real', $2, now(), 'me')`, [
      other,
      client(23),
    ]);
    expect(await status(other)).toBe('live');
    // The network a report came from is kept as filed.
    await expect(db().sql.query(`update public.job_reports set network_key = $2 where job_id = $1`, [other, network('moved')])).rejects.toThrow(
      /kept as it was filed/,
    );
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

  it('three confirmations at once, under READ COMMITTED or REPEATABLE READ, never leave a job listed with three confirmed networks', async () => {
    for (const level of ['read committed', 'repeatable read']) {
      const id = liveJob();
      const ids: string[] = [];
      for (const n of [31, 32, 33]) {
        const filed = await file(id, `${level}-${n}`, { email: `r${n}@reporter.example`, networkKey: network(`${level}-${n}`) });
        if (filed.outcome === 'stored') ids.push(filed.id);
      }
      const attempts = await Promise.allSettled(
        ids.map((reportId) =>
          db().sql.transaction(async (tx) => {
            await tx.query(`set transaction isolation level ${level}`);
            await tx.query('select count(*) from public.job_reports');
            await tx.query('select pg_sleep(0.02)');
            await tx.query(`update public.job_reports set email_confirmed_at = now() where id = $1`, [reportId]);
          }),
        ),
      );
      const done = attempts.filter((a) => a.status === 'fulfilled').length;
      for (const a of attempts) if (a.status === 'rejected') expect(String(a.reason)).toMatch(/could not serialize|concurrent update/);
      expect(await status(id), level).toBe(done >= 3 ? 'frozen' : 'live');
    }
  });

  it('automatic freezes are capped per hour and per day site-wide: past a cap the job stays listed, the hold in its history, its reports with staff', async () => {
    await db().sql.query(`delete from public.job_report_counts where key like 'freeze-%'`);
    await db().sql.query(`update public.report_settings set freezes_per_hour = 2, freezes_per_day = 3`);
    try {
      const jobs = [liveJob(), liveJob(), liveJob()];
      for (const [i, id] of jobs.entries()) for (const n of [1, 2, 3]) await confirmed(id, `cap-${i}-${n}`);
      expect(await Promise.all(jobs.map(status))).toEqual(['frozen', 'frozen', 'live']);
      expect((await events(jobs[2]!)).find((e) => e.startsWith('freeze held'))).toContain('this hour');
      expect((await reports.queue()).find((j) => j.jobId === jobs[2])).toMatchObject({ status: 'live' });
      // A new hour: the day's cap (3) allows one more, then holds.
      await db().sql.query(`delete from public.job_report_counts where key like 'freeze-hour:%'`);
      const more = [liveJob(), liveJob()];
      for (const [i, id] of more.entries()) for (const n of [1, 2, 3]) await confirmed(id, `day-${i}-${n}`);
      expect(await Promise.all(more.map(status))).toEqual(['frozen', 'live']);
      expect((await events(more[1]!)).find((e) => e.startsWith('freeze held'))).toContain('today');
      // Staff can still freeze it.
      const held = (await reports.queue()).find((j) => j.jobId === more[1])!;
      expect((await reports.trust(held.reports[0]!.id, 'staff@x.example'))?.status).toBe('frozen');
    } finally {
      await db().sql.query(`update public.report_settings set freezes_per_hour = 1000, freezes_per_day = 1000`);
    }
  });

  it('a job staff restored is frozen again within 30 days only by staff', async () => {
    const review = createJobReviewStore(db().sql);
    const id = liveJob();
    for (const n of [1, 2, 3]) await confirmed(id, `restored-${n}`);
    expect(await status(id)).toBe('frozen');
    await review.act(id, 'restore', { actor: 'staff@x.example' });
    expect(await status(id)).toBe('live');
    for (const n of [4, 5, 6]) await confirmed(id, `restored-${n}`);
    expect(await status(id)).toBe('live');
    expect((await events(id)).find((e) => e.startsWith('freeze held'))).toContain('only staff freeze it again');
    const entry = (await reports.queue()).find((j) => j.jobId === id)!;
    expect((await reports.trust(entry.reports[0]!.id, 'staff@x.example'))?.status).toBe('frozen');
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
    for (const n of [60, 61, 62]) await confirmed(id, n);
    expect(await notices.record(await deployed(), new Date())).toEqual({ updated: 0, deleted: 1 });
    expect(await notices.pendingGoogle(500)).toContainEqual({ url, state: 'deleted' });
    await review.act(id, 'restore', { actor: 'staff@x.example' });
    expect(await notices.record(await deployed(), new Date())).toEqual({ updated: 1, deleted: 0 });
    expect(await notices.pendingGoogle(500)).toContainEqual({ url, state: 'updated' });
  });

  it('closing a frozen job resolves its reports as closed; a frozen job cannot be dismissed, paused or edited into a duplicate', async () => {
    const review = createJobReviewStore(db().sql);
    const id = liveJob();
    for (const n of [50, 51, 52]) await confirmed(id, n);
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
