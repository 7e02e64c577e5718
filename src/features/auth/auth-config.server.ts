/** The browser's auth config, built at build time from the environment (the one env parser). */
import { parseEnv, supabaseKeys } from '~/config/env';
import type { AuthConfig } from './auth-config';

export function authConfig(raw: Record<string, unknown> = (globalThis as { process?: { env?: Record<string, unknown> } }).process?.env ?? {}): AuthConfig {
  const env = parseEnv(raw);
  const key = supabaseKeys(env).publicKey;
  // The publishable key (or the legacy anon key): public by design, row-level security guards the data.
  return env.SUPABASE_URL && key ? { url: env.SUPABASE_URL.replace(/\/$/, ''), anonKey: key } : { url: null, anonKey: 'embedded-anon-key' };
}
