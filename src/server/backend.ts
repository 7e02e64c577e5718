/**
 * Picks the backend adapters from the environment: Supabase when SUPABASE_URL and SUPABASE_ANON_KEY
 * are set, otherwise the embedded default (PGlite in DATA_DIR). Adapters are loaded lazily so the
 * Supabase deployment never bundles or starts PGlite.
 */
import { parseEnv, usesSupabase, type Env } from '~/config/env';
import type { JobStore } from './job-store';
import type { WriteStore } from './write-store';
import type { ResumeStorage } from './storage';

export interface Backend {
  kind: 'supabase' | 'embedded';
  jobs: JobStore;
  writes: WriteStore;
  resumes: ResumeStorage;
}

const cache = new Map<string, Promise<Backend>>();

export function getBackend(rawEnv: Record<string, unknown> = process.env): Promise<Backend> {
  const env = parseEnv(rawEnv);
  const key = usesSupabase(env) ? `supabase:${env.SUPABASE_URL}` : `embedded:${env.DATA_DIR ?? '.data'}`;
  let backend = cache.get(key);
  if (!backend) {
    backend = createBackend(env);
    cache.set(key, backend);
    backend.catch(() => cache.delete(key));
  }
  return backend;
}

async function createBackend(env: Env): Promise<Backend> {
  if (usesSupabase(env)) {
    const { createAnonClient, createServiceClient } = await import('./supabase/client');
    const { createSupabaseJobStore } = await import('./supabase/job-store');
    const { createSupabaseWriteStore } = await import('./supabase/write-store');
    let service: ReturnType<typeof createServiceClient> | undefined;
    const getService = () => (service ??= createServiceClient(env));
    return {
      kind: 'supabase',
      jobs: createSupabaseJobStore(createAnonClient(env), getService),
      writes: createSupabaseWriteStore(getService),
      resumes: (await import('./storage/supabase')).createSupabaseStorage(getService),
    };
  }
  const { getEmbeddedDb, dataDirFromEnv } = await import('./pglite/db');
  const { createPgliteJobStore } = await import('./pglite/job-store');
  const { createPgliteWriteStore } = await import('./pglite/write-store');
  const dataDir = dataDirFromEnv({ DATA_DIR: env.DATA_DIR });
  const getDb = () => getEmbeddedDb(dataDir);
  const { createEmbeddedStorage } = await import('./storage/embedded');
  const { signingSecret } = await import('./signing');
  const resumes = createEmbeddedStorage(`${dataDir}/resumes`, signingSecret(env, dataDir));
  return { kind: 'embedded', jobs: createPgliteJobStore(getDb), writes: createPgliteWriteStore(getDb), resumes };
}
