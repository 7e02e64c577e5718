/** The employer's page on both drivers: a GET changes nothing; a button's POST answers. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import { intakeJobSchema } from '~/domain/job-lifecycle';
import { ownerToken } from '~/features/auth/owner-link';
import { createStaffStores } from '../../../tests/support/staff-stores';
import { onRequestGet, onRequestPost } from './employer-job.api';

const SECRET = 'employer-page-tests-signing-secret-0123456789';

describeEachDriver('/employer/job', (driver) => {
  let db: TestDb;
  let env: Record<string, string>;
  let id: string;
  let ip = 0;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    env = { ...db.env, SIGNING_SECRET: SECRET, STAFF_EMAIL: 'staff@x.example' };
    const staff = createStaffStores(db.sql);
    const job = intakeJobSchema.parse({
      job_title: 'Inpatient Rehab PT',
      employer_name: 'Valley Medical',
      legal_entity: 'Valley Medical Center',
      city: 'Fresno',
      state: 'CA',
      job_type: 'full-time',
      setting: 'inpatient',
      description: 'Inpatient rehab unit.',
      contact_email: 'hr@valley.example',
    });
    const stored = await staff.intake(job, createHash('sha256').update(driver).digest('hex'));
    if (stored.outcome !== 'stored') throw new Error(stored.error);
    id = stored.id;
    const d = await staff.getJob(id);
    await staff.verifyEmployer(d!.job.employer_id, { license_number: 'PT-9', license_state: 'CA' }, 'staff@x.example');
    await staff.act(id, 'publish', { actor: 'staff@x.example' });
    await db.sql.query(`insert into public.job_daily_counts (job_id, day, kind, count) values ($1, current_date, 'view', 12), ($1, current_date, 'apply', 3)`, [
      id,
    ]);
  });
  afterAll(() => db.close());

  const url = async (token?: string) => `http://x/employer/job?token=${encodeURIComponent(token ?? (await ownerToken(SECRET, id)))}`;
  const headers = () => ({ 'cf-connecting-ip': `10.${driver === 'pglite' ? 5 : 6}.0.${++ip}` });
  const row = async () => (await db.sql.query(`select status, confirmed_at, close_reason, updated_at from public.jobs where id = $1`, [id]))[0];

  it('GET shows the job, its confirmation, its figures and the two buttons, and changes nothing', async () => {
    const before = await row();
    const res = await onRequestGet(fnContext(new Request(await url(), { headers: headers() }), env).context);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Inpatient Rehab PT');
    expect(page).toContain('Confirmed open today');
    expect(page).toMatch(/12 views · 3 apply starts/);
    expect(page).toMatch(/value="open"[^>]*>Still open</);
    expect(page).toMatch(/value="filled"[^>]*>Filled, close it</);
    expect(await row()).toEqual(before);
    expect((await db.sql.query(`select 1 from public.job_events where job_id = $1 and action = 'confirmed'`, [id])).length).toBe(0);
  });

  it('a forged or other-purpose token is refused', async () => {
    const res = await onRequestGet(fnContext(new Request(await url(`${id}.forged`), { headers: headers() }), env).context);
    expect(res.status).toBe(400);
  });

  it('POST "Still open" confirms it (logged), "Filled, close it" asks, then closes it as filled', async () => {
    const post = async (answer: string) =>
      onRequestPost(fnContext(new Request(await url(), { method: 'POST', headers: headers(), body: new URLSearchParams({ answer }) }), env).context);
    // Last confirmed yesterday: today's "Still open" is recorded; a second one today writes nothing.
    await db.sql.query(`update public.jobs set confirmed_at = now() - interval '1 day' where id = $1`, [id]);
    const open = await post('open');
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('confirmed open today');
    expect((await db.sql.query(`select actor from public.job_events where job_id = $1 and action = 'confirmed' order by id desc`, [id]))[0]).toEqual({
      actor: 'employer',
    });
    const once = await row();
    expect((await post('open')).status).toBe(200);
    expect(await row()).toEqual(once);
    expect((await db.sql.query(`select 1 from public.job_events where job_id = $1 and action = 'confirmed' and actor = 'employer'`, [id])).length).toBe(1);
    // The extension is not offered, and not taken, outside the term's last days.
    const early = await post('extend');
    expect(await early.text()).toContain("The extension can be asked for in the listing's last 7 days");
    expect((await db.sql.query(`select 1 from public.mail_outbox where subject like '%extension%' or subject like '%Extension%'`)).length).toBe(0);
    expect((await post('dance')).status).toBe(400);
    // "Filled, close it" asks first, naming what happens, and changes nothing until confirmed.
    const asked = await (await post('filled')).text();
    expect(asked).toContain('Close this job as filled?');
    expect(asked).toContain('leaves the board');
    expect(asked).toMatch(/value="filled-confirmed"[^>]*>Yes, it is filled: close it</);
    expect(await row()).toMatchObject({ status: 'live' });
    const filled = await post('filled-confirmed');
    expect(await filled.text()).toContain('closed as filled');
    expect(await row()).toMatchObject({ status: 'closed', close_reason: 'filled' });
  });
});
