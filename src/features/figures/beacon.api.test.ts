/** POST /api/beacon on both drivers: counts views, apply starts and saves; never bots; limited per client. */
import { expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { onRequestPost } from './beacon.api';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describeEachDriver('POST /api/beacon', (driver) => {
  const db = suiteDb(driver, 'default');
  const send = (body: unknown, ip: string, ua = BROWSER, extra: Record<string, string> = {}) =>
    onRequestPost(
      fnContext(
        new Request('http://x/api/beacon', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': ua, 'cf-connecting-ip': ip, origin: 'http://x', ...extra },
          body: JSON.stringify(body),
        }),
        db().env,
      ).context,
    );
  const count = async (kind: string) =>
    Number(
      (await db().sql.query<{ n: number }>(`select coalesce(sum(count), 0)::int as n from public.job_daily_counts where job_id = 1 and kind = $1`, [kind]))[0]!
        .n,
    );
  const net = driver === 'pglite' ? 7 : 8;

  it('concurrent beacons from many clients all count, by kind', async () => {
    const res = await Promise.all(Array.from({ length: 90 }, (_, i) => send({ job: '1', kind: ['view', 'apply', 'save'][i % 3] }, `10.${net}.1.${i}`)));
    expect(res.every((r) => r.status === 204)).toBe(true);
    expect([await count('view'), await count('apply'), await count('save')]).toEqual([30, 30, 30]);
  });

  it('bots, prefetches, unknown jobs and bad bodies count nothing', async () => {
    const before = await count('view');
    for (const ua of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'HeadlessChrome/131', 'curl/8.5', ''])
      expect((await send({ job: '1', kind: 'view' }, `10.${net}.2.1`, ua)).status).toBe(204);
    expect((await send({ job: '1', kind: 'view' }, `10.${net}.2.2`, BROWSER, { 'sec-purpose': 'prefetch' })).status).toBe(204);
    expect((await send({ job: '999999', kind: 'view' }, `10.${net}.2.3`)).status).toBe(204);
    expect((await send({ job: '1', kind: 'resume' }, `10.${net}.2.4`)).status).toBe(400);
    expect((await send({ job: '1; drop', kind: 'view' }, `10.${net}.2.5`)).status).toBe(400);
    expect(await count('view')).toBe(before);
  });

  it('a client counts once per job and kind an hour, and over its budget gets 429', async () => {
    const before = await count('save');
    let last: Response | undefined;
    for (let i = 0; i < 121; i++) last = await send({ job: '1', kind: 'save' }, `10.${net}.3.3`);
    expect(last!.status).toBe(429);
    expect(await count('save')).toBe(before + 1);
  });

  it('2,400 apply starts from 20 addresses count 20', async () => {
    const before = await count('apply');
    for (let i = 0; i < 2400; i += 40)
      await Promise.all(Array.from({ length: 40 }, (_, j) => send({ job: '1', kind: 'apply' }, `10.${net}.4.${(i + j) % 20}`)));
    expect(await count('apply')).toBe(before + 20);
  });

  it('only the site itself counts: a cross-site beacon, or one saying neither Origin nor Sec-Fetch-Site, is refused', async () => {
    const before = await count('view');
    expect((await send({ job: '1', kind: 'view' }, `10.${net}.5.1`, BROWSER, { origin: 'https://elsewhere.example' })).status).toBe(403);
    const bare = await onRequestPost(
      fnContext(
        new Request('http://x/api/beacon', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'cf-connecting-ip': `10.${net}.5.2` },
          body: JSON.stringify({ job: '1', kind: 'view' }),
        }),
        db().env,
      ).context,
    );
    expect(bare.status).toBe(403);
    expect(await count('view')).toBe(before);
    // A page's beacon without Origin (some browsers omit it on same-origin requests) says Sec-Fetch-Site.
    const own = await onRequestPost(
      fnContext(
        new Request('http://x/api/beacon', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'cf-connecting-ip': `10.${net}.5.3`, 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({ job: '1', kind: 'view' }),
        }),
        db().env,
      ).context,
    );
    expect(own.status).toBe(204);
    expect(await count('view')).toBe(before + 1);
  });
});
