/** The posting form's webhook on both drivers: signature, validation, replay, pending review. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import { signBody } from '~/server/http/signature';
import { onRequestPost } from './intake.api';

const SECRET = 'intake-secret-for-the-tests-0123456789abcdef';
const job = (over: Record<string, unknown> = {}) => ({
  job_title: 'Pediatric Physical Therapist',
  employer_name: 'Little Steps Therapy',
  legal_entity: 'Little Steps Therapy LLC',
  city: 'Denver',
  state: 'CO',
  job_type: 'full-time',
  setting: 'pediatric',
  description: 'Early intervention in homes and clinics.',
  contact_email: 'jobs@littlesteps.example',
  application_email: 'apply@littlesteps.example',
  salary_min: 80000,
  salary_max: 95000,
  ...over,
});

describeEachDriver('POST /api/intake/jobs', (driver) => {
  let db: TestDb;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    env = { ...db.env, INTAKE_SECRET: SECRET };
  });
  afterAll(() => db.close());

  async function post(body: string, signature: string | null, e = env) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature) headers['x-signature'] = signature;
    const res = await onRequestPost(fnContext(new Request('http://x/api/intake/jobs', { method: 'POST', headers, body }), e).context);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, replay: res.headers.get('x-replay') };
  }
  const count = async () => Number((await db.sql.query<{ n: number }>('select count(*)::int as n from public.jobs'))[0]!.n);

  it('a signed posting is stored pending review and answers 202 with its id', async () => {
    const body = JSON.stringify(job());
    const r = await post(body, await signBody(SECRET, body));
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    const [row] = await db.sql.query<{ status: string; is_active: boolean; role: string; employer_verified: boolean }>(
      'select status, is_active, role, employer_verified from public.jobs where id = $1',
      [r.body.id],
    );
    expect(row).toEqual({ status: 'pending_review', is_active: false, role: 'pt', employer_verified: false });
    const [e] = await db.sql.query<{ legal_entity: string }>(
      'select e.legal_entity from public.employers e join public.jobs j on j.employer_id = e.id where j.id = $1',
      [r.body.id],
    );
    expect(e!.legal_entity).toBe('Little Steps Therapy LLC');
  });

  it('a wrong, missing or other-secret signature is 401 and stores nothing', async () => {
    const body = JSON.stringify(job({ job_title: 'Signed wrong PT' }));
    const before = await count();
    for (const sig of [
      null,
      'sha256=00',
      `sha256=${'0'.repeat(64)}`,
      await signBody('another-secret-another-secret-another', body),
      (await signBody(SECRET, body)).replace('sha256=', 'sha1='),
      // The old shape (the body alone, no time) is not accepted.
      (await signBody(SECRET, body)).replace(/^t=\d+,/, ''),
    ]) {
      expect((await post(body, sig)).status, String(sig)).toBe(401);
    }
    // Signed for one body, sent with another.
    expect((await post(body.replace('Signed wrong', 'Tampered'), await signBody(SECRET, body))).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('invalid fields are 400 naming each of them, and store nothing', async () => {
    const before = await count();
    const body = JSON.stringify(job({ state: 'XX', contact_email: 'nope', salary_min: -5, favourite_color: 'blue', legal_entity: undefined }));
    const r = await post(body, await signBody(SECRET, body));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields as object).sort()).toEqual(['contact_email', 'favourite_color', 'legal_entity', 'salary_min', 'state']);
    expect(r.body.error).toMatch(/^Invalid fields: /);
    const notJson = '{"job_title": ';
    expect((await post(notJson, await signBody(SECRET, notJson))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('the same delivery within 24 hours answers the first result; nothing new is stored', async () => {
    const body = JSON.stringify(job({ job_title: 'Replayed PTA', city: 'Boulder' }));
    const sig = await signBody(SECRET, body);
    const first = await post(body, sig);
    const before = await count();
    const again = await post(body, sig);
    expect(again).toMatchObject({ status: 202, body: first.body, replay: 'true' });
    expect(await count()).toBe(before);
  });

  it('a posting rule refusal is 409 naming the rule (a multi-role title)', async () => {
    const body = JSON.stringify(job({ job_title: 'PT / PTA needed' }));
    const r = await post(body, await signBody(SECRET, body));
    expect(r).toMatchObject({ status: 409, body: { rule: 'jobs_one_role' } });
  });

  it('a delivery replayed after the window (24 hours and a minute later, when no receipt is kept) is refused, not stored', async () => {
    const body = JSON.stringify(job({ job_title: 'Replayed a day later PT', city: 'Aurora' }));
    const dayAgo = Date.now() - (24 * 60 + 1) * 60_000;
    const before = await count();
    const r = await post(body, await signBody(SECRET, body, dayAgo));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/more than 5 minutes from now/);
    // A signature from the future is refused alike; a minute of clock skew is not.
    expect((await post(body, await signBody(SECRET, body, Date.now() + 10 * 60_000))).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await post(body, await signBody(SECRET, body, Date.now() - 60_000))).status).toBe(202);
  });

  it('text with NUL, BEL, a bidi override or isolate, or a lone surrogate is a 400 naming the field; nothing is stored', async () => {
    const before = await count();
    for (const [field, value] of [
      ['job_title', 'Outpatient PT\u0000'],
      ['employer_name', 'Little Steps\u0007 Therapy'],
      ['city', 'Denver\u202e'],
      ['description', 'Early intervention \u2066hidden\u2069'],
      ['contact_name', 'Ana \ud800'],
      ['legal_entity', 'Little Steps\nTherapy LLC'],
    ] as const) {
      const body = JSON.stringify(job({ job_title: `Clean text PT ${field}`, [field]: value }));
      const r = await post(body, await signBody(SECRET, body));
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.body.fields as object), field).toEqual([field]);
    }
    // A raw NUL in the body is not JSON text.
    const raw = JSON.stringify(job({ job_title: 'Raw NUL PT' })).replace('Raw NUL', 'Raw\u0000NUL');
    expect((await post(raw, await signBody(SECRET, raw))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('without INTAKE_SECRET the endpoint says it is not set up (503), and stores nothing', async () => {
    const body = JSON.stringify(job({ job_title: 'No secret PT' }));
    const { INTAKE_SECRET: _, ...without } = env;
    expect((await post(body, await signBody(SECRET, body), without)).status).toBe(503);
  });
});
