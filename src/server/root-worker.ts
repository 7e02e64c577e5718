/**
 * The composition root for Cloudflare Pages Functions (workerd). Built per request by
 * functions/_middleware.ts and released after the response. Only what runs on Workers is imported here:
 * postgres.js over the HYPERDRIVE binding, Resend's HTTP API, Supabase Storage, the rate-limiting
 * bindings. No PGlite, no nodemailer, no node:fs, so none of them is in the Worker bundle.
 */
import { parseEnv } from '~/config/env';
import { site } from '~/config/site';
import { sqlBackend } from './backend';
import { openPostgres } from './db/postgres';
import type { Mailer } from './mail';
import { mailFrom } from './mail/from';
import { createResendMailer } from './mail/resend';
import { createBindingRateLimiter, createMemoryRateLimiter, isRateLimitBinding, type RateLimiter } from './rate-limit';
import { LIMITS, type LimitName } from './rate-limit/limits';
import { siteFacts, type Services } from './services';
import { lazyStorage } from './storage';

/** Fallback counters when a binding is missing (per isolate: a weak limit, but never none). */
const isolateLimiters = new Map<LimitName, RateLimiter>();

export function createWorkerServices(rawEnv: Record<string, unknown>): Services {
  const env = parseEnv(rawEnv);
  const hyperdrive = rawEnv.HYPERDRIVE as { connectionString?: unknown } | undefined;
  const url = typeof hyperdrive?.connectionString === 'string' ? hyperdrive.connectionString : env.DATABASE_URL;
  if (!url) throw new Error('The functions need the HYPERDRIVE binding (or DATABASE_URL) for the job store');
  // One client per request: a Worker may not reuse a socket across requests; Hyperdrive pools behind it.
  const sql = openPostgres(url, { max: 5 });
  const backend = sqlBackend(sql);
  let mailer: Promise<Mailer> | undefined;
  return {
    env,
    backend,
    mailer: () =>
      (mailer ??= (async () => {
        if (!env.RESEND_API_KEY) throw new Error('The functions send mail through Resend: set RESEND_API_KEY');
        return createResendMailer(env.RESEND_API_KEY, mailFrom(env), fetch, env.RESEND_API_URL);
      })()),
    resumes: lazyStorage('supabase', async () => {
      if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) throw new Error('Resume storage needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
      const [{ createServiceClient }, { createSupabaseStorage }] = await Promise.all([import('./supabase/client'), import('./storage/supabase')]);
      const client = createServiceClient(env);
      return createSupabaseStorage(() => client);
    }),
    signingSecret() {
      if (!env.SIGNING_SECRET) throw new Error('SIGNING_SECRET must be set for the functions');
      return env.SIGNING_SECRET;
    },
    limiter(name) {
      const spec = LIMITS[name];
      const binding = rawEnv[spec.binding];
      if (isRateLimitBinding(binding)) return createBindingRateLimiter(binding, spec.edge.period);
      let l = isolateLimiters.get(name);
      if (!l) isolateLimiters.set(name, (l = createMemoryRateLimiter(spec.host)));
      return l;
    },
    ...siteFacts(env, site),
    describe: () => ({
      runtime: 'workerd',
      jobStore: typeof hyperdrive?.connectionString === 'string' ? 'postgres (Hyperdrive)' : 'postgres (DATABASE_URL)',
      storage: 'supabase storage',
      mail: 'resend',
      geocode: 'offline gazetteer',
      rateLimit: isRateLimitBinding(rawEnv[LIMITS.write.binding]) ? 'workers rate-limiting binding' : 'memory (per isolate)',
      signingSecret: env.SIGNING_SECRET ? 'SIGNING_SECRET' : 'missing',
    }),
    release: () => sql.close(),
  };
}
