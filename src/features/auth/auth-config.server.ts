/** The browser's auth config, built at build time from the environment (the one env parser). */
import { parseEnv } from '~/config/env';
import type { AuthConfig } from './auth-config';

export function authConfig(raw: Record<string, unknown> = (globalThis as { process?: { env?: Record<string, unknown> } }).process?.env ?? {}): AuthConfig {
  const env = parseEnv(raw);
  return env.SUPABASE_URL && env.SUPABASE_ANON_KEY
    ? { url: env.SUPABASE_URL.replace(/\/$/, ''), anonKey: env.SUPABASE_ANON_KEY }
    : { url: null, anonKey: 'embedded-anon-key' };
}
