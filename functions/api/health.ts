/** GET /api/health: liveness, and which adapters this deployment uses. */
import { parseEnv, usesSupabase } from '../../src/config/env';
import { isRateLimitBinding } from '../../src/server/rate-limit';
import type { PagesFunction } from '../_lib/types';

export const onRequestGet: PagesFunction = ({ env }) => {
  let parsed;
  try {
    parsed = parseEnv(env);
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message }, { status: 500 });
  }
  const supabase = usesSupabase(parsed);
  return Response.json(
    {
      ok: true,
      adapters: {
        jobStore: supabase ? 'supabase' : 'embedded (PGlite)',
        storage: supabase ? 'supabase storage' : 'embedded (folder)',
        mail: parsed.MAIL_TRANSPORT ?? 'outbox',
        geocode: 'offline gazetteer',
        rateLimit: isRateLimitBinding(env.WRITE_LIMITER) ? 'workers rate-limiting binding' : 'memory',
      },
    },
    { headers: { 'cache-control': 'no-store' } },
  );
};
