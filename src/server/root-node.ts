/**
 * The composition root for Node: the local host, `astro build`, scripts and tests. Every port is chosen
 * here once per configuration (and cached, so a host's rate-limit counters and database pool are shared
 * by all its requests):
 *   database   DATABASE_URL -> postgres.js; else PGlite in DATA_DIR, seeded with the curated seed
 *   mail       MAIL_TRANSPORT: outbox (.eml files in DATA_DIR/outbox, default), smtp, resend
 *   resumes    SUPABASE_URL + SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) -> Supabase Storage; else DATA_DIR/resumes
 *   secret     SIGNING_SECRET; else one kept in DATA_DIR (never with Supabase configured)
 *   limits     in-memory windows from the limits table
 */
import { parseEnv, supabaseKeys, type Env } from '~/config/env';
import { site } from '~/config/site';
import { LIMITS, sqlBackend, type Backend, type LimitName } from './backend';
import { dataDirFromEnv } from './db/data-dir';
import type { Sql } from './db/sql';
import { createMailer } from './mail';
import { type Mailer } from './ports/mail';
import { createMemoryRateLimiter } from './rate-limit';
import { type RateLimiter } from './ports/rate-limit';
import { siteFacts, type Services } from './ports/services';
import { fixedSiteBuild, type SiteBuild } from '~/domain/site-build';
import { signingSecret as keptSigningSecret } from './signing';
import { embeddedStaffAuth, supabaseStaffAuth } from './staff-auth';
import { lazyStorage } from './storage';

const cache = ((globalThis as { __nodeServices?: Map<string, Promise<Services>> }).__nodeServices ??= new Map());

/** One set of services per configuration (a host has one; tests may try several on one database). */
function keyOf(env: Env): string {
  return JSON.stringify({ ...env, DATA_DIR: dataDirFromEnv({ DATA_DIR: env.DATA_DIR }) });
}

/** The Node services for this environment, built once per configuration. */
export function getNodeServices(rawEnv: Record<string, unknown> = process.env): Promise<Services> {
  const env = parseEnv(rawEnv);
  const key = keyOf(env);
  let services = cache.get(key);
  if (!services) {
    services = createNodeServices(env);
    cache.set(key, services);
    services.catch(() => cache.delete(key));
  }
  return services;
}

let localBuild: SiteBuild | null = null;
/** The local host's own rebuild (scripts/host/rebuild.ts), which the console reports; without it, builds are run by hand. */
export function useLocalSiteBuild(build: SiteBuild): void {
  localBuild = build;
}

/** The data ports alone (the build, scripts). */
export async function getBackend(rawEnv: Record<string, unknown> = process.env): Promise<Backend> {
  return (await getNodeServices(rawEnv)).backend;
}

/** Closes every database this process opened (scripts and tests that exit). */
export async function closeBackends(): Promise<void> {
  const all = [...cache.values()];
  cache.clear();
  await Promise.all(all.map(async (s) => (await s.catch(() => null))?.backend.sql.close().catch(() => undefined)));
  const { closeEmbeddedDbs } = await import('./db/pglite');
  await closeEmbeddedDbs();
}

/** The embedded default's first-run data: the curated seed next to the migrations (supabase/seed/). */
const curatedSeed = async () => (await import('../../supabase/seed/jobs')).buildSeedJobs(new Date());

async function openDatabase(env: Env): Promise<Sql> {
  if (env.DATABASE_URL) {
    const { openPostgres } = await import('./db/postgres');
    return openPostgres(env.DATABASE_URL, { max: 10 });
  }
  const { openEmbeddedSql } = await import('./db/pglite');
  return openEmbeddedSql(dataDirFromEnv({ DATA_DIR: env.DATA_DIR }), { seed: curatedSeed });
}

async function createNodeServices(env: Env): Promise<Services> {
  const dataDir = dataDirFromEnv({ DATA_DIR: env.DATA_DIR });
  const backend = sqlBackend(await openDatabase(env));
  const limiters = new Map<LimitName, RateLimiter>();
  let mailer: Promise<Mailer> | undefined;
  let secret: string | undefined;
  const signingSecret = () => (secret ??= keptSigningSecret(env, dataDir));
  const supabaseStorage = Boolean(env.SUPABASE_URL && supabaseKeys(env).secretKey);
  return {
    env,
    backend,
    mailer: () => (mailer ??= createMailer(env)),
    resumes: lazyStorage(supabaseStorage ? 'supabase' : 'embedded', async () => {
      if (supabaseStorage) {
        const [{ createServiceClient }, { createSupabaseStorage }] = await Promise.all([import('./supabase/client'), import('./storage/supabase')]);
        const client = createServiceClient(env);
        return createSupabaseStorage(() => client);
      }
      const { createEmbeddedStorage } = await import('./storage/embedded');
      return createEmbeddedStorage(`${dataDir}/resumes`, signingSecret());
    }),
    signingSecret,
    staffAuth: env.SUPABASE_URL ? supabaseStaffAuth(env.SUPABASE_URL) : embeddedStaffAuth(signingSecret),
    limiter(name) {
      let l = limiters.get(name);
      if (!l) limiters.set(name, (l = createMemoryRateLimiter(LIMITS[name])));
      return l;
    },
    drainLimit: 50,
    siteBuild: { status: () => (localBuild ?? fixedSiteBuild('manual')).status() },
    ...siteFacts(env, site),
    describe: () => ({
      runtime: 'node',
      jobStore: env.DATABASE_URL ? 'postgres (DATABASE_URL)' : 'pglite',
      storage: supabaseStorage ? 'supabase storage' : 'embedded (folder)',
      mail: env.MAIL_TRANSPORT ?? 'outbox',
      geocode: 'offline gazetteer',
      rateLimit: 'memory',
      signingSecret: env.SIGNING_SECRET ? 'SIGNING_SECRET' : 'kept in DATA_DIR',
    }),
    release: async () => undefined,
  };
}
