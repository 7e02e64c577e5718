/**
 * Webhook signatures: `X-Signature: t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">` under a
 * shared secret (Stripe's shape). The time is signed with the body, so a delivery replayed after the window
 * is refused rather than stored again. Web Crypto only, so it runs alike on workerd and Node;
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

/** How far a signature's time may be from ours, either way (clock skew and the provider's retries). */
export const SIGNATURE_WINDOW_SECONDS = 300;

const signed = (t: string, body: Uint8Array<ArrayBuffer>) => {
  const prefix = encoder.encode(`${t}.`);
  const out = new Uint8Array(prefix.length + body.length);
  out.set(prefix);
  out.set(body, prefix.length);
  return out;
};

/** Whether `header` signs `body` under `secret` ('ok'), signs it at a time outside the window ('stale'), or not ('bad'). */
export async function checkSignature(secret: string, body: Uint8Array<ArrayBuffer>, header: string | null, now = Date.now()): Promise<'ok' | 'stale' | 'bad'> {
  const match = /^t=(\d{1,12}),sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  const mac = match ? hexBytes(match[2]!) : null;
  if (!match || !mac) return 'bad';
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, signed(match[1]!, body)))) return 'bad';
  return Math.abs(now / 1000 - Number(match[1])) <= SIGNATURE_WINDOW_SECONDS ? 'ok' : 'stale';
}

/** The header value for `body` at `at` (the form provider's side; tests and docs/deploy.md's example use it). */
export async function signBody(secret: string, body: string | Uint8Array<ArrayBuffer>, at = Date.now()): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const t = String(Math.floor(at / 1000));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signed(t, bytes)));
  return `t=${t},sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Hex SHA-256 of the body: the replay key. */
export async function bodyHash(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
