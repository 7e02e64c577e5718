/**
 * The staff API on both drivers: every endpoint 401 without a token, 403 for a signed-in
 * non-staff user and for staff without a second factor when STAFF_MFA is required; then a job's life
 * through it, from intake to closed as filled, with its events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import { staffToken } from '../../../tests/support/staff-token';
import { signBody } from '~/server/http/signature';
import type { PagesFunction } from '~/server/http/types';
import { insertJobs } from '~/server/store/insert-jobs';
import { buildSyntheticJobs } from '../../../scripts/seed/synthetic';
import { onRequestPost as intake } from './intake.api';
import * as employers from '~/features/employers/employers.api';
import { createJobReviewStore } from './job-review.store';
import { intakePosting, sha256 } from '../../../tests/support/staff-stores';
import * as reports from '~/features/reports/moderation.api';
import * as site from '~/features/staff/site.api';
import { onRequestPost as verifyEmployer } from '~/features/employers/employer-verify.api';
import * as jobs from './jobs.api';
import * as job from './job.api';
// The route as wired (reports hear each decision).
import { onRequestPost as jobAction } from '../../../functions/api/staff/jobs/[id]/[action]';
import { onRequestGet as submissions } from '~/features/forms/submissions.api';
import { onRequestPost as mergeEmployer } from '~/features/employers/employer-merge.api';
import * as suspendEmployer from '~/features/employers/employer-suspend.api';
import { onRequestPost as markSubmission } from '~/features/forms/submission-action.api';

const SIGNING = 'staff-api-tests-signing-secret-0123456789';
const token = (email: string, role: string | undefined, aal: 'aal1' | 'aal2', sql?: TestDb['sql'], sessionId?: string) =>
  staffToken(SIGNING, email, role, aal, sql, sessionId);
const INTAKE = 'staff-api-tests-intake-secret-0123456789';

type Route = { name: string; fn: PagesFunction<string>; method: string; path: string; params: Record<string, string>; body?: unknown };
const ROUTES: Route[] = [
  { name: 'GET jobs', fn: jobs.onRequestGet, method: 'GET', path: '/api/staff/jobs?status=pending_review', params: {} },
  { name: 'GET job', fn: job.onRequestGet as PagesFunction<string>, method: 'GET', path: '/api/staff/jobs/1', params: { id: '1' } },
  {
    name: 'PATCH job',
    fn: job.onRequestPatch as PagesFunction<string>,
    method: 'PATCH',
    path: '/api/staff/jobs/1',
    params: { id: '1' },
    body: { description: 'x' },
  },
  ...(['publish', 'extend', 'pause', 'resume', 'restore', 'close', 'cancel'] as const).map((a) => ({
    name: `POST job ${a}`,
    fn: jobAction as PagesFunction<string>,
    method: 'POST',
    path: `/api/staff/jobs/1/${a}`,
    params: { id: '1', action: a },
    body: a === 'close' ? { reason: 'filled' } : {},
  })),
  { name: 'GET reports', fn: reports.onRequestGet, method: 'GET', path: '/api/staff/reports', params: {} },
  { name: 'GET site', fn: site.onRequestGet, method: 'GET', path: '/api/staff/site', params: {} },
  ...(['trust', 'dismiss'] as const).map((a) => ({
    name: `POST report ${a}`,
    fn: reports.onActionPost as PagesFunction<string>,
    method: 'POST',
    path: `/api/staff/reports/1/${a}`,
    params: { id: '1', action: a },
  })),
  { name: 'GET employers', fn: employers.onRequestGet, method: 'GET', path: '/api/staff/employers', params: {} },
  { name: 'POST employers', fn: employers.onRequestPost, method: 'POST', path: '/api/staff/employers', params: {}, body: { name: 'A', legal_entity: 'A LLC' } },
  {
    name: 'POST employer verify',
    fn: verifyEmployer as PagesFunction<string>,
    method: 'POST',
    path: '/api/staff/employers/1/verify',
    params: { id: '1' },
    body: { license_number: 'PT1', license_state: 'CA' },
  },
  {
    name: 'POST employer merge',
    fn: mergeEmployer as PagesFunction<string>,
    method: 'POST',
    path: '/api/staff/employers/1/merge',
    params: { id: '1' },
    body: { into: '2' },
  },
  ...(['POST', 'DELETE'] as const).map((method) => ({
    name: `${method} employer suspend`,
    fn: (method === 'POST' ? suspendEmployer.onRequestPost : suspendEmployer.onRequestDelete) as PagesFunction<string>,
    method,
    path: '/api/staff/employers/1/suspend',
    params: { id: '1' },
    ...(method === 'POST' ? { body: { reason: 'x' } } : {}),
  })),
  ...(['contact', 'interest', 'ccpa'] as const).map((kind) => ({
    name: `GET submissions ${kind}`,
    fn: submissions as PagesFunction<string>,
    method: 'GET',
    path: `/api/staff/submissions/${kind}`,
    params: { kind },
  })),
  {
    name: 'POST ccpa erase',
    fn: markSubmission as PagesFunction<string>,
    method: 'POST',
    path: '/api/staff/submissions/ccpa/1/erase',
    params: { kind: 'ccpa', id: '1', action: 'erase' },
  },
  {
    name: 'POST submission answered',
    fn: markSubmission as PagesFunction<string>,
    method: 'POST',
    path: '/api/staff/submissions/contact/1/answered',
    params: { kind: 'contact', id: '1', action: 'answered' },
  },
];

describeEachDriver('the staff API', (driver) => {
  let db: TestDb;
  let env: Record<string, string>;
  let ip = 0;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    env = { ...db.env, SIGNING_SECRET: SIGNING, INTAKE_SECRET: INTAKE };
  });
  afterAll(() => db.close());

  async function call(route: Pick<Route, 'fn' | 'method' | 'path' | 'params' | 'body'>, bearer: string | null, e = env) {
    const headers: Record<string, string> = { 'cf-connecting-ip': `10.${driver === 'pglite' ? 1 : 2}.${Math.floor(++ip / 200)}.${ip % 200}` };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (route.body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`http://x${route.path}`, {
      method: route.method,
      headers,
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
    });
    const res = await route.fn(fnContext(request, e, route.params).context);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  describe('who may call it', () => {
    it('every endpoint: 401 without a token or with a forged one, 403 for a signed-in user who is not staff', async () => {
      const member = await token('member@x.example', undefined, 'aal2', db.sql);
      // The signature's first character changed: its last carries two padding bits, so 'A' for 'B' there
      // decodes to the same bytes (1 run in 16 accepted the "forged" token).
      const good = await token('staff@x.example', 'staff', 'aal2', db.sql);
      const at = good.lastIndexOf('.') + 1;
      const forged = `${good.slice(0, at)}${good[at] === 'A' ? 'B' : 'A'}${good.slice(at + 1)}`;
      for (const r of ROUTES) {
        expect((await call(r, null)).status, r.name).toBe(401);
        expect((await call(r, forged)).status, `${r.name} forged`).toBe(401);
        expect((await call(r, member)).status, `${r.name} member`).toBe(403);
      }
    });
    it('a token stops working when its session signs out (not an hour later), and a token of no recorded session never works', async () => {
      const session = randomUUID();
      const staff = await token('signout@x.example', 'staff', 'aal2', db.sql, session);
      expect((await call(ROUTES[0]!, staff)).status).toBe(200);
      // Sign-out deletes the session (Supabase Auth's logout; the stand-in does the same).
      await db.sql.query('delete from auth.sessions where id = $1', [session]);
      const after = await call(ROUTES[0]!, staff);
      expect(after.status).toBe(401);
      expect(after.body.error).toMatch(/sign in again/);
      const unrecorded = await token('ghost@x.example', 'staff', 'aal2');
      expect((await call(ROUTES[0]!, unrecorded)).status).toBe(401);
    });
    it('with STAFF_MFA required, staff need a verified second factor (aal2)', async () => {
      const required = { ...env, STAFF_MFA: 'required' };
      const aal1 = await token('staff@x.example', 'staff', 'aal1', db.sql);
      for (const r of ROUTES) {
        const res = await call(r, aal1, required);
        expect(res.status, r.name).toBe(403);
        expect(res.body.error).toMatch(/second factor/);
      }
      const aal2 = await token('staff@x.example', 'staff', 'aal2', db.sql);
      expect((await call(ROUTES[0]!, aal2, required)).status).toBe(200);
      // Off (the embedded default): a staff password session is enough.
      expect((await call(ROUTES[0]!, aal1)).status).toBe(200);
    });
  });

  it("a job's life: intake, verify the employer, publish, edit until the limit, extend, pause, resume, close as filled", async () => {
    const staff = await token('reviewer@x.example', 'staff', 'aal2', db.sql);
    const body = JSON.stringify({
      job_title: 'Acute Care Physical Therapist',
      employer_name: 'Mercy General',
      legal_entity: 'Mercy General Hospital Inc',
      city: 'Sacramento',
      state: 'CA',
      job_type: 'full-time',
      setting: 'acute-care',
      description: 'Acute care on a 300-bed campus.',
      contact_email: 'talent@mercy.example',
    });
    const send = async (raw: string) =>
      intake(
        fnContext(
          new Request('http://x/api/intake/jobs', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-signature': await signBody(INTAKE, raw) },
            body: raw,
          }),
          env,
        ).context,
      );
    // California requires a pay range in a posting: without one it is refused, naming the law.
    const unpaid = await send(body);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({
      rule: 'pay_range_law',
      law: 'ca',
      error: expect.stringMatching(/^California Labor Code section 432\.3 .* in CA since 2023-01-01/),
    });
    const res = await send(body.replace('"setting":"acute-care"', '"setting":"acute-care","salary_min":95000,"salary_max":120000'));
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const queue = await call(ROUTES[0]!, staff);
    expect((queue.body.jobs as { id: string }[]).map((j) => j.id)).toContain(id);

    const at = (a: string, b: unknown = {}) =>
      call({ fn: jobAction as PagesFunction<string>, method: 'POST', path: `/api/staff/jobs/${id}/${a}`, params: { id, action: a }, body: b }, staff);
    const refused = await at('publish');
    expect(refused).toMatchObject({ status: 409, body: { rule: 'jobs_verified_employer' } });

    const detail = await call({ fn: job.onRequestGet as PagesFunction<string>, method: 'GET', path: `/api/staff/jobs/${id}`, params: { id } }, staff);
    const employerId = (detail.body.job as { employer_id: string }).employer_id;
    expect(detail.body.actions).toEqual(['publish', 'cancel', 'close']);
    // The posting as its page will read it: the listed job's columns through the build's own schema.
    expect(detail.body.preview).toMatchObject({ id, setting: 'acute-care', salary_min: 95000, salary_max: 120000, pay_unit: 'year', employer_verified: false });
    expect(detail.body.preview).not.toHaveProperty('contact_email');
    const verified = await call(
      {
        fn: verifyEmployer as PagesFunction<string>,
        method: 'POST',
        path: `/api/staff/employers/${employerId}/verify`,
        params: { id: employerId },
        body: { license_number: 'PT 4411', license_state: 'CA' },
      },
      staff,
    );
    expect(verified.body.employer).toMatchObject({ verified_by: 'reviewer@x.example' });

    expect((await at('publish')).body.job).toMatchObject({ status: 'live', employer_verified: true });
    const edit = (salary: number) =>
      call(
        {
          fn: job.onRequestPatch as PagesFunction<string>,
          method: 'PATCH',
          path: `/api/staff/jobs/${id}`,
          params: { id },
          body: { salary_min: salary, salary_max: 120000 },
        },
        staff,
      );
    for (let i = 1; i <= 3; i++) expect(((await edit(90000 + i)).body.rules as { editsLeft: number }).editsLeft).toBe(3 - i);
    expect(await edit(99999)).toMatchObject({ status: 409, body: { error: 'This listing has used its 3 edits', rule: 'jobs_edit_limit' } });
    // Bad input is 400 naming the field, and changes nothing.
    const bad = await call(
      { fn: job.onRequestPatch as PagesFunction<string>, method: 'PATCH', path: `/api/staff/jobs/${id}`, params: { id }, body: { status: 'live' } },
      staff,
    );
    expect(bad.status).toBe(400);
    expect((await at('extend')).body.job).toMatchObject({ extensions: 1 });
    expect((await at('pause', { note: 'Employer asked to pause over the holidays' })).body.job).toMatchObject({ status: 'paused' });
    expect((await at('resume')).body.job).toMatchObject({ status: 'live' });
    expect((await at('cancel')).body).toMatchObject({ rule: 'jobs_cancel_before_live' });
    expect((await at('close', { reason: 'sold' })).status).toBe(400);
    const closed = await at('close', { reason: 'filled', note: 'Hired through us' });
    expect(closed.body.job).toMatchObject({ status: 'closed', close_reason: 'filled' });
    const events = (closed.body.events as { action: string; actor: string; note: string | null }[]).map((e) => e.action).reverse();
    expect(events).toEqual(['created', 'employer verified', 'published', 'edited', 'edited', 'edited', 'extended', 'paused', 'resumed', 'closed']);
    expect((closed.body.events as { note: string | null }[])[0]!.note).toBe('Hired through us');
    expect((await at('dance')).status).toBe(404);
    expect(
      (await call({ fn: job.onRequestGet as PagesFunction<string>, method: 'GET', path: '/api/staff/jobs/999999', params: { id: '999999' } }, staff)).status,
    ).toBe(404);
  });

  it('reading the queue changes nothing: a scheduled listing past its time stays scheduled until the lifecycle pass', async () => {
    const staff = await token('reader@x.example', 'staff', 'aal2', db.sql);
    const e = await db.sql.query<{ id: string }>(
      `insert into public.employers (name, legal_entity, license_number, license_state, verified_by, verified_at) values ('Read Only PT', 'Read Only PT LLC', 'PT-9', 'CA', 'x', now()) returning id`,
    );
    const [row] = await db.sql.query<{ id: string }>(
      `insert into public.jobs (employer_id, job_title, employer_name, city, state, job_type, setting, role, description)
       values ($1, 'Scheduled PT', 'Read Only PT', 'Fresno', 'CA', 'full-time', 'outpatient', 'pt', 'd') returning id`,
      [e[0]!.id],
    );
    await db.sql.query(`update public.jobs set status = 'scheduled', go_live_at = now() + interval '1 hour' where id = $1`, [row!.id]);
    // Its time passes (moved as an import would, outside the rules).
    await db.sql.transaction(async (tx) => {
      await tx.query(`select set_config('jobs.import', 'on', true)`);
      await tx.query(`update public.jobs set go_live_at = now() - interval '1 minute' where id = $1`, [row!.id]);
    });
    expect((await call(ROUTES[0]!, staff)).status).toBe(200);
    const [after] = await db.sql.query<{ status: string }>('select status from public.jobs where id = $1', [row!.id]);
    expect(after!.status).toBe('scheduled');
  });

  it('a posting in a place whose law requires a pay range is not published without one', async () => {
    const staff = await token('publisher@x.example', 'staff', 'aal2', db.sql);
    // Stored without a range (as an older posting or a Studio insert may be), in New York City.
    const stored = await createJobReviewStore(db.sql).intake(
      intakePosting({ job_title: 'Outpatient PT Manhattan', city: 'New York', state: 'NY', employer_name: 'Midtown PT', legal_entity: 'Midtown PT PLLC' }),
      sha256(`pay-law-${driver}`),
    );
    if (stored.outcome !== 'stored') throw new Error('not stored');
    const publish = await call(
      {
        fn: jobAction as PagesFunction<string>,
        method: 'POST',
        path: `/api/staff/jobs/${stored.id}/publish`,
        params: { id: stored.id, action: 'publish' },
        body: {},
      },
      staff,
    );
    expect(publish).toMatchObject({ status: 409, body: { rule: 'pay_range_law', error: expect.stringMatching(/^New York City Human Rights Law/) } });
    const [row] = await db.sql.query<{ status: string }>('select status from public.jobs where id = $1', [stored.id]);
    expect(row!.status).toBe('pending_review');
  });

  it('the queue searches by id or words (q), and a bad query is 400 naming the parameter', async () => {
    const staff = await token('finder@x.example', 'staff', 'aal2', db.sql);
    const list = (query: string) => call({ fn: jobs.onRequestGet, method: 'GET', path: `/api/staff/jobs?${query}`, params: {} }, staff);
    const found = await list('q=acute%20sacramento');
    expect(found.status).toBe(200);
    const titles = (found.body.jobs as { job_title: string; city: string }[]).map((j) => `${j.job_title} in ${j.city}`);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => /acute/i.test(t) || /sacramento/i.test(t))).toBe(true);
    const id = (found.body.jobs as { id: string }[])[0]!.id;
    expect(((await list(`q=${id}`)).body.jobs as { id: string }[]).map((j) => j.id)).toContain(id);
    expect(await list(`q=${'x'.repeat(101)}`)).toMatchObject({ status: 400, body: { error: 'q must be at most 100 characters' } });
    expect((await list('status=open')).body.error).toMatch(/^status must be one of pending_review/);
  });

  it('submissions: CCPA requests carry their deadlines, flagged when close; staff mark them', async () => {
    const staff = await token('privacy@x.example', 'staff', 'aal2', db.sql);
    await db.sql.query(
      `insert into public.ccpa_requests (name, email, request_type, description, created_at) values ('Old', 'old@x.example', 'know', 'What do you hold?', now() - interval '8 days'), ('New', 'new@x.example', 'delete', 'Delete me', now())`,
    );
    const list = await call({ fn: submissions as PagesFunction<string>, method: 'GET', path: '/api/staff/submissions/ccpa', params: { kind: 'ccpa' } }, staff);
    const rows = list.body.submissions as { name: string; id: string; deadlines: { acknowledgeBy: string; respondBy: string; dueSoon: boolean } }[];
    const old = rows.find((r) => r.name === 'Old')!;
    expect(old.deadlines.dueSoon).toBe(true);
    expect(Date.parse(old.deadlines.respondBy) - Date.parse(old.deadlines.acknowledgeBy)).toBe(35 * 86_400_000);
    expect(rows.find((r) => r.name === 'New')!.deadlines.dueSoon).toBe(false);
    const acked = await call(
      { fn: markSubmission as PagesFunction<string>, method: 'POST', path: '', params: { kind: 'ccpa', id: old.id, action: 'acknowledged' } },
      staff,
    );
    expect((acked.body.submission as { acknowledged_at: string | null }).acknowledged_at).not.toBeNull();
    expect((await call({ fn: submissions as PagesFunction<string>, method: 'GET', path: '', params: { kind: 'nope' } }, staff)).status).toBe(404);

    // A delete request erases the address's applications through the site and every resume it uploaded.
    const [job] = buildSyntheticJobs(1, { now: new Date(), startId: 900_000 }).map((j) => ({ ...j, is_active: true, expires_at: null }));
    await db.sql.transaction((tx) => insertJobs(tx, [job!]));
    await db.sql.query(
      `insert into public.applications (job_id, name, email, inbox_key, message, resume_path) values ($1, 'New', 'New@x.example', 'new@x.example', 'Hello', 'a-1.pdf')`,
      [job!.id],
    );
    await db.sql.exec(
      `insert into public.resume_uploads (file_name, file_path, uploaded_by_email, file_size) values ('cv.pdf', 'a-1.pdf', 'new@x.example', 10), ('cv.pdf', 'b-2.pdf', 'NEW@x.example', 10), ('cv.pdf', 'c-3.pdf', 'old@x.example', 10)`,
    );
    // And everything else the site keeps under the address: a confirmed alert, a subscription, a message,
    // a report's address (the report stays, anonymous), the mails to it; another address's stay.
    await db.sql.exec(
      `insert into public.job_alerts (email, frequency, query, status, confirmed_at) values ('new@x.example', 'weekly', 'q=ortho', 'active', now()), ('old@x.example', 'weekly', 'q=ortho', 'active', now());
       insert into public.email_subscriptions (name, email) values ('New', 'new@x.example'), ('Old', 'old@x.example');
       insert into public.contact_messages (name, email, user_type, message) values ('New', 'New@X.example', 'therapist', 'Hi');
       insert into public.mail_outbox (kind, to_address, subject, body_text) values ('staff-notice', 'new@x.example', 'To erase', 'x'), ('staff-notice', 'old@x.example', 'To keep', 'x');`,
    );
    await db.sql.query(
      `insert into public.job_reports (job_id, reason, details, email, client_key) values ($1, 'not_real', 'Fake', 'New@x.example', 'erase-client-key-0001')`,
      [job!.id],
    );
    // An open-to-offers profile of the account at that address (its identity goes with it).
    await db.sql.exec(
      `with u as (insert into auth.users (email) values ('new@x.example') returning id),
            p as (insert into public.talent_profiles (user_id, role, licence_states, pay_floor, pay_unit, schedule, remote)
                  select id, 'pt', '{CA}', 40, 'hour', 'full-time', true from u returning user_id)
       insert into public.talent_identities (user_id, name) select user_id, 'New' from p;`,
    );
    const erase = (id: string) =>
      call({ fn: markSubmission as PagesFunction<string>, method: 'POST', path: '', params: { kind: 'ccpa', id, action: 'erase' } }, staff);
    expect((await erase(old.id)).status).toBe(409); // a "know" request erases nothing
    const erased = await erase(rows.find((r) => r.name === 'New')!.id);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      erased: { applications: 1, resumes: 2, alerts: 1, subscriptions: 1, messages: 1, reports: 1, mails: 1, talentProfiles: 1 },
      left: [],
      kept: 'This request itself (the record that it was carried out)',
    });
    const remaining = async (q: string) => (await db.sql.query<{ n: number }>(`select count(*)::int n from ${q}`))[0]!.n;
    expect(await remaining(`public.job_alerts where email = 'new@x.example'`)).toBe(0);
    expect(await remaining(`public.talent_identities where name = 'New'`)).toBe(0);
    expect(await remaining(`public.job_alerts where email = 'old@x.example'`)).toBe(1);
    expect(await remaining(`public.email_subscriptions where email = 'old@x.example'`)).toBe(1);
    expect(await remaining(`public.job_reports where job_id = ${job!.id} and email is null`)).toBe(1);
    expect(await remaining(`public.mail_outbox where to_address in ('new@x.example', 'old@x.example')`)).toBe(1);
    const left = await db.sql.query<{ n: number }>(
      `select (select count(*)::int from public.applications) + (select count(*)::int from public.resume_uploads where file_path <> 'c-3.pdf') as n`,
    );
    expect(left[0]!.n).toBe(0);
    expect((await db.sql.query<{ n: number }>(`select count(*)::int n from public.resume_uploads`))[0]!.n).toBe(1);
  });
});
