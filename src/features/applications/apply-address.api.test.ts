import { expect, it } from 'vitest';
import { buildSeedJobs } from '../../../supabase/seed/jobs';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { onRequestGet } from './apply-address.api';

const seed = buildSeedJobs(new Date());
const idOf = (pred: (j: (typeof seed)[number]) => boolean) => String(seed.find(pred)!.id);
const inactiveId = idOf((j) => !j.is_active);
const expiredId = idOf((j) => j.is_active && !!j.expires_at && Date.parse(String(j.expires_at)) < Date.now());
const noApplyId = idOf((j) => j.is_active && !j.application_email && !j.expires_at);
const otherId = idOf((j) => j.is_active && !j.expires_at && String(j.id) !== '1' && String(j.id) !== noApplyId);

describeEachDriver('GET /api/jobs/{id}/apply-address', (driver) => {
  const db = suiteDb(driver, seed);
  const call = (id: string, ip = `10.0.${driver === 'pglite' ? 1 : 2}.1`) =>
    onRequestGet(fnContext(new Request(`http://x/api/jobs/${id}/apply-address`, { headers: { 'cf-connecting-ip': ip } }), db().env, { id }).context);

  it('answers the application address of an active job (seed job 1)', async () => {
    const res = await call('1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'apply-1@leakcheck.example' });
  });
  it('falls back to the contact email when there is no application email ', async () => {
    expect(await (await call(noApplyId)).json()).toEqual({ email: `contact-${noApplyId}@leakcheck.example` });
  });
  it('answers 404 for inactive, expired, unknown and malformed ids', async () => {
    for (const id of [inactiveId, expiredId, '99999', 'abc', '1;drop']) expect((await call(id)).status, id).toBe(404);
  });
  it('keeps answering for every other job when one row fails validation', async () => {
    // A row written before the state rule existed (rules are added NOT VALID, so old rows stay).
    await db().sql.exec(`alter table public.jobs drop constraint jobs_state_code; update public.jobs set state = 'XX' where id = ${otherId};`);
    expect((await call(otherId, '10.0.7.1')).status).toBe(404);
    expect(await (await call('1', '10.0.7.1')).json()).toEqual({ email: 'apply-1@leakcheck.example' });
  });
  it('rate-limits a client with 429 and Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await call('1', '10.9.9.9');
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
