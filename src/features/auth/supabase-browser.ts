/** supabase-js for the browser, in a module of its own so it stays a chunk loaded on demand. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * `detectSessionInUrl` only on the page an invite or recovery link lands on (/account/set-password): there
 * the session arrives in the URL's fragment; everywhere else a fragment is just a fragment.
 */
export function createBrowserClient(url: string, anonKey: string, storageKey: string, options: { detectSessionInUrl?: boolean } = {}): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { storageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: options.detectSessionInUrl ?? false, flowType: 'implicit' },
  });
}
