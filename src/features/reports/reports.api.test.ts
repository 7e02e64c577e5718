/**
 * "Report this job" through its functions on both drivers: reports from one network, or unconfirmed, freeze
 * nothing; reporters on three networks who confirm their addresses freeze it (staff told at the third
 * confirmation), staff are told of each report, an address gets one confirmation and the outcome only once
 * confirmed; bad input, unknown jobs and repeats change nothing; staff see the queue, trust a report,
 * restore or close the job, and dismiss reports of a job that stays.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import { staffToken } from '../../../tests/support/staff-token';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
// The route as wired (reports hear each decision).
import { onRequestPost as jobAction } from '../../../functions/api/staff/jobs/[id]/[action]';
import * as moderation from './moderation.api';
import * as confirmPage from './confirm.api';
import { reportConfirmToken } from './report-links';
import { onRequestPost as report } from './report.api';

const SIGNING = 'reports-api-tests-signing-secret-0123456789';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describeEachDriver('reporting a job through the site', (driver) => {
  let db: TestDb;
  let env: Record<string, string>;
  let ip = 0;
  let live: string[] = [];
  let staff = '';
  const net = driver === 'pglite' ? 41 : 42;
  const settling: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    db = await createTestDb(driver, 'default');
    env = { ...db.env, SIGNING_SECRET: SIGNING };
    live = (await db.sql.query<{ id: string }>(`select id::text as id from public.jobs where status = 'live' order by id limit 10`)).map((r) => r.id);
    staff = await staffToken(SIGNING, 'mod@staff.example', 'staff', 'aal2', db.sql);
  });
  afterAll(async () => {
    await Promise.all(settling.map((s) => s()));
    await db.close();
  });

  const ctx = (request: Request, params: Record<string, string> = {}) => {
    const c = fnContext(request, env, params);
    settling.push(c.settle);
    return c.context as FunctionContext;
  };
  const nextIp = () => `10.${net}.${Math.floor(++ip / 200)}.${ip % 200}`;
  const send = (body: unknown, from = nextIp()) =>
    report(
      ctx(
        new Request('http://localhost:4321/api/reports', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': from, 'user-agent': BROWSER, origin: 'http://localhost:4321' },
          body: JSON.stringify(body),
        }),
      ),
    );
  const asStaff = <P extends string>(fn: PagesFunction<P>, path: string, params: Record<P, string>, method = 'POST', body?: unknown) =>
    fn(
      ctx(
        new Request(`http://localhost:4321${path}`, {
          method,
          headers: { authorization: `Bearer ${staff}`, 'cf-connecting-ip': nextIp(), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
        params,
      ),
    );
  const outbox = (kind: string) =>
    db.sql.query<{ to_address: string; subject: string; body_text: string }>(
      `select to_address, subject, body_text from public.mail_outbox where kind = $1 order by id`,
      [kind],
    );
  const count = async (table: string, where = 'true') =>
    Number((await db.sql.query<{ n: number }>(`select count(*)::int n from public.${table} where ${where}`))[0]!.n);

  it('one network or unconfirmed reports freeze nothing; the third network to confirm does, and staff hear so; a repeat and bad input store nothing', async () => {
    const id = live[0]!;
    const a = await send({ jobId: id, reason: 'money_or_data', details: 'Asked for my bank details to "set up payroll".', email: '' });
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({ ok: true, frozen: false });
    // The same visitor again: nothing new.
    const again = await send({ jobId: id, reason: 'not_real' }, `10.${net}.0.1`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ already: true });
    for (const bad of [
      { jobId: id, reason: 'other' },
      { jobId: id, reason: 'spam' },
      { jobId: id, reason: 'not_real', details: 'x'.repeat(1001) },
      { jobId: id, reason: 'not_real', email: 'not an address' },
      { jobId: id, reason: 'not_real', extra: 1 },
    ]) {
      const res = await send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await count('job_reports', `job_id = ${id}`)).toBe(1);
    // Two more from the same /24, and two from other networks: nobody has confirmed, so the job stays.
    expect((await send({ jobId: id, reason: 'wrong_facts', email: 'same-net@example.org' }, `10.${net}.0.7`)).status).toBe(201);
    expect((await send({ jobId: id, reason: 'not_real', email: 'same-net-2@example.org' }, `10.${net}.0.8`)).status).toBe(201);
    expect((await send({ jobId: id, reason: 'wrong_facts', email: 'other-net@example.org' }, `10.${net}.150.1`)).status).toBe(201);
    const third = await send({ jobId: id, reason: 'not_real', email: 'Reporter@Example.org' }, `10.${net}.151.1`);
    expect(third.status).toBe(201);
    expect(await third.json()).toMatchObject({ frozen: false });
    const confirm = async (address: string) => {
      const row = (await db.sql.query<{ id: string }>(`select id::text as id from public.job_reports where job_id = $1 and email = $2`, [id, address]))[0]!;
      const url = `http://localhost:4321/reports/confirm?token=${encodeURIComponent(await reportConfirmToken(SIGNING, row.id))}`;
      return confirmPage.onRequestPost(ctx(new Request(url, { method: 'POST', headers: { 'cf-connecting-ip': nextIp(), origin: 'http://localhost:4321' } })));
    };
    const status = async () => (await db.sql.query<{ status: string }>(`select status from public.jobs where id = $1`, [id]))[0]!.status;
    // Both confirmed addresses of the one network count as one.
    expect((await confirm('same-net@example.org')).status).toBe(200);
    expect((await confirm('same-net-2@example.org')).status).toBe(200);
    expect((await confirm('other-net@example.org')).status).toBe(200);
    expect(await status()).toBe('live');
    await Promise.all(settling.splice(0).map((s) => s()));
    let notices = (await outbox('staff-notice')).filter((m) => m.subject.includes(`(job ${id})`));
    expect(notices.map((m) => m.subject.split(':')[0])).toEqual(Array(5).fill('Job reported'));
    expect(notices[0]!.body_text).toContain('Asked for my bank details');
    const confirmations = await outbox('report-confirmation');
    expect(confirmations.map((m) => m.to_address)).toEqual(['same-net@example.org', 'same-net-2@example.org', 'other-net@example.org', 'reporter@example.org']);
    // The third network's confirmation freezes it, and staff hear so.
    expect((await confirm('reporter@example.org')).status).toBe(200);
    expect(await status()).toBe('frozen');
    await Promise.all(settling.splice(0).map((s) => s()));
    notices = (await outbox('staff-notice')).filter((m) => m.subject.includes(`(job ${id})`));
    expect(notices.at(-1)!.subject).toMatch(/^Frozen after reports/);
    expect(notices.at(-1)!.body_text).toContain('A reporter confirmed their address, which froze job');
    // The employer hears that reports took the listing off the board, with the listing's own page.
    const employer = (await outbox('job-check')).filter((m) => m.to_address === `contact-${id}@leakcheck.example`);
    expect(employer.map((m) => m.subject)).toEqual([expect.stringMatching(/" is off the board while we review reports$/)]);
    expect(employer[0]!.body_text).toContain('/employer?job=');
    // Off the board: a fourth visitor is told there is nothing to report.
    expect((await send({ jobId: id, reason: 'not_real' })).status).toBe(404);
    expect((await send({ jobId: '999999999', reason: 'not_real' })).status).toBe(404);
  });

  it('the confirmation link: GET changes nothing, the button confirms; the outcome reaches that address only, once', async () => {
    const id = live[0]!;
    // A report filed with an address not yet confirmed (the others above are).
    expect((await send({ jobId: live[2]!, reason: 'not_real', email: 'later@example.org' })).status).toBe(201);
    const row = (await db.sql.query<{ id: string }>(`select id::text as id from public.job_reports where email = 'later@example.org'`))[0]!;
    const url = `http://localhost:4321/reports/confirm?token=${encodeURIComponent(await reportConfirmToken(SIGNING, row.id))}`;
    const page = await confirmPage.onRequestGet(ctx(new Request(url, { headers: { 'cf-connecting-ip': nextIp() } })));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my address');
    expect(await count('job_reports', `id = ${row.id} and email_confirmed_at is not null`)).toBe(0);
    const forged = await confirmPage.onRequestGet(ctx(new Request(`${url}x`, { headers: { 'cf-connecting-ip': nextIp() } })));
    expect(forged.status).toBe(400);
    const done = await confirmPage.onRequestPost(
      ctx(new Request(url, { method: 'POST', headers: { 'cf-connecting-ip': nextIp(), origin: 'http://localhost:4321' } })),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('We will email you once our staff have reviewed the job.');

    // The queue shows the frozen job first, with its five reports.
    const queue = await asStaff(moderation.onRequestGet, '/api/staff/reports', {}, 'GET');
    const jobs = ((await queue.json()) as { jobs: { jobId: string; status: string; clients: number; reports: unknown[] }[] }).jobs;
    expect(jobs[0]).toMatchObject({ jobId: id, status: 'frozen', clients: 5 });
    expect(jobs[0]!.reports).toHaveLength(5);

    const restored = await asStaff(jobAction, `/api/staff/jobs/${id}/restore`, { id, action: 'restore' }, 'POST', { note: 'Spoke with the clinic' });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { job: { status: string } }).job.status).toBe('live');
    await Promise.all(settling.splice(0).map((s) => s()));
    const outcomes = await outbox('report-outcome');
    expect(outcomes.map((m) => m.to_address).sort()).toEqual([
      'other-net@example.org',
      'reporter@example.org',
      'same-net-2@example.org',
      'same-net@example.org',
    ]);
    expect(outcomes[0]!.body_text).toContain('it is back on the board');
    expect((await outbox('job-check')).filter((m) => m.to_address === `contact-${id}@leakcheck.example`).map((m) => m.subject)).toEqual([
      expect.stringMatching(/" is off the board while we review reports$/),
      expect.stringMatching(/" is back on the board$/),
    ]);
  });

  it('staff trust one report (frozen at once) and close the job; dismissing reports keeps a job listed', async () => {
    const id = live[1]!;
    expect((await send({ jobId: id, reason: 'discriminatory', details: 'Says "young graduates only".' })).status).toBe(201);
    const reportId = (await db.sql.query<{ id: string }>(`select id::text as id from public.job_reports where job_id = $1`, [id]))[0]!.id;
    const trusted = await asStaff(moderation.onActionPost, `/api/staff/reports/${reportId}/trust`, { id: reportId, action: 'trust' });
    expect(trusted.status).toBe(200);
    expect(((await trusted.json()) as { job: { status: string } }).job.status).toBe('frozen');
    await Promise.all(settling.splice(0).map((s) => s()));
    expect((await outbox('job-check')).filter((m) => m.to_address === `contact-${id}@leakcheck.example`).map((m) => m.subject)).toEqual([
      expect.stringMatching(/" is off the board while we review reports$/),
    ]);
    // A frozen job is restored or closed, not dismissed.
    expect((await asStaff(moderation.onActionPost, `/api/staff/reports/${reportId}/dismiss`, { id: reportId, action: 'dismiss' })).status).toBe(409);
    const closed = await asStaff(jobAction, `/api/staff/jobs/${id}/close`, { id, action: 'close' }, 'POST', { reason: 'withdrawn' });
    expect(closed.status).toBe(200);
    expect(await count('job_reports', `job_id = ${id} and outcome = 'closed'`)).toBe(1);

    const other = live[2]!;
    await send({ jobId: other, reason: 'wrong_facts', details: 'Pay is lower than listed.' });
    const otherReport = (await db.sql.query<{ id: string }>(`select id::text as id from public.job_reports where job_id = $1`, [other]))[0]!.id;
    const dismissed = await asStaff(moderation.onActionPost, `/api/staff/reports/${otherReport}/dismiss`, { id: otherReport, action: 'dismiss' });
    expect(dismissed.status).toBe(200);
    expect(await count('jobs', `id = ${other} and status = 'live'`)).toBe(1);
    expect((await asStaff(moderation.onActionPost, '/api/staff/reports/1/ban', { id: '1', action: 'ban' })).status).toBe(404);
  });
});
