/**
 * Chooses the backend, in one place. Data: a PostgreSQL server through postgres.js when a Hyperdrive
 * binding named HYPERDRIVE (Cloudflare functions) or DATABASE_URL (the build, scripts, the Node host) is
 * set; otherwise the embedded PGlite database in DATA_DIR. Resume files: Supabase Storage when
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else a folder in DATA_DIR. Drivers load lazily,
 * so a deployment that never opens PGlite never starts it.
 */
import { parseEnv, type Env } from '~/config/env';
import type { Sql } from './db/sql';
import type { JobStore } from './job-store';
import type { ResumeStorage } from './storage';
import type { MailOutbox } from './store/outbox';
import type { WriteStore } from './write-store';

export interface Backend {
  database: 'pglite' | 'postgres';
  sql: Sql;
  jobs: JobStore;
  writes: WriteStore;
  outbox: MailOutbox;
  resumes: ResumeStorage;
  /**
   * Ends this backend's connections when it was opened for one request (a Hyperdrive binding: a Worker
   * may not reuse a socket across requests, and Hyperdrive pools behind it); a no-op for shared ones.
   */
  release(): Promise<void>;
}

/** The Hyperdrive binding's shape (Cloudflare gives an object; only the connection string is used). */
function hyperdriveUrl(raw: Record<string, unknown>): string | undefined {
  const binding = raw.HYPERDRIVE as { connectionString?: unknown } | undefined;
  return binding && typeof binding.connectionString === 'string' ? binding.connectionString : undefined;
}

/** Which database this environment selects, for health and logs: never the credentials. */
export function selectedDatabase(raw: Record<string, unknown>): 'postgres (Hyperdrive)' | 'postgres (DATABASE_URL)' | 'pglite' {
  if (hyperdriveUrl(raw)) return 'postgres (Hyperdrive)';
  return parseEnv(raw).DATABASE_URL ? 'postgres (DATABASE_URL)' : 'pglite';
}

/** The embedded default's first-run data: the curated seed next to the migrations (supabase/seed/). */
const curatedSeed = async () => (await import('../../supabase/seed/jobs')).buildSeedJobs(new Date());

const cache = ((globalThis as { __backends?: Map<string, Promise<Backend>> }).__backends ??= new Map());

export function getBackend(rawEnv: Record<string, unknown> = process.env): Promise<Backend> {
  const env = parseEnv(rawEnv);
  const hyperdrive = hyperdriveUrl(rawEnv);
  // Per request on Workers: the caller releases it after the response (functions/_middleware.ts).
  if (hyperdrive) return createBackend(env, { url: hyperdrive, shared: false });
  const key = env.DATABASE_URL ? `postgres:${env.DATABASE_URL}` : `pglite:${env.DATA_DIR ?? '.data'}`;
  let backend = cache.get(key);
  if (!backend) {
    backend = createBackend(env, env.DATABASE_URL ? { url: env.DATABASE_URL, shared: true } : null);
    cache.set(key, backend);
    backend.catch(() => cache.delete(key));
  }
  return backend;
}

/** Closes every shared backend (scripts and tests that exit). */
export async function closeBackends(): Promise<void> {
  const all = [...cache.values()];
  cache.clear();
  await Promise.all(all.map(async (b) => (await b.catch(() => null))?.sql.close().catch(() => undefined)));
  const { closeEmbeddedDbs } = await import('./db/pglite');
  await closeEmbeddedDbs();
}

async function createBackend(env: Env, postgresTarget: { url: string; shared: boolean } | null): Promise<Backend> {
  let sql: Sql;
  if (postgresTarget) {
    const { openPostgres } = await import('./db/postgres');
    sql = openPostgres(postgresTarget.url, { max: postgresTarget.shared ? 10 : 5 });
  } else {
    const { openEmbeddedSql, dataDirFromEnv } = await import('./db/pglite');
    sql = await openEmbeddedSql(dataDirFromEnv({ DATA_DIR: env.DATA_DIR }), { seed: curatedSeed });
  }
  const [{ createJobStore }, { createWriteStore }, { createMailOutbox }] = await Promise.all([import('./store/jobs'), import('./store/writes'), import('./store/outbox')]);
  return {
    database: postgresTarget ? 'postgres' : 'pglite',
    sql,
    jobs: createJobStore(sql),
    writes: createWriteStore(sql),
    outbox: createMailOutbox(sql),
    resumes: lazyResumeStorage(env),
    release: postgresTarget && !postgresTarget.shared ? () => sql.close() : async () => undefined,
  };
}

/** Opened on first use: only the resume functions need storage (and its signing secret). */
function lazyResumeStorage(env: Env): ResumeStorage {
  let storage: Promise<ResumeStorage> | undefined;
  const open = () => (storage ??= createResumeStorage(env));
  return {
    kind: env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY ? 'supabase' : 'embedded',
    put: async (name, bytes, contentType) => (await open()).put(name, bytes, contentType),
    signedUrl: async (path, seconds, origin) => (await open()).signedUrl(path, seconds, origin),
  };
}

async function createResumeStorage(env: Env): Promise<ResumeStorage> {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    const { createServiceClient } = await import('./supabase/client');
    const { createSupabaseStorage } = await import('./storage/supabase');
    let service: ReturnType<typeof createServiceClient> | undefined;
    return createSupabaseStorage(() => (service ??= createServiceClient(env)));
  }
  const { dataDirFromEnv } = await import('./db/pglite');
  const { createEmbeddedStorage } = await import('./storage/embedded');
  const { signingSecret } = await import('./signing');
  const dataDir = dataDirFromEnv({ DATA_DIR: env.DATA_DIR });
  return createEmbeddedStorage(`${dataDir}/resumes`, signingSecret(env, dataDir));
}
