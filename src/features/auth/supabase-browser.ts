/** supabase-js for the browser, in a module of its own so it stays a chunk loaded on demand. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export function createBrowserClient(url: string, anonKey: string, storageKey: string): SupabaseClient {
  return createClient(url, anonKey, { auth: { storageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: false } });
}
