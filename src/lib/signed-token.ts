/**
 * Signed tokens for links in mails: a value (base64url) and an HMAC of it under a purpose, so a link
 * works without a lookup table, cannot be forged for another value, and a token made for one purpose
 * (unsubscribe) never passes as another (manage).
 */
import { hmac, sameSignature } from './hmac';

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

export async function signToken(secret: string, purpose: string, value: string): Promise<string> {
  return `${toBase64Url(value)}.${await hmac(secret, `${purpose}:${value}`)}`;
}

/** The value a token was made for under `purpose`, or null when it is malformed or its signature does not match. */
export async function verifyToken(secret: string, purpose: string, token: string): Promise<string | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 1000) return null;
  const value = fromBase64Url(token.slice(0, dot));
  if (value === null) return null;
  return sameSignature(token.slice(dot + 1), await hmac(secret, `${purpose}:${value}`)) ? value : null;
}

/** A signed database id (a bigint as digits): the id when the token is good for `purpose`, else null. */
export async function verifyIdToken(secret: string, purpose: string, token: string): Promise<string | null> {
  const id = await verifyToken(secret, purpose, token);
  return id && /^\d{1,18}$/.test(id) ? id : null;
}
