/**
 * Where the browser's supabase-js client points. With a Supabase project configured, its URL and public
 * anon key (public by design: row-level security protects the data); without one, the site's own origin,
 * where the local host answers the same Auth and REST calls from the embedded database.
 */
import { parseEnv } from '~/config/env';
import { AUTH_STORAGE_KEY } from '~/config/public';

export { AUTH_STORAGE_KEY };

export interface AuthConfig {
  /** null: this site's own origin (embedded backend) */
  url: string | null;
  anonKey: string;
}

/** Build-time config for pages (server side: the env parser; the result reaches the browser as data attributes). */
export function authConfig(raw: Record<string, unknown> = (globalThis as { process?: { env?: Record<string, unknown> } }).process?.env ?? {}): AuthConfig {
  const env = parseEnv(raw);
  return env.SUPABASE_URL && env.SUPABASE_ANON_KEY
    ? { url: env.SUPABASE_URL.replace(/\/$/, ''), anonKey: env.SUPABASE_ANON_KEY }
    : { url: null, anonKey: 'embedded-anon-key' };
}

/** The config a component wrote into its element's data attributes (data-auth-url, data-auth-key). */
export function readAuthConfig(el: HTMLElement): AuthConfig {
  return { url: el.dataset.authUrl || null, anonKey: el.dataset.authKey ?? '' };
}
