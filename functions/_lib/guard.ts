/** Checks every write function runs first: same origin, rate limit, JSON body within 16 KB, zod. */
import type { z } from 'zod';
import { clientKey, createMemoryRateLimiter, limiterFor, type RateLimiter } from '../../src/server/rate-limit';
import type { FunctionEnv } from './types';
import { error, readJson, validate } from './http';

/** Browsers send Origin on cross-site POSTs; refuse any that is not this site. */
export function sameOrigin(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (!origin) return null;
  try {
    if (new URL(origin).host === new URL(request.url).host) return null;
  } catch {
    // malformed Origin: refuse below
  }
  return error(403, 'Cross-site requests are not allowed');
}

export const writeLimiter: RateLimiter = createMemoryRateLimiter({ limit: 20, windowSeconds: 600 });

/** The form and subscribe limit: the WRITE_LIMITER binding on Cloudflare (5 a minute), else 20 per 10 minutes in memory. */
export function writeLimiterFor(env: FunctionEnv): RateLimiter {
  return limiterFor(env, 'WRITE_LIMITER', 60, writeLimiter);
}

/** Runs the guards; returns the parsed body or the response to send instead. Nothing is written before it passes. */
export async function guardedBody<T>(request: Request, schema: z.ZodType<T>, limiter: RateLimiter = writeLimiter): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const cross = sameOrigin(request);
  if (cross) return { ok: false, response: cross };
  const allowed = await limiter.limit(clientKey(request));
  if (!allowed.ok) return { ok: false, response: error(429, 'Too many requests. Please try again later.', { 'retry-after': String(allowed.retryAfterSeconds) }) };
  const body = await readJson(request);
  if (!body.ok) return body;
  return validate(schema, body.value);
}
