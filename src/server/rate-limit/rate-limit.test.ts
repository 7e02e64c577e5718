import { describe, expect, it } from 'vitest';
import { onRequest as middleware } from '../../../functions/_middleware';
import { onRequestPost as subscribe } from '~/features/alerts/subscribe.api';
import { describeEachDriver, suiteDb, type TestDb } from '../../../tests/support/databases';
import { createWorkerServices, workerConfigProblems } from '../root-worker';
import { createMemoryRateLimiter } from './index';
import { LIMITS, LIMIT_TABLES } from '../backend';
import { createSqlRateLimiter, sweepRateLimitCounters } from './sql';

describe('rate limiting in memory (the Node host)', () => {
  it("each limit belongs to one capability's table: no name is declared twice (one would silently replace the other)", () => {
    const names = LIMIT_TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(LIMITS).sort()).toEqual([...names].sort());
    for (const name of ['write', 'inbox', 'applyAddress', 'resume', 'alertLink', 'employerLink', 'report', 'beacon', 'listed', 'staff'])
      expect(LIMITS).toHaveProperty(name);
  });

  it('counts per key in a fixed window, and says when to retry', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60, now: () => t });
    expect(await limiter.limit('a')).toEqual({ ok: true });
    expect(await limiter.limit('a')).toEqual({ ok: true });
    expect(await limiter.limit('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await limiter.limit('b')).toEqual({ ok: true });
    t = 45_000;
    expect(await limiter.limit('a')).toEqual({ ok: false, retryAfterSeconds: 15 });
    t = 60_000;
    expect(await limiter.limit('a')).toEqual({ ok: true });
  });
});

describeEachDriver('rate limiting in PostgreSQL (the Cloudflare functions)', (driver) => {
  const db = suiteDb(driver, 'none');

  it('counts per limit and key in one fixed window, stores only hashes, and says when to retry', async () => {
    const limiter = createSqlRateLimiter(db().sql, 'write', { limit: 2, windowSeconds: 600 });
    expect(await limiter.limit('198.51.100.7')).toEqual({ ok: true });
    expect(await limiter.limit('198.51.100.7')).toEqual({ ok: true });
    const refused = await limiter.limit('198.51.100.7');
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await limiter.limit('198.51.100.8')).toEqual({ ok: true });
    // Another limit counts the same key apart.
    expect(await createSqlRateLimiter(db().sql, 'resume', { limit: 1, windowSeconds: 60 }).limit('198.51.100.7')).toEqual({ ok: true });
    const keys = await db().sql.query<{ key: string }>('select key from public.rate_limit_counters order by key');
    expect(keys).toHaveLength(3);
    for (const { key } of keys) expect(key).toMatch(/^(write|resume):[0-9a-f]{64}$/);
    // The window ends: counting starts again.
    await db().sql.query(`update public.rate_limit_counters set window_start = now() - interval '601 seconds'`);
    expect(await limiter.limit('198.51.100.7')).toEqual({ ok: true });
  });

  it('concurrent checks never let more through than the allowance', async () => {
    const limiter = createSqlRateLimiter(db().sql, 'listed', { limit: 5, windowSeconds: 60 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.limit('203.0.113.9')));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
  });

  it('the sweep deletes windows that ended a day ago, and no other', async () => {
    await db().sql.query(`update public.rate_limit_counters set window_start = now() - interval '2 days' where key like 'resume:%'`);
    expect(await sweepRateLimitCounters(db().sql)).toBe(1);
    expect((await db().sql.query(`select 1 as x from public.rate_limit_counters where key like 'resume:%'`)).length).toBe(0);
    expect((await db().sql.query(`select 1 as x from public.rate_limit_counters`)).length).toBeGreaterThan(0);
  });

  it('the anonymous roles cannot read or write the counters', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        db().sql.transaction(async (tx) => (await tx.query(`set local role ${role}`), tx.query('select * from public.rate_limit_counters'))),
      ).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  // The Worker root speaks postgres.js only (Hyperdrive): on the PostgreSQL server.
  it.skipIf(driver !== 'postgres')('a function on the Worker root answers 429 with Retry-After from the database, before reading the body', async () => {
    const env = workerEnvFor(db());
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i <= LIMITS.write.limit; i++) {
      const services = createWorkerServices(env);
      const request = new Request('http://localhost/api/subscribe', {
        method: 'POST',
        body: '{not json',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.77' },
      });
      const res = await subscribe({
        request,
        env,
        params: {},
        waitUntil: () => undefined,
        next: async () => new Response(null, { status: 404 }),
        data: { services },
      });
      await services.release();
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(590);
  });
});

/** A complete production-like Worker environment on this test database. */
function workerEnvFor(db?: TestDb): Record<string, unknown> {
  return {
    HYPERDRIVE: { connectionString: db?.env.DATABASE_URL ?? 'postgres://u:p@127.0.0.1:9/none' },
    SITE_URL: 'https://www.example.com',
    STAFF_EMAIL: 'staff@example.com',
    MAIL_FROM: 'RehabMatch <jobs@example.com>',
    SUPABASE_URL: 'https://abcd.supabase.co',
    SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
    SUPABASE_SECRET_KEY: 'sb_secret_test',
    SIGNING_SECRET: 'a-signing-secret-of-at-least-32-characters',
    RESEND_API_KEY: 're_test',
    INTAKE_SECRET: 'an-intake-secret-of-at-least-32-characters',
  };
}

describe('the Worker with a setting missing', () => {
  const call = async (env: Record<string, unknown>) => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      const res = await middleware({
        request: new Request('https://www.example.com/api/health'),
        env,
        params: {},
        data: {},
        waitUntil: () => undefined,
        next: async () => new Response('reached the function'),
      });
      return { res, errors };
    } finally {
      console.error = original;
    }
  };

  it('answers 503 naming it (and logs it) instead of failing to start', async () => {
    const { SUPABASE_PUBLISHABLE_KEY: _, ...env } = workerEnvFor();
    const { res, errors } = await call(env);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe('The site is misconfigured: SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) is missing');
    expect(errors).toEqual([body.error]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names every problem at once, and the legacy key names still work', async () => {
    expect(workerConfigProblems({ SITE_URL: 'http://localhost:4321', MAIL_TRANSPORT: 'carrier-pigeon' })).toEqual([
      'HYPERDRIVE (binding) is missing',
      'SITE_URL must be the public https:// origin',
      'STAFF_EMAIL is missing',
      'MAIL_FROM is missing',
      'SUPABASE_URL is missing',
      'SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) is missing',
      'SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is missing',
      'SIGNING_SECRET is missing',
      'INTAKE_SECRET is missing',
      'RESEND_API_KEY is missing',
      expect.stringMatching(/^MAIL_TRANSPORT: /),
    ]);
    const { SUPABASE_PUBLISHABLE_KEY: _p, SUPABASE_SECRET_KEY: _s, ...rest } = workerEnvFor();
    const legacy = {
      ...rest,
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln',
      SUPABASE_SERVICE_ROLE_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln',
    };
    expect(workerConfigProblems(legacy)).toEqual([]);
    expect((await call(legacy)).res.status).toBe(200);
    expect(workerConfigProblems(workerEnvFor())).toEqual([]);
  });
});
