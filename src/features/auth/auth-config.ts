/**
 * Where the browser's supabase-js client points. With a Supabase project configured, its URL and public
 * anon key (public by design: row-level security protects the data); without one, the site's own origin,
 * where the local host answers the same Auth and REST calls from the embedded database. Browser-safe:
 * pages build the config with auth-config.server.ts and hand it over as data attributes.
 */
import { AUTH_STORAGE_KEY } from '~/config/public';

export { AUTH_STORAGE_KEY };

export interface AuthConfig {
  /** null: this site's own origin (embedded backend) */
  url: string | null;
  anonKey: string;
}

/** The config a component wrote into its element's data attributes (data-auth-url, data-auth-key). */
export function readAuthConfig(el: HTMLElement): AuthConfig {
  return { url: el.dataset.authUrl || null, anonKey: el.dataset.authKey ?? '' };
}
