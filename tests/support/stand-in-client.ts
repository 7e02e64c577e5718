/** Real supabase-js with its HTTP calls answered by the embedded stand-in (no network), from client address `ip`. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../src/features/auth/auth-config';
import type { EmbeddedSupabase } from '../../src/server/embedded-auth/embedded-supabase.server';

export function standInClient(handler: EmbeddedSupabase, ip?: string): { supabase: SupabaseClient; storage: Map<string, string> } {
  const storage = new Map<string, string>();
  const supabase = createClient('http://localhost:4321', 'embedded-anon-key', {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
    },
    global: {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (ip) request.headers.set('cf-connecting-ip', ip);
        return (await handler.handle(request)) ?? new Response('no route', { status: 599 });
      },
    },
  });
  return { supabase, storage };
}
