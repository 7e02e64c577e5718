/**
 * Rate limiting behind one small port. On the Node host: a fixed-window counter in memory. On
 * Cloudflare, a Workers rate-limiting binding can implement the same `limit(key)`.
 */
export interface RateLimiter {
  /** Counts one request for `key`; `ok` false once the window's allowance is used up. */
  limit(key: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
}

export function createMemoryRateLimiter(options: { limit: number; windowSeconds: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async limit(key) {
      const t = now();
      const windowMs = options.windowSeconds * 1000;
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
      }
      w.count++;
      if (w.count > options.limit) return { ok: false, retryAfterSeconds: Math.ceil((w.start + windowMs - t) / 1000) };
      return { ok: true };
    },
  };
}

/** The client's address as the platform reports it (Cloudflare and our host set cf-connecting-ip). */
export function clientKey(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown';
}

/**
 * Cloudflare's Workers rate-limiting binding (configured in wrangler.toml as `[[unsafe.bindings]]` of
 * type "ratelimit"): `limit({ key })` answers `{ success }`. Counters live at Cloudflare's edge location,
 * shared by every isolate there, which an in-memory counter on a short-lived isolate cannot be.
 */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export function isRateLimitBinding(value: unknown): value is RateLimitBinding {
  return typeof value === 'object' && value !== null && typeof (value as { limit?: unknown }).limit === 'function';
}

/** A limiter over the binding; `periodSeconds` is the binding's period (10 or 60), sent as Retry-After. */
export function createBindingRateLimiter(binding: RateLimitBinding, periodSeconds: number): RateLimiter {
  return {
    async limit(key) {
      const { success } = await binding.limit({ key });
      return success ? { ok: true } : { ok: false, retryAfterSeconds: periodSeconds };
    },
  };
}
