/**
 * Webhook signatures: `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` under a shared secret (the
 * shape GitHub and most form providers send). Web Crypto only, so it runs alike on workerd and Node;
 * `crypto.subtle.verify` compares in constant time.
 */
const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/** Whether `header` is a valid signature of `body` under `secret`. */
export async function signatureValid(secret: string, body: Uint8Array<ArrayBuffer>, header: string | null): Promise<boolean> {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  const mac = match ? hexBytes(match[1]!) : null;
  if (!mac) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, body);
}

/** The header value for `body` (the form provider's side; tests and the README's example use it). */
export async function signBody(secret: string, body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), bytes));
  return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Hex SHA-256 of the body: the replay key. */
export async function bodyHash(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
