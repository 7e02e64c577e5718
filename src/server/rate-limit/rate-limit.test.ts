import { describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { readFileSync } from 'node:fs';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { createWorkerServices } from '../root-worker';
import { createBindingRateLimiter, createMemoryRateLimiter, type RateLimitBinding } from './index';
import { LIMITS, wranglerRateLimits } from './limits';

/**
 * A stand-in for Cloudflare's rate-limiting binding, which only exists inside the Workers runtime:
 * the documented interface (`limit({ key })` -> `{ success }`) with a fixed allowance per key.
 */
function fakeBinding(allowance: number): RateLimitBinding & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async limit({ key }) {
      keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { success: counts.get(key)! <= allowance };
    },
  };
}

describe('rate limiting', () => {
  it('counts per key in a fixed window in memory, and says when to retry', async () => {
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

  it('maps the Workers binding to the same port, with its period as Retry-After', async () => {
    const binding = fakeBinding(1);
    const limiter = createBindingRateLimiter(binding, 60);
    expect(await limiter.limit('1.2.3.4')).toEqual({ ok: true });
    expect(await limiter.limit('1.2.3.4')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(binding.keys).toEqual(['1.2.3.4', '1.2.3.4']);
  });

  const workerEnv = { HYPERDRIVE: { connectionString: 'postgres://u:p@127.0.0.1:9/none' }, SIGNING_SECRET: 's' };
  it('the Worker root uses the binding when the platform provides it, else an isolate-local window', async () => {
    const binding = fakeBinding(0);
    const withBinding = createWorkerServices({ ...workerEnv, WRITE_LIMITER: binding });
    expect(await withBinding.limiter('write').limit('k')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(binding.keys).toEqual(['k']);
    expect(withBinding.describe().rateLimit).toBe('workers rate-limiting binding');
    const without = createWorkerServices({ ...workerEnv, WRITE_LIMITER: 'not a binding' });
    expect(await without.limiter('write').limit('k')).toEqual({ ok: true });
    expect(without.describe().rateLimit).toBe('memory (per isolate)');
    await withBinding.release();
    await without.release();
  });

  it('a function answers 429 with Retry-After when the binding refuses, before reading the body', async () => {
    const binding = fakeBinding(0);
    const request = new Request('http://localhost/api/subscribe', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' },
    });
    const env = { ...workerEnv, WRITE_LIMITER: binding };
    const services = createWorkerServices(env);
    const res = await subscribe({
      request,
      env,
      params: {},
      waitUntil: () => undefined,
      next: async () => new Response(null, { status: 404 }),
      data: { services },
    });
    await services.release();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(binding.keys).toEqual(['198.51.100.7']);
  });

  it("wrangler.toml's [[ratelimits]] are exactly the limits table, with periods Cloudflare accepts", () => {
    const config = parse(readFileSync('wrangler.toml', 'utf8')) as {
      ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
    };
    const names = (config.ratelimits ?? []).map((r) => r.name);
    expect(config.ratelimits).toEqual(Object.values(LIMITS).map((l) => ({ name: l.binding, namespace_id: l.namespaceId, simple: l.edge })));
    expect(readFileSync('wrangler.toml', 'utf8')).toContain(wranglerRateLimits());
    for (const r of config.ratelimits ?? []) {
      expect([10, 60]).toContain(r.simple.period);
      expect(r.simple.limit).toBeGreaterThan(0);
      expect(Number.isInteger(Number(r.namespace_id))).toBe(true);
    }
    expect(new Set((config.ratelimits ?? []).map((r) => r.namespace_id)).size).toBe(names.length);
  });
});
