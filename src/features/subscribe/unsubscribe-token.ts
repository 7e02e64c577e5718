/**
 * Unsubscribe tokens: the address (base64url) and an HMAC of it, so a link works without a database
 * lookup table and cannot be forged for someone else's address. They do not expire: an old digest's
 * link must still work (RFC 8058 asks that one-click links keep working).
 */
import { hmac, sameSignature } from '~/lib/hmac';

const PURPOSE = 'unsubscribe:weekly_jobs:';

const toBase64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export async function unsubscribeToken(secret: string, email: string): Promise<string> {
  return `${toBase64Url(email)}.${await hmac(secret, PURPOSE + email)}`;
}

/** The address a token was made for, or null when it is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 1000) return null;
  const email = fromBase64Url(token.slice(0, dot));
  if (!email || !email.includes('@')) return null;
  return sameSignature(token.slice(dot + 1), await hmac(secret, PURPOSE + email)) ? email : null;
}
