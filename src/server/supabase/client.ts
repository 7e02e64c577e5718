/** Supabase clients for server code. The service client bypasses RLS: use it only in functions. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseKeys, type Env } from '~/config/env';

const serverAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

/** With the secret key (or the legacy service_role key). */
export function createServiceClient(env: Env): SupabaseClient {
  const key = supabaseKeys(env).secretKey;
  if (!env.SUPABASE_URL || !key)
    throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) are required for writes on the Supabase backend');
  return createClient(env.SUPABASE_URL, key, serverAuth);
}
