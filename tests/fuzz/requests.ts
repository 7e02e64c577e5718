/**
 * Generated requests for the fuzz layer: every function route (read from functions/, so a new route is
 * fuzzed the day it appears), with every method, made-up path parameters and query strings, and bodies a
 * careless or hostile client sends: wrong types and shapes, bad JSON, NUL and control characters, invalid
 * UTF-8, wrong content types, bodies over the limits, bodies cut off mid-way and bodies one piece at a
 * time. Deterministic from a seed, so a failure can be replayed. None of them is a valid request.
 */
import { request as httpRequest } from 'node:http';
import { scanRoutes } from '../../src/server/pages-host/routes';
import { prng } from '../../scripts/seed/synthetic';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send this many bytes of the body, then drop the connection. */
  abortAfter?: number;
  /** Send the body in pieces this far apart (ms): a slow client. */
  slow?: number;
}

/** The function routes as URL patterns, e.g. /api/jobs/[id]/apply-address (the host's own route walker). */
export function functionRoutes(dir = 'functions'): string[] {
  return scanRoutes(dir)
    .map((r) => r.pattern)
    .sort();
}

const METHODS = ['GET', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const FIELDS = ['email', 'name', 'jobId', 'job_id', 'token', 'q', 'location', 'message', 'savedJobs', 'status', 'kind', 'id', 'fullName', 'reason', 'code'];
const PARAMS = ['1', '0', '-1', '999999999999', 'x', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(300), '%E2%80%AE', '1;drop%20table%20jobs', 'null', '%ZZ'];
const NASTY = [
  '\u0000',
  '\u0007',
  '\u202e',
  '\u2066',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'a'.repeat(5000),
  '',
  ' ',
  '@',
  'x@',
  '@x',
  '\r\nBcc: victim@example.com',
];

/**
 * Request targets and headers that once stopped or steered the host: a target that names another host
 * (`//x`, `/\\x`), percent-encoding that is no UTF-8, Host headers no server should take, and forwarding
 * headers a client makes up.
 */
const TARGET_PREFIXES = ['//evil.example', '//evil.com%2f..%2f', '/\\evil.example', '/%ff', '/%E0%A4%A', '/%', '///', '/%2F%2Fevil.example'];
const FOREIGN_HOSTS = ['evil.example', 'evil.example:8080', 'jobs.example.com.evil.example', '127.0.0.2'];
// Hosts no server should take. Cloudflare's edge refuses them before any Worker runs, and wrangler's local
// proxy answers them with its own 500 before the functions, so only the Node host is sent these (`workerd`).
const MALFORMED_HOSTS = ['x:99999', 'evil.example:0x50', '[::1', 'a b', '', 'evil.example/x', '127.0.0.1:4321@evil.example'];
const FORWARDED: Record<string, string>[] = [
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'javascript' },
  { forwarded: 'for=1.2.3.4;host=evil.example;proto=https' },
  { 'cf-connecting-ip': 'not-an-address' },
  { 'cf-connecting-ip': '2001:db8::1' },
  { 'x-forwarded-for': '::ffff:10.0.0.1, 1.1.1.1' },
  { 'x-original-url': '//evil.example/' },
];

/** Percent-encoded, a lone surrogate as its raw bytes' escape (encodeURIComponent refuses it). */
const encode = (s: string) => s.replace(/[\s\S]/g, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)));

/**
 * `workerd`: for `wrangler pages dev`, which differs from Cloudflare in two ways the functions cannot reach:
 * its proxy answers a malformed Host with a 500 of its own (the edge never passes one on), and a target
 * outside dist/_routes.json (`//api/x`) is its static server's, which stops serving after a body of a few
 * MB and answers a control character with a 502 (the middleware refuses both for function paths). Such
 * requests keep their odd target, with plain path parameters and a small body.
 */
