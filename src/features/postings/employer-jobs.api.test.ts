/**
 * An employer's people act on their own jobs on both drivers: still open, pause and resume (a pause our staff
 * made stays), close as filled, the extension asked for in the term's last days only (staff told once), an
 * edit written as a draft of the same form and applied to the job (edits left counted), a copy as a new
 * draft. Each change is in the job's history under the person's address; another practice's person, a
 * suspended practice's and a stranger change nothing, through the handler or through SQL.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson } from '../../../tests/support/signed-in';
import type { PagesFunction } from '~/server/http/types';
import { asRole } from '~/server/db/sql';
import { onRequestGet as drafts, onRequestPost as save } from '../../../functions/api/employer/drafts/index';
import { onRequestPost as submit } from '../../../functions/api/employer/drafts/submit';
import { onRequestGet as jobs } from '../../../functions/api/employer/jobs';
import { onRequestPost as act } from '../../../functions/api/employer/jobs/act';
import { onRequestGet as linkJobs } from '../../../functions/api/employer/link/jobs/index';
import { onRequestPost as linkAct } from '../../../functions/api/employer/link/jobs/act';
import { ownerToken } from '~/features/auth/owner-link';
import { postingForm } from '../../../tests/support/job-rows';

const SIGNING = 'employer-jobs-tests-signing-secret-0123456789';
const FORM = postingForm({
  ...{ job_title: 'Home Health Physical Therapist', setting: 'home-health', city: 'Reno', state: 'NV' },
  ...{ description: 'Visits in Washoe County, paid mileage.', salary_min: '95000', salary_max: '115000' },
});

describeEachDriver('an employer’s jobs in their account', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });
  const sql = () => suite().sql;

  const personOf = (practice: string) => practicePerson(sql(), SIGNING, practice, { state: 'NV' });
  const call = (fn: PagesFunction, method: string, token: string | null, body?: unknown) =>
    callWithToken<{ job: { status: string; confirmedAt: string | null }; draft: string }>(env(), fn, method, token, body);

  /** A job of the person's practice, submitted through the form, then published by staff. */
  async function liveJob(owner: { token: string; employerId: string }, title = FORM.job_title) {
    const d = await call(save, 'POST', owner.token, { employerId: owner.employerId, fields: { ...FORM, job_title: title } });
    const made = await call(submit, 'POST', owner.token, { id: (d.body.draft as unknown as { id: string }).id });
    expect(made.status).toBe(201);
    const id = String(made.body.id);
    await sql().query(`select set_config('jobs.actor', 'staff@x.example', false)`);
    await sql().query(`update public.jobs set status = 'live' where id = $1`, [id]);
    await sql().query(`select set_config('jobs.actor', '', false)`);
    return id;
  }
  const row = async (id: string) =>
    (
      await sql().query<{ status: string; close_reason: string | null; edit_count: number; description: string; salary_max: string; confirmed_at: unknown }>(
        'select status, close_reason, edit_count, description, salary_max::text, confirmed_at from public.jobs where id = $1',
        [id],
      )
    )[0]!;
  const history = async (id: string) =>
    (await sql().query<{ actor: string; action: string }>('select actor, action from public.job_events where job_id = $1 order by id', [id])).map(
      (e) => `${e.action} by ${e.actor}`,
    );

  it('still open, pause, resume and close as filled, each in the history under the person', async () => {
    const owner = await personOf('Sierra Home PT');
    const id = await liveJob(owner);
    const open = await call(act, 'POST', owner.token, { id, action: 'open' });
    expect(open.status).toBe(200);
    // Publishing confirmed it today; a second "Still open" the same day writes nothing (so rebuilds nothing).
    expect(open.body.job.confirmedAt?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect((await call(act, 'POST', owner.token, { id, action: 'pause' })).body.job.status).toBe('paused');
    // Paused: it cannot be paused again, nor asked "still open"; the list offers what it allows.
    expect(await call(act, 'POST', owner.token, { id, action: 'pause' })).toMatchObject({ status: 409, body: { rule: 'employer_job_action' } });
    expect((await call(act, 'POST', owner.token, { id, action: 'resume' })).body.job.status).toBe('live');
    expect((await call(act, 'POST', owner.token, { id, action: 'filled' })).body.job.status).toBe('closed');
    expect((await row(id)).close_reason).toBe('filled');
    expect(await history(id)).toEqual([
      `created by ${owner.email}`,
      'published by staff@x.example',
      `paused by ${owner.email}`,
      `resumed by ${owner.email}`,
      `closed by ${owner.email}`,
    ]);
  });

  it('a pause our staff made stays until staff lift it', async () => {
    const owner = await personOf('Truckee PT');
    const id = await liveJob(owner);
    await sql().query(`select set_config('jobs.actor', 'staff@x.example', false)`);
    await sql().query(`update public.jobs set status = 'paused' where id = $1`, [id]);
    await sql().query(`select set_config('jobs.actor', '', false)`);
    expect(await call(act, 'POST', owner.token, { id, action: 'resume' })).toMatchObject({ status: 409, body: { rule: 'jobs_staff_paused' } });
    expect((await row(id)).status).toBe('paused');
    // A suspension's pause, once the suspension is lifted, the practice's people lift themselves.
    const other = await liveJob(owner, 'Pediatric Physical Therapist');
    await sql().query(`select set_config('jobs.actor', 'staff@x.example', false), set_config('jobs.note', 'Employer suspended: licence lapsed', false)`);
    await sql().query(`update public.jobs set status = 'paused' where id = $1`, [other]);
    await sql().query(`select set_config('jobs.actor', '', false), set_config('jobs.note', '', false)`);
    expect((await call(act, 'POST', owner.token, { id: other, action: 'resume' })).body.job.status).toBe('live');
  });

  it('the extension is asked for in the last 7 days only, and staff hear of it once', async () => {
    const owner = await personOf('Carson PT');
    const id = await liveJob(owner);
    expect(await call(act, 'POST', owner.token, { id, action: 'extend' })).toMatchObject({ status: 409, body: { rule: 'employer_job_action' } });
    // 55 days into its 60.
    await sql().query(`select set_config('jobs.import', 'on', false)`);
    await sql().query(`update public.jobs set live_since = now() - interval '55 days', expires_at = now() + interval '5 days' where id = $1`, [id]);
    await sql().query(`select set_config('jobs.import', '', false)`);
    const mails = async () =>
      Number(
        (await sql().query<{ n: number }>(`select count(*)::int as n from public.mail_outbox where subject like $1`, [`Extension asked for: #${id} %`]))[0]!.n,
      );
    expect((await call(act, 'POST', owner.token, { id, action: 'extend' })).status).toBe(200);
    expect((await call(act, 'POST', owner.token, { id, action: 'extend' })).status).toBe(200);
    expect(await mails()).toBe(1);
    expect(await history(id)).toContain(`extension requested by ${owner.email}`);
  });

  it('an edit is a draft of the same form, applied to the job: edits left counted, the fourth refused', async () => {
    const owner = await personOf('Tahoe PT');
    const id = await liveJob(owner);
    for (let n = 1; n <= 3; n++) {
      const opened = await call(act, 'POST', owner.token, { id, action: 'edit' });
      expect(opened.status).toBe(201);
      // The same draft while it is open: opening Edit again does not make another.
      expect((await call(act, 'POST', owner.token, { id, action: 'edit' })).body.draft).toBe(opened.body.draft);
      const draft = ((await call(drafts, 'GET', owner.token)).body.drafts as { id: string; jobId: string; fields: Record<string, unknown> }[]).find(
        (d) => d.id === opened.body.draft,
      )!;
      expect(draft).toMatchObject({ jobId: id, fields: { job_title: FORM.job_title, salary_max: expect.stringMatching(/^11\d000/), city: 'Reno' } });
      const changed = await call(save, 'POST', owner.token, {
        id: draft.id,
        employerId: owner.employerId,
        fields: { ...draft.fields, salary_max: String(115000 + n * 1000), description: `Edited ${n}` },
      });
      const applied = await call(submit, 'POST', owner.token, { id: (changed.body.draft as unknown as { id: string }).id });
      expect(applied).toMatchObject({ status: 200, body: { id, edited: true } });
      expect(await row(id)).toMatchObject({ edit_count: n, description: `Edited ${n}`, status: 'live' });
    }
    const listed = ((await call(jobs, 'GET', owner.token)).body.jobs as { id: string; editsLeft: number }[]).find((j) => j.id === id)!;
    expect(listed.editsLeft).toBe(0);
    expect(await call(act, 'POST', owner.token, { id, action: 'edit' })).toMatchObject({ status: 409, body: { rule: 'jobs_edit_limit' } });
    expect((await history(id)).filter((h) => h === `edited by ${owner.email}`)).toHaveLength(3);
  });

  it('a copy is a new draft with the job’s values, submitted as a new posting', async () => {
    const owner = await personOf('Elko PT');
    const id = await liveJob(owner);
    const copy = await call(act, 'POST', owner.token, { id, action: 'copy' });
    const draft = ((await call(drafts, 'GET', owner.token)).body.drafts as { id: string; jobId: string | null; fields: Record<string, unknown> }[]).find(
      (d) => d.id === copy.body.draft,
    )!;
    expect(draft.jobId).toBeNull();
    await call(save, 'POST', owner.token, { id: draft.id, employerId: owner.employerId, fields: { ...draft.fields, city: 'Sparks' } });
    const made = await call(submit, 'POST', owner.token, { id: draft.id });
    expect(made.status).toBe(201);
    expect(made.body.id).not.toBe(id);
  });

  it('another practice’s person, a suspended practice’s and a stranger change nothing, through the handler or SQL', async () => {
    const owner = await personOf('Ely PT');
    const id = await liveJob(owner);
    const other = await personOf('Winnemucca PT');
    const before = await row(id);
    for (const action of ['open', 'pause', 'filled', 'edit', 'copy'])
      expect(await call(act, 'POST', other.token, { id, action })).toMatchObject({ status: 404, body: { error: 'No such job among your practices' } });
    expect((await call(act, 'POST', null, { id, action: 'pause' })).status).toBe(401);
    expect((await call(act, 'POST', owner.token, { id, action: 'delete' })).status).toBe(400);
    expect(((await call(jobs, 'GET', other.token)).body.jobs as unknown[]).length).toBe(0);
    // SQL as the other person: their jobs list has none of it, and the change check refuses it.
    const claims = { sub: other.id, role: 'authenticated', email: other.email, session_id: other.session, aal: 'aal1' };
    expect(await asRole(sql(), 'authenticated', (tx) => tx.query('select id from public.my_jobs()'), claims)).toEqual([]);
    await expect(asRole(sql(), 'authenticated', (tx) => tx.query('select * from public.my_job_for_change($1)', [id]), claims)).rejects.toThrow(
      /No such job among your practices/,
    );
    await expect(asRole(sql(), 'authenticated', (tx) => tx.query(`update public.jobs set status = 'paused' where id = $1`, [id]), claims)).rejects.toThrow();
    // Suspended: the practice's own person can no longer act on it.
    await sql().query(`update public.employers set suspended_at = now(), suspended_reason = 'test', suspended_by = 'staff@x.example' where id = $1`, [
      owner.employerId,
    ]);
    expect((await call(act, 'POST', owner.token, { id, action: 'filled' })).status).toBe(404);
    expect(await row(id)).toMatchObject({ status: before.status === 'live' ? expect.any(String) : before.status, close_reason: null });
  });

  it('a job’s signed link opens that job only: its state actions as "employer", never edit, copy or another job', async () => {
    const owner = await personOf('Fallon PT');
    const id = await liveJob(owner);
    const other = await liveJob(owner, 'Acute Care Physical Therapist');
    const token = await ownerToken(SIGNING, id);
    const listed = await call(linkJobs, 'GET', token);
    expect(listed.status).toBe(200);
    expect((listed.body.jobs as { id: string }[]).map((j) => j.id)).toEqual([id]);
    expect((await call(linkJobs, 'GET', 'forged.token')).status).toBe(401);
    expect((await call(linkJobs, 'GET', owner.token)).status).toBe(401);
    expect((await call(linkAct, 'POST', token, { id, action: 'pause' })).body.job.status).toBe('paused');
    expect(await history(id)).toContain('paused by employer');
    expect((await call(linkAct, 'POST', token, { id, action: 'resume' })).body.job.status).toBe('live');
    for (const action of ['edit', 'copy']) expect((await call(linkAct, 'POST', token, { id, action })).status).toBe(400);
    expect(await call(linkAct, 'POST', token, { id: other, action: 'filled' })).toMatchObject({ status: 404 });
    expect((await row(other)).status).toBe('live');
  });
});
