/** Supabase clients for server code. The service client bypasses RLS: use it only in functions. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '~/config/env';

const serverAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

export function createAnonClient(env: Env): SupabaseClient {
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY are required');
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, serverAuth);
}

export function createServiceClient(env: Env): SupabaseClient {
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required for writes on the Supabase backend');
  }
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, serverAuth);
}
