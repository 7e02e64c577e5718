/** GET /api/health: liveness, and which adapters this deployment selected (never their credentials). */
import { parseEnv } from '../../src/config/env';
import { selectedDatabase } from '../../src/server/backend';
import { isRateLimitBinding } from '../../src/server/rate-limit';
import type { PagesFunction } from '../_lib/types';

export const onRequestGet: PagesFunction = ({ env }) => {
  let parsed;
  try {
    parsed = parseEnv(env);
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message }, { status: 500 });
  }
  return Response.json(
    {
      ok: true,
      adapters: {
        jobStore: selectedDatabase(env),
        storage: parsed.SUPABASE_URL && parsed.SUPABASE_SERVICE_ROLE_KEY ? 'supabase storage' : 'embedded (folder)',
        mail: parsed.MAIL_TRANSPORT ?? 'outbox',
        geocode: 'offline gazetteer',
        rateLimit: isRateLimitBinding(env.WRITE_LIMITER) ? 'workers rate-limiting binding' : 'memory',
      },
    },
    { headers: { 'cache-control': 'no-store' } },
  );
};
