/**
 * An employer's posting key: staff issue it when they verify the employer, the employer puts it in the
 * posting form, and intake attaches the posting to that employer by it (a typed name never reaches a
 * verified employer). Only its SHA-256 is stored. Web Crypto: the same on Node and on workerd.
 */
import { z } from 'zod';

export function newPostingKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `rmk_${btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')}`;
}

export async function postingKeyHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key.trim()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key as the form sends it. */
export const postingKeySchema = z
  .string()
  .trim()
  .regex(/^rmk_[A-Za-z0-9_-]{32}$/, 'must be the employer key we sent you (it starts with rmk_)');
