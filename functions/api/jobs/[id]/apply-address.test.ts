import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeEmbeddedDbs } from '../../../../src/server/pglite/db';
import { buildSeedJobs } from '../../../../scripts/seed/jobs';
import { onRequestGet } from './apply-address';

const seed = buildSeedJobs(new Date());
const idOf = (pred: (j: (typeof seed)[number]) => boolean) => String(seed.find(pred)!.id);
const inactiveId = idOf((j) => !j.is_active);
const expiredId = idOf((j) => j.is_active && !!j.expires_at && Date.parse(String(j.expires_at)) < Date.now());
const noApplyId = idOf((j) => j.is_active && !j.application_email && !j.expires_at);

const dataDir = mkdtempSync(join(tmpdir(), 'apply-'));
afterAll(async () => {
  await closeEmbeddedDbs();
  rmSync(dataDir, { recursive: true, force: true });
});
const call = (id: string, ip = '10.0.0.1') =>
  onRequestGet({
    request: new Request(`http://x/api/jobs/${id}/apply-address`, { headers: { 'cf-connecting-ip': ip } }),
    env: { DATA_DIR: dataDir },
    params: { id },
    data: {},
    waitUntil: () => undefined,
    next: async () => new Response(),
  });

describe('GET /api/jobs/{id}/apply-address', () => {
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
  it('rate-limits a client with 429 and Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await call('1', '10.9.9.9');
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
