/**
 * The composition root for Cloudflare Pages Functions (workerd). Built per request by
 * functions/_middleware.ts and released after the response. Only what runs on Workers is imported here:
 * postgres.js over the HYPERDRIVE binding, Resend's HTTP API, Supabase Storage, rate limits counted in
 * PostgreSQL. No PGlite, no nodemailer, no node:fs, so none of them is in the Worker bundle.
 *
 * Nothing here runs at module load: a Worker always starts. A request to a misconfigured deployment gets
 * a 503 naming every missing or malformed setting (`workerConfigProblems`), and the log says the same.
 */
import { fixedSiteBuild } from '~/domain/site-build';
import { describeProblem, functionProblems } from '~/config/deploy-settings';
import { supabaseStaffAuth } from './staff-auth';
import { envProblems, parseEnv, supabaseKeys } from '~/config/env';
import { site } from '~/config/site';
import { LIMITS, sqlBackend } from './backend';
import { openPostgres } from './db/postgres';
import type { Mailer } from './ports/mail';
import { mailFrom } from './mail/from';
import { createResendMailer } from './mail/resend';
import { createSqlRateLimiter } from './rate-limit/sql';
import { siteFacts, type Services } from './ports/services';
import { lazyStorage } from './storage';

/**
 * Mails one request's after-response drain may send. Each is one subrequest (Resend's API), and the
 * Workers Free plan allows 50 per request: 20 mails leave room for the database connection, the
 * storage calls and retries. The hourly `npm run outbox` sends whatever is left.
 */
export const WORKER_DRAIN_LIMIT = 20;

/** The answer per env object: an isolate serves many requests with one configuration. */
const checked = new WeakMap<object, string[]>();

/** Every setting the functions lack, as sentences (`SIGNING_SECRET is missing`); empty when all is well. */
export function workerConfigProblems(rawEnv: Record<string, unknown>): string[] {
  let problems = checked.get(rawEnv);
  if (!problems) checked.set(rawEnv, (problems = findConfigProblems(rawEnv)));
  return problems;
}

function findConfigProblems(rawEnv: Record<string, unknown>): string[] {
  const missing = functionProblems(rawEnv).map(describeProblem);
  const named = new Set(missing.map((m) => m.split(' ')[0]));
  // Malformed values the catalogue does not check (a bad MAIL_TRANSPORT, a non-URL RESEND_API_URL, ...).
  for (const p of envProblems(rawEnv)) if (!named.has(p.split(':')[0])) missing.push(p);
  return missing;
}

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
      if (!env.SUPABASE_URL || !supabaseKeys(env).secretKey) throw new Error('Resume storage needs SUPABASE_URL and SUPABASE_SECRET_KEY');
      const [{ createServiceClient }, { createSupabaseStorage }] = await Promise.all([import('./supabase/client'), import('./storage/supabase')]);
      const client = createServiceClient(env);
      return createSupabaseStorage(() => client);
    }),
    signingSecret() {
      if (!env.SIGNING_SECRET) throw new Error('SIGNING_SECRET must be set for the functions');
      return env.SIGNING_SECRET;
    },
    // The Worker never runs the embedded stand-in: without a Supabase project no staff token verifies.
    staffAuth: env.SUPABASE_URL ? supabaseStaffAuth(env.SUPABASE_URL) : { verify: async () => null },
    limiter: (name) => createSqlRateLimiter(sql, name, LIMITS[name]),
    drainLimit: WORKER_DRAIN_LIMIT,
    // Production: a change asks the deploy workflow to rebuild (the database's dispatch).
    siteBuild: fixedSiteBuild('dispatch'),
    ...siteFacts(env, site),
    describe: () => ({
      runtime: 'workerd',
      jobStore: typeof hyperdrive?.connectionString === 'string' ? 'postgres (Hyperdrive)' : 'postgres (DATABASE_URL)',
      storage: 'supabase storage',
      mail: 'resend',
      geocode: 'offline gazetteer',
      rateLimit: 'postgres counters',
      signingSecret: env.SIGNING_SECRET ? 'SIGNING_SECRET' : 'missing',
    }),
    release: () => sql.close(),
  };
}
