/**
 * The rate-limit port, and the keys its callers count by: a client (its address, IPv6 by /64) and an
 * inbox (however its address is spelled). Adapters: memory (the Node host), PostgreSQL (Cloudflare).
 */
export interface RateLimiter {
  /** Counts one request for `key`; `ok` false once the window's allowance is used up. */
  limit(key: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
}

/**
 * The client's address as the platform reports it (Cloudflare and our host set cf-connecting-ip), as a
 * limit key: an IPv6 client owns a whole /64 (a home or a phone gets one), so its key is the /64.
 */
export function clientKey(request: Request): string {
  const ip = request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown';
  return ipKey(ip);
}

/** The network a client's address belongs to: IPv4 by its /24, IPv6 by its /48 (one site's allocation). */
export function networkKey(request: Request): string {
  const key = clientKey(request);
  if (key.endsWith('::/64')) return `${key.split(':').slice(0, 3).join(':')}::/48`;
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  return v4 ? `${v4[1]}.0/24` : key;
}

/** IPv4 (and IPv4-mapped IPv6) as is; IPv6 by its /64. */
function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The inbox an address reaches, as the one key every per-recipient limit uses: lower case, a `+tag`
 * removed, and for Gmail the dots of the local part removed and googlemail.com read as gmail.com (Gmail
 * ignores both). So v.i.c.t.i.m+1@googlemail.com and Victim@gmail.com count as the one inbox they reach.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
