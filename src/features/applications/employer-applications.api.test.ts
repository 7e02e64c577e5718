/**
 * The applications to an employer's jobs in its people's account, on both drivers: listed with message,
 * resume link and shown status, found by words, job and status; a status set mails the applicant once,
 * as the signed page does. Another practice's person, a suspended practice's and a stranger read and
 * change nothing, through the handler or through SQL.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson } from '../../../tests/support/signed-in';
import type { PagesFunction } from '~/server/http/types';
import { asRole } from '~/server/db/sql';
import { onRequestGet as list } from '../../../functions/api/employer/applications/index';
import { onRequestPost as setStatus } from '../../../functions/api/employer/applications/status';
import { onRequestGet as jobs } from '../../../functions/api/employer/jobs';
import { onRequestGet as linkList } from '../../../functions/api/employer/link/applications/index';
import { onRequestPost as linkStatus } from '../../../functions/api/employer/link/applications/status';
import { ownerToken } from '~/features/auth/owner-link';
import { statusToken } from './application-links';

const SIGNING = 'employer-applications-tests-signing-0123456789';

interface Listed {
  id: string;
  jobId: string;
  name: string;
  shown: string;
  resume: string | null;
  message: string;
}

describeEachDriver('applications in the employer’s account', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });
  const sql = () => suite().sql;
  const call = (fn: PagesFunction, method: string, token: string | null, body?: unknown, query = '') =>
    callWithToken<{ applications: Listed[]; result: string; fields: Record<string, string> }>(env(), fn, method, token, body, {}, query);

  async function practice(name: string) {
    const p = await practicePerson(sql(), SIGNING, name, { state: 'OR' });
    const { email } = p;
    const job = async (title: string) => {
      const [j] = await sql().query<{ id: string }>(
        `insert into public.jobs (employer_id, employer_name, job_title, role, setting, job_type, city, state, description, contact_email, salary_min, salary_max)
         values ($1, $2, $3, 'pt', 'outpatient', 'full-time', 'Bend', 'OR', 'Outpatient care.', $4, 90000, 110000) returning id::text`,
        [p.employerId, name, title, email],
      );
      await sql().query(`update public.jobs set status = 'live' where id = $1`, [j!.id]);
      return j!.id;
    };
    return { ...p, job };
  }
  async function applied(jobId: string, name: string, message: string, resume: string | null = null) {
    const email = `${name.toLowerCase().replace(/\W/g, '.')}@mail.example`;
    const [a] = await sql().query<{ id: string }>(
      `insert into public.applications (job_id, name, email, inbox_key, message, resume_path) values ($1, $2, $3, $3, $4, $5) returning id::text`,
      [jobId, name, email, message, resume],
    );
    return a!.id;
  }

  it('lists the applications to the practice’s jobs, found by words, job and status; a status mails the applicant once', async () => {
    const owner = await practice('Deschutes PT');
    const ortho = await owner.job('Orthopedic Physical Therapist');
    const neuro = await owner.job('Neuro Physical Therapist');
    const ana = await applied(ortho, 'Ana Ruiz', 'Five years in sports rehab.', 'abc-123.pdf');
    await applied(neuro, 'Ben Cho', 'New grad, vestibular interest.');
    const all = await call(list, 'GET', owner.token);
    expect(all.status).toBe(200);
    expect(all.body.applications.map((a) => a.name)).toEqual(['Ben Cho', 'Ana Ruiz']);
    const first = all.body.applications.find((a) => a.id === ana)!;
    expect(first).toMatchObject({ jobId: ortho, shown: 'Sent', message: 'Five years in sports rehab.' });
    expect(first.resume).toMatch(/^http:\/\/localhost:4321\/api\/resumes\//);
    expect((await call(list, 'GET', owner.token, undefined, '?q=vestibular')).body.applications.map((a) => a.name)).toEqual(['Ben Cho']);
    expect((await call(list, 'GET', owner.token, undefined, '?q=orthopedic%20ana')).body.applications.map((a) => a.name)).toEqual(['Ana Ruiz']);
    expect((await call(list, 'GET', owner.token, undefined, '?q=100%25')).body.applications).toEqual([]);
    expect((await call(list, 'GET', owner.token, undefined, `?job=${neuro}`)).body.applications.map((a) => a.name)).toEqual(['Ben Cho']);
    expect(await call(list, 'GET', owner.token, undefined, '?status=hired')).toMatchObject({ status: 400, body: { fields: { status: 'Choose a status' } } });

    const mails = async () =>
      Number((await sql().query<{ n: number }>(`select count(*)::int as n from public.mail_outbox where to_address = 'ana.ruiz@mail.example'`))[0]!.n);
    const before = await mails();
    expect((await call(setStatus, 'POST', owner.token, { id: ana, status: 'moving_forward' })).body.result).toBe('changed');
    expect((await call(setStatus, 'POST', owner.token, { id: ana, status: 'moving_forward' })).body.result).toBe('same');
    expect((await mails()) - before).toBe(1);
    // How fast the job answers, in its figures: one of its one application answered.
    const listedJobs = (await callWithToken<{ jobs: { id: string; figures: Record<string, unknown> }[] }>(env(), jobs, 'GET', owner.token)).body.jobs;
    expect(listedJobs.find((j) => j.id === ortho)!.figures).toMatchObject({ applications: 1, answered: 1, medianDaysToAnswer: expect.any(Number) });
    expect(listedJobs.find((j) => j.id === neuro)!.figures).toMatchObject({ applications: 1, answered: 0 });
    expect((await call(list, 'GET', owner.token, undefined, '?status=moving_forward')).body.applications.map((a) => a.shown)).toEqual(['Moving forward']);
  });

  it('another practice’s person, a suspended practice’s and a stranger read and change nothing, through the handler or SQL', async () => {
    const owner = await practice('Ashland PT');
    const job = await owner.job('Pelvic Health Physical Therapist');
    const app = await applied(job, 'Cara Diaz', 'Pelvic floor certified.');
    const other = await practice('Medford PT');
    expect((await call(list, 'GET', other.token)).body.applications).toEqual([]);
    expect((await call(list, 'GET', other.token, undefined, `?job=${job}`)).body.applications).toEqual([]);
    expect(await call(setStatus, 'POST', other.token, { id: app, status: 'not_selected' })).toMatchObject({ status: 404 });
    expect(await call(setStatus, 'POST', other.token, { id: app, status: 'spam' })).toMatchObject({ status: 404 });
    expect((await call(list, 'GET', null)).status).toBe(401);
    expect((await call(setStatus, 'POST', null, { id: app, status: 'reviewed' })).status).toBe(401);
    const [row] = await sql().query<{ status: string; spam_at: unknown }>('select status, spam_at from public.applications where id = $1', [app]);
    expect(row).toEqual({ status: 'sent', spam_at: null });
    // SQL as the other person: nothing through the function, and no direct read of the table.
    const claims = { sub: other.id, role: 'authenticated', email: other.email, session_id: other.session, aal: 'aal1' };
    expect(await asRole(sql(), 'authenticated', (tx) => tx.query('select id from public.my_applications()'), claims)).toEqual([]);
    await expect(asRole(sql(), 'authenticated', (tx) => tx.query('select id from public.applications'), claims)).rejects.toThrow(/permission denied/);
    // Suspended: the practice's own person no longer sees them.
    await sql().query(`update public.employers set suspended_at = now(), suspended_reason = 'test', suspended_by = 'staff@x.example' where id = $1`, [
      owner.employerId,
    ]);
    expect((await call(list, 'GET', owner.token)).body.applications).toEqual([]);
    expect(await call(setStatus, 'POST', owner.token, { id: app, status: 'reviewed' })).toMatchObject({ status: 404 });
  });

  it('a signed link opens what it names: a job’s link its applications, an application’s link that one', async () => {
    const owner = await practice('Eugene PT');
    const job = await owner.job('Sports Physical Therapist');
    const otherJob = await owner.job('Aquatic Physical Therapist');
    const eli = await applied(job, 'Eli Park', 'Ten years in sports.');
    const fay = await applied(job, 'Fay Lin', 'ACL rehab.');
    const gus = await applied(otherJob, 'Gus Roy', 'Pool therapy.');
    const byJob = await ownerToken(SIGNING, job);
    expect((await call(linkList, 'GET', byJob)).body.applications.map((a) => a.name)).toEqual(['Fay Lin', 'Eli Park']);
    expect((await call(linkList, 'GET', byJob, undefined, '?q=acl')).body.applications.map((a) => a.name)).toEqual(['Fay Lin']);
    const byApp = await statusToken(SIGNING, eli);
    expect((await call(linkList, 'GET', byApp)).body.applications.map((a) => a.name)).toEqual(['Eli Park']);
    // Each link changes only what it opens.
    expect((await call(linkStatus, 'POST', byApp, { id: fay, status: 'reviewed' })).status).toBe(404);
    expect((await call(linkStatus, 'POST', byJob, { id: gus, status: 'reviewed' })).status).toBe(404);
    expect((await call(linkStatus, 'POST', byApp, { id: eli, status: 'reviewed' })).body.result).toBe('changed');
    expect((await call(linkStatus, 'POST', byJob, { id: fay, status: 'not_selected' })).body.result).toBe('changed');
    expect((await call(linkList, 'GET', 'forged')).status).toBe(401);
    const statuses = await sql().query<{ name: string; status: string }>(
      'select name, status from public.applications where id in ($1, $2, $3) order by name',
      [eli, fay, gus],
    );
    expect(statuses).toEqual([
      { name: 'Eli Park', status: 'reviewed' },
      { name: 'Fay Lin', status: 'not_selected' },
      { name: 'Gus Roy', status: 'sent' },
    ]);
  });
});
