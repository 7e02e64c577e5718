import { describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { readFileSync } from 'node:fs';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { createBindingRateLimiter, createMemoryRateLimiter, limiterFor, type RateLimitBinding } from './index';

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

  it('uses the binding when the platform provides it, else the in-memory fallback', async () => {
    const fallback = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 });
    expect(limiterFor({}, 'WRITE_LIMITER', 60, fallback)).toBe(fallback);
    expect(limiterFor({ WRITE_LIMITER: 'not a binding' }, 'WRITE_LIMITER', 60, fallback)).toBe(fallback);
    const binding = fakeBinding(0);
    const chosen = limiterFor({ WRITE_LIMITER: binding }, 'WRITE_LIMITER', 60, fallback);
    expect(chosen).not.toBe(fallback);
    expect(await chosen.limit('k')).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('a function answers 429 with Retry-After when the binding refuses, before reading the body', async () => {
    const binding = fakeBinding(0);
    const request = new Request('http://localhost/api/subscribe', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' } });
    const res = await subscribe({ request, env: { WRITE_LIMITER: binding }, params: {}, waitUntil: () => undefined, next: async () => new Response(null, { status: 404 }), data: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(binding.keys).toEqual(['198.51.100.7']);
  });

  it('wrangler.toml declares every binding the functions ask for, with a period Cloudflare accepts', () => {
    const config = parse(readFileSync('wrangler.toml', 'utf8')) as { ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: number } }[] };
    const names = (config.ratelimits ?? []).map((r) => r.name);
    for (const name of ['WRITE_LIMITER', 'APPLY_ADDRESS_LIMITER', 'RESUME_LIMITER', 'SAVED_JOBS_CLIENT_LIMITER', 'SAVED_JOBS_RECIPIENT_LIMITER', 'UNSUBSCRIBE_LIMITER']) expect(names).toContain(name);
    for (const r of config.ratelimits ?? []) {
      expect([10, 60]).toContain(r.simple.period);
      expect(r.simple.limit).toBeGreaterThan(0);
      expect(Number.isInteger(Number(r.namespace_id))).toBe(true);
    }
    expect(new Set((config.ratelimits ?? []).map((r) => r.namespace_id)).size).toBe(names.length);
  });
});
