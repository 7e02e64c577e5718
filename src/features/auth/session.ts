/**
 * The browser's auth session: supabase-js, loaded only when a session may exist, so visitors who
 * never signed in download none of it. The session is persisted in localStorage and refreshed by
 * supabase-js shortly before it expires.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, type AuthConfig } from './auth-config';

/** True when a session is stored in this browser (it may still turn out to be expired or revoked). */
export function hasStoredSession(): boolean {
  try {
    return !!localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return false;
  }
}

let client: Promise<SupabaseClient> | undefined;

/** The one supabase-js client of the page, created on first use. */
export function authClient(config: AuthConfig): Promise<SupabaseClient> {
  client ??= import('./supabase-browser')
    .then(({ createBrowserClient }) => createBrowserClient(config.url ?? location.origin, config.anonKey, AUTH_STORAGE_KEY))
    .catch((e: unknown) => {
      // Not kept: a later call asks again (the caller says it failed).
      client = undefined;
      throw e;
    });
  return client;
}

/** Statuses that mean the server no longer knows the session: signed out either way. */
const GONE = new Set([401, 403, 404]);

/**
 * Signs out. A 401, 403 or 404 from the server counts as success (the session is already gone there);
 * the local session is removed in every case but a network failure, which is reported.
 */
export async function signOut(supabase: Pick<SupabaseClient, 'auth'>, storage: Pick<Storage, 'removeItem'> = localStorage): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) {
    const status = (error as { status?: number }).status;
    if (status === undefined || !GONE.has(status)) throw error;
  }
  storage.removeItem(AUTH_STORAGE_KEY);
}