export function generate(routes: string[], count: number, seed: number, { workerd = false }: { workerd?: boolean } = {}): FuzzRequest[] {
  const HOSTS = workerd ? FOREIGN_HOSTS : [...FOREIGN_HOSTS, ...MALFORMED_HOSTS];
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const value = (depth = 0): unknown => {
    switch (Math.floor(r() * 8)) {
      case 0:
        return pick(NASTY);
      case 1:
        return Math.floor(r() * 2 ** 40) * (r() < 0.5 ? -1 : 1);
      case 2:
        return r() < 0.5;
      case 3:
        return null;
      case 4:
        return depth < 2 ? Array.from({ length: Math.floor(r() * 4) }, () => value(depth + 1)) : [];
      case 5:
        return depth < 2 ? Object.fromEntries(Array.from({ length: Math.floor(r() * 4) }, () => [pick(FIELDS), value(depth + 1)])) : {};
      case 6:
        return 2 ** 64; // past every integer column
      default:
        return pick(NASTY) + pick(NASTY);
    }
  };
  const body = (): { body?: Buffer; type?: string } => {
    switch (Math.floor(r() * 11)) {
      case 0:
        return {};
      case 1:
        return { body: Buffer.from(JSON.stringify(Object.fromEntries(FIELDS.filter(() => r() < 0.4).map((f) => [f, value()])))), type: 'application/json' };
      case 2:
        return {
          body: Buffer.from(pick(['{', '[1,', 'nul', '{"email":}', '{"a":1}}', '\u0000', '"\\ud800"', '{"__proto__":{"x":1}}'])),
          type: 'application/json',
        };
      case 3:
        return { body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), type: 'application/json' }; // {"e":"<invalid UTF-8>"}
      case 4:
        return { body: Buffer.from(JSON.stringify({ email: `a${'\u0000'.repeat(3)}@example.com`, name: '\u0000\u0007' })), type: 'application/json' };
      case 5:
        return { body: Buffer.alloc(Math.floor(16 * 1024 + r() * 200 * 1024), 97), type: 'application/json' };
      case 6:
        return {
          body: Buffer.from('email=a%40b.c&name=x'),
          type: pick(['application/x-www-form-urlencoded', 'text/plain', '', 'application/json; charset=utf-16']),
        };
      case 7:
        return {
          body: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n'),
          type: pick(['multipart/form-data', 'multipart/form-data; boundary=y']),
        };
      case 8:
        return { body: Buffer.from(JSON.stringify(value())), type: 'application/json' };
      case 9:
        return { body: Buffer.alloc(6 * 1024 * 1024, 0x25), type: pick(['application/pdf', 'multipart/form-data; boundary=z']) };
      default:
        return { body: Buffer.from(JSON.stringify([value(), value()])), type: 'application/json' };
    }
  };
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const route = routes[i % routes.length]!;
    const path = route.replace(/\[\[?[^\]]+\]\]?/g, () => pick(PARAMS));
    const query = r() < 0.5 ? `?${pick(FIELDS)}=${encode(String(value()).slice(0, 2000))}${r() < 0.2 ? '&%ZZ=%' : ''}` : '';
    const method = pick(METHODS);
    const made = method === 'GET' || method === 'HEAD' ? {} : body();
    const { type } = made;
    const odd = r() < 0.1;
    const b = workerd && odd && made.body && made.body.length > 64 * 1024 ? made.body.subarray(0, 1024) : made.body;
    const headers: Record<string, string> = {};
    if (type) headers['content-type'] = type;
    if (r() < 0.1) headers.authorization = `Bearer ${[...pick(NASTY)].map((c) => (c < ' ' || c > '~' ? 'x' : c)).join('') || 'x'}`;
    if (r() < 0.05) headers.cookie = `sb-access-token=${'x'.repeat(100)}`;
    if (r() < 0.08) headers.host = pick(HOSTS);
    if (r() < 0.08) Object.assign(headers, pick(FORWARDED));
    // On wrangler an odd target is its static server's, which also answers control characters with a 502.
    const target = odd ? `${pick(TARGET_PREFIXES)}${workerd ? route.replace(/\[\[?[^\]]+\]\]?/g, '1') : path}` : path;
    const req: FuzzRequest = { method, path: `${target}${query}`, headers, ...(b ? { body: b } : {}) };
    if (b && b.length > 100 && r() < 0.08) req.abortAfter = Math.floor(b.length / 2);
    else if (b && b.length < 4096 && r() < 0.01) req.slow = 200;
    out.push(req);
  }
  return out;
}

export interface FuzzAnswer {
  status: number;
  /** The connection failed before an answer (expected only for requests the client aborted). */
  reset: boolean;
}

/** Sends one generated request from a chosen loopback address. */
function send(port: number, req: FuzzRequest, from = '127.0.0.1'): Promise<FuzzAnswer> {
  return new Promise((done) => {
    const headers = { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) };
    const c = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers, localAddress: from, timeout: 30_000, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, reset: false }));
        res.on('error', () => done({ status: res.statusCode ?? 0, reset: false }));
      },
    );
    c.on('error', () => done({ status: 0, reset: true }));
    c.on('timeout', () => c.destroy());
    const body = req.body;
    if (!body) return void c.end();
    if (req.abortAfter !== undefined) {
      c.write(body.subarray(0, req.abortAfter));
      setTimeout(() => c.destroy(), 20);
      return;
    }
    if (req.slow) {
      let at = 0;
      const step = Math.max(1, Math.ceil(body.length / 5));
      const next = () => {
        if (c.destroyed) return;
        if (at >= body.length) return void c.end();
        c.write(body.subarray(at, (at += step)));
        setTimeout(next, req.slow);
      };
      return next();
    }
    c.end(body);
  });
}

export interface FuzzTally {
  sent: number;
  '2xx/3xx': number;
  '4xx': number;
  '5xx': number;
  aborted: number;
  /** Answers that break the rule: a 5xx, or a reset the client did not cause. */
  wrong: string[];
}

/**
 * Sends the requests in batches, `clients` at a time, each client from its own loopback address (per-client
 * limits apply), tallying the answers; `afterBatch` checks the host between batches.
 */
export async function sendInBatches(
  port: number,
  requests: FuzzRequest[],
  { batch = 200, clients = 8, afterBatch }: { batch?: number; clients?: number; afterBatch: (index: number) => Promise<void> },
): Promise<FuzzTally> {
  const tally: FuzzTally = { sent: 0, '2xx/3xx': 0, '4xx': 0, '5xx': 0, aborted: 0, wrong: [] };
  for (let b = 0; b < requests.length; b += batch) {
    const slice = requests.slice(b, b + batch);
    let next = 0;
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        while (next < slice.length) {
          const req = slice[next++]!;
          const answer = await send(port, req, `127.0.${(b / batch) % 250}.${c + 1}`);
          tally.sent++;
          if (answer.reset) {
            tally.aborted++;
            // Only a request the client itself cut off may end without an answer.
            if (req.abortAfter === undefined) tally.wrong.push(`reset: ${req.method} ${req.path.slice(0, 80)}`);
          } else if (answer.status >= 500) {
            tally['5xx']++;
            tally.wrong.push(`${answer.status}: ${req.method} ${req.path.slice(0, 80)} ${req.headers['content-type'] ?? ''}`);
          } else if (answer.status >= 400) tally['4xx']++;
          else tally['2xx/3xx']++;
        }
      }),
    );
    await afterBatch(b / batch);
  }
  return tally;
}
