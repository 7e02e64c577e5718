import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { onRequestPost } from './send-saved-jobs.api';

let ip = 0;

describeEachDriver('POST /api/send-saved-jobs', (driver) => {
  const db = suiteDb(driver);
  /** Calls the function, then waits for its after-response work (the outbox drain that sends the mail). */
  const call = async (body: unknown, from?: string) => {
    const { context, settle } = fnContext(
      new Request('http://localhost/api/send-saved-jobs', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': from ?? `10.2.${Math.floor(ip / 250)}.${ip++ % 250}` },
      }),
      db().env,
    );
    const res = await onRequestPost(context);
    await settle();
    return res;
  };
  const outbox = () => readdirSync(join(db().dataDir, 'outbox')).map((f) => readFileSync(join(db().dataDir, 'outbox', f), 'utf8'));

  it('mails every listed job, rendered from the store, and skips unknown ids', async () => {
    const res = await call({ email: `Me-${driver}@Example.com`, jobIds: ['1', '2', '99999', 'abc', '36'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, sent: 2, skipped: 2, skippedIds: ['99999', '36'] });
    const mail = await simpleParser(outbox()[0]!);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(`me-${driver}@example.com`);
    expect(mail.text).toContain('Outpatient Orthopedic Physical Therapist');
    expect(mail.text).toContain('Sports Medicine Physical Therapist');
    expect(mail.html).toContain('/jobs/outpatient-orthopedic-pt-los-angeles');
    expect(`${mail.text}${mail.html}`).not.toContain('leakcheck');
    // The mail says which saved jobs were left out: a recently closed one by name, a vanished one counted.
    expect(mail.text).toContain('2 jobs you saved are no longer accepting applications, so they are not in this email:');
    expect(mail.text).toContain('- Acute Care Physical Therapist - Tampa General at Tampa General Rehab (Tampa, FL)');
    expect(mail.text).toContain('- 1 job taken down by its employer');
    expect(mail.html).toContain('<li>Acute Care Physical Therapist - Tampa General at Tampa General Rehab (Tampa, FL)</li>');
  });
  it('answers 404 when no id is a listed job, 400 for bad input', async () => {
    expect((await call({ email: `me-${driver}@example.com`, jobIds: ['99999'] })).status).toBe(404);
    expect(await (await call({ email: 'nope', jobIds: ['1'] })).json()).toEqual({ error: 'email: must be a valid email address' });
    expect(await (await call({ email: '  ', jobIds: ['1'] })).json()).toEqual({ error: 'email: is required' });
    expect(await (await call({ email: 'me@example.com', jobIds: [] })).json()).toEqual({ error: 'jobIds: must contain at least one job' });
    expect((await call({ email: 'me@example.com', jobIds: Array.from({ length: 51 }, (_, i) => String(i)) })).status).toBe(400);
  });
  it("limits mails per inbox, whatever the spelling: 5 an hour from one client, which never spends another client's", async () => {
    const statuses = [];
    const one = `10.3.${driver === 'pglite' ? 1 : 2}.1`;
    for (let i = 0; i < 6; i++) statuses.push((await call({ email: `Limit.${driver}+${i}@googlemail.com`, jobIds: ['1'] }, one)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The owner, from their own client, still gets theirs.
    expect((await call({ email: `limit.${driver}@gmail.com`, jobIds: ['1'] })).status).toBe(200);
  });
  it('never 5xx on 500 malformed bodies', async () => {
    const bodies = ['', '{', 'null', '[]', '{"email":1}', '{"email":"a@b.co","jobIds":"1"}', '{"email":"a@b.co","jobIds":[{}]}', '{"jobIds":["1"]}'];
    for (let i = 0; i < 500; i++) expect((await call(bodies[i % bodies.length]!)).status).toBeLessThan(500);
  });
});
