/**
 * Where the browser's supabase-js client points. With a Supabase project configured, its URL and public
 * anon key (public by design: row-level security protects the data); without one, the site's own origin,
 * where the local host answers the same Auth and REST calls from the embedded database.
 */
import { site } from '~/config/site';

export interface AuthConfig {
  /** null: this site's own origin (embedded backend) */
  url: string | null;
  anonKey: string;
}

/** supabase-js keeps the session in localStorage under this key; its presence is how pages tell someone may be signed in. */
export const AUTH_STORAGE_KEY = `${site.key}-auth`;

/** Build-time config for pages (server side). */
export function authConfig(env: Record<string, string | undefined> = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}): AuthConfig {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_ANON_KEY?.trim();
  return url && key ? { url: url.replace(/\/$/, ''), anonKey: key } : { url: null, anonKey: 'embedded-anon-key' };
}

/** The config a component wrote into its element's data attributes (data-auth-url, data-auth-key). */
export function readAuthConfig(el: HTMLElement): AuthConfig {
  return { url: el.dataset.authUrl || null, anonKey: el.dataset.authKey ?? '' };
}
