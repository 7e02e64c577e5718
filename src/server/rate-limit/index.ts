/**
 * The Node host's rate limiter: a fixed-window counter in memory (the port: src/server/ports/rate-limit.ts;
 * on Cloudflare the same windows are counted in PostgreSQL, ./sql.ts).
 */
import type { RateLimiter } from '../ports/rate-limit';

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
