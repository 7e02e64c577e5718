/**
 * HMAC-SHA256 signatures (Web Crypto, so it runs on Node and at the edge) for expiring resume links
 * and unsubscribe tokens. The secret is SIGNING_SECRET; the embedded backend creates and keeps a random
 * one in DATA_DIR when it is not set. The Supabase deployment must set it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '~/config/env';

const enc = new TextEncoder();

export async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  return btoa(String.fromCharCode(...sig)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Constant-time comparison of two signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function signingSecret(env: Env, dataDir: string): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  if (env.SUPABASE_URL) throw new Error('SIGNING_SECRET must be set in production');
  const file = join(dataDir, 'signing-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, crypto.randomUUID() + crypto.randomUUID(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
