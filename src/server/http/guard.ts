/** Checks every write function runs first: same origin, rate limit, JSON body within 16 KB, zod. */
import type { z } from 'zod';
import { clientKey, recipientKey } from '~/server/ports/rate-limit';
import type { LimitName } from '~/server/backend';
import { services } from '~/server/http/context';
import { error, readJson, validate } from '~/server/http/http';
import type { FunctionContext } from '~/server/http/types';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `origin` is this site's: SITE_URL's origin (where it is not set, as in `wrangler pages dev`
 * without one, the request's own). Never the Host header's say alone. A site on loopback answers to each
 * of its loopback names on the same port (localhost and 127.0.0.1 are one machine, and no other site can
 * be served from there).
 */
export function isSiteOrigin(origin: string, ctx: Pick<FunctionContext, 'request' | 'env'>): boolean {
  try {
    const site = new URL(typeof ctx.env.SITE_URL === 'string' && ctx.env.SITE_URL ? ctx.env.SITE_URL : ctx.request.url);
    const from = new URL(origin);
    if (from.origin === site.origin) return true;
    return LOOPBACK.has(site.hostname) && LOOPBACK.has(from.hostname) && from.protocol === site.protocol && from.port === site.port;
  } catch {
    return false;
  }
}

/**
 * Browsers send Origin on cross-site POSTs; refuse any that is not this site (scheme, host and port).
 * `opaque`: also take `Origin: null`, which a browser sends for a form on a page served with
 * `Referrer-Policy: no-referrer` (the signed-link pages, whose URL carries the token: the token, not the
 * origin, is what lets the POST act).
 */
export function sameOrigin(ctx: Pick<FunctionContext, 'request' | 'env'>, { opaque = false }: { opaque?: boolean } = {}): Response | null {
  const origin = ctx.request.headers.get('origin');
  if (!origin || (opaque && origin === 'null') || isSiteOrigin(origin, ctx)) return null;
  return error(403, 'Cross-site requests are not allowed');
}

/** Counts one request against a limit for this client; the 429 to send when it is used up. */
export async function overLimit(
  ctx: Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>,
  name: LimitName,
  key = clientKey(ctx.request),
): Promise<Response | null> {
  const allowed = await (await services(ctx)).limiter(name).limit(key);
  return allowed.ok ? null : error(429, 'Too many requests. Please try again later.', { 'retry-after': String(allowed.retryAfterSeconds) });
}

/**
 * Counts a mail to `email`'s inbox against this client for that inbox (limits.ts `inbox`); the 429 to send
 * when it is used up. A stranger's requests never spend the owner's.
 */
export async function overInboxLimit(ctx: Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>, email: string): Promise<Response | null> {
  const limited = await overLimit(ctx, 'inbox', `${clientKey(ctx.request)}|${recipientKey(email)}`);
  return limited
    ? error(429, 'Too many emails to this address. Please try again later.', { 'retry-after': limited.headers.get('retry-after') ?? '3600' })
    : null;
}

/** Runs the guards; returns the parsed body or the response to send instead. Nothing is written before it passes. */
export async function guardedBody<T>(
  ctx: Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>,
  schema: z.ZodType<T>,
  limit: LimitName = 'write',
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const cross = sameOrigin(ctx);
  if (cross) return { ok: false, response: cross };
  const limited = await overLimit(ctx, limit);
  if (limited) return { ok: false, response: limited };
  const body = await readJson(ctx.request);
  if (!body.ok) return body;
  return validate(schema, body.value);
}
