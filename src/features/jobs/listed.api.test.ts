import { expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { onRequestGet } from './listed.api';

let ip = 0;

describeEachDriver('GET /api/jobs/listed', (driver) => {
  const db = suiteDb(driver);
  const call = async (query: string, client = `10.9.0.${ip++ % 250}`) => {
    const res = await onRequestGet(
      fnContext(new Request(`http://localhost/api/jobs/listed${query}`, { headers: { 'cf-connecting-ip': client } }), db().env).context,
    );
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('says which saved jobs are still listed (expired and unknown ones are not)', async () => {
    expect(await call('?ids=1,36,2,99999')).toEqual({ status: 200, body: { listed: ['1', '2'] } });
  });
  it('refuses what is not a short list of ids, with a message naming the field', async () => {
    expect(await call('')).toEqual({ status: 400, body: { error: 'ids: must list at least one job id' } });
    expect(await call('?ids=1,abc')).toEqual({ status: 400, body: { error: 'ids: must be job ids separated by commas' } });
    expect((await call(`?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
  });
  it('limits calls per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await call('?ids=1', '10.9.1.1')).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
