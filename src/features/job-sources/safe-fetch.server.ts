/**
 * Fetching a feed a stranger may have named: only http(s); every address the name resolves to must be a
 * public one (never private, loopback, link-local, shared, documentation, multicast or a cloud's metadata
 * address), checked again for each redirect, and the connection made to the address that was checked (a
 * DNS answer that changes between the check and the connection reaches nothing). The body is cut off past
 * `maxBytes` and the whole fetch past `timeoutMs`. Conditional requests: the caller's ETag and
 * Last-Modified go out as If-None-Match and If-Modified-Since, and a 304 comes back as such.
 *
 * The resolver and the connector are handed in (`FetchDeps`): the host uses DNS and node:http(s); tests
 * stub both, so no test sends a packet beyond the loopback range.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IncomingMessage } from 'node:http';

/** Why a fetch was refused, in words a feed's report can show. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'address' | 'redirects' | 'size' | 'time' | 'network' | 'status',
  ) {
    super(message);
  }
}

export interface FetchDeps {
  /** Every address `host` resolves to. */
  resolve(host: string): Promise<string[]>;
  /** One request to `url` over a connection to `address` (already checked), with `headers`. */
  connect(url: URL, address: string, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage>;
}

export interface Fetched {
  status: number;
  url: string;
  body: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string;
}

// Not public: RFC 6890's special-purpose blocks (and the metadata addresses in them: 169.254.169.254,
// fd00:ec2::254), IPv4-mapped and NAT64 forms of them.
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

/** Whether `address` is a public unicast address (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host's resolver and connector: DNS, then node:http(s) to the checked address (the name kept for Host and TLS). */
const nodeFetchDeps: FetchDeps = {
  resolve: async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address),
  connect: (url, address, headers, signal) =>
    new Promise((resolve, reject) => {
      const family = isIP(address);
      const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        url,
        {
          method: 'GET',
          headers,
          signal,
          servername: isIP(url.hostname) ? undefined : url.hostname,
          // The connection goes to the address that was checked, whatever DNS answers now.
          lookup: (_host, options, done) =>
            (options as { all?: boolean }).all
              ? (done as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }])
              : done(null, address, family),
        },
        resolve,
      );
      req.on('error', reject);
      req.end();
    }),
};

/**
 * For the journeys only: names under `.test` (RFC 6761: no public resolver ever answers them) reach the
 * fixture feed server on loopback at the address's port, as if at a public address; every other name is
 * resolved, checked and reached as always. The local host takes the names from FEEDS_TEST_NAMES.
 */
export function testNamesFetch(names: string[]): FetchDeps {
  const ours = (host: string) => host.endsWith('.test') && names.includes(host);
  return {
    // Any public address: the check passes as for a real feed, and the connection goes to loopback.
    resolve: async (host) => (ours(host) ? ['93.184.216.34'] : nodeFetchDeps.resolve(host)),
    connect: (url, address, headers, signal) =>
      ours(url.hostname)
        ? new Promise((resolve, reject) => {
            const req = httpRequest(
              { host: '127.0.0.1', port: url.port || 80, path: url.pathname + url.search, headers: { ...headers, host: url.host }, signal },
              resolve,
            );
            req.on('error', reject);
            req.end();
          })
        : nodeFetchDeps.connect(url, address, headers, signal),
  };
}

/** Every address of `url`'s host, if all are public; else a refusal. */
async function checkedAddress(url: URL, deps: FetchDeps): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`Only http and https addresses are fetched, not ${url.protocol}`, 'scheme');
  if (url.username || url.password) throw new FetchRefused('An address with a user name or password is not fetched', 'scheme');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await deps.resolve(host);
  } catch {
    throw new FetchRefused(`${host} could not be found`, 'network');
  }
  if (!addresses.length) throw new FetchRefused(`${host} could not be found`, 'network');
  const closed = addresses.find((a) => !isPublicAddress(a));
  if (closed) throw new FetchRefused(`${host} points at ${closed}, a private or reserved address: not fetched`, 'address');
  return addresses[0]!;
}

/** Fetches `start` under the rules above. A 304 answers with an empty body; any other status is the caller's to judge. */
export async function safeFetch(
  start: string,
  options: { maxBytes: number; timeoutMs: number; maxRedirects?: number; etag?: string | null; lastModified?: string | null; deps?: FetchDeps },
): Promise<Fetched> {
  const deps = options.deps ?? nodeFetchDeps;
  const control = new AbortController();
  const timer = setTimeout(() => control.abort(), options.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(start);
    } catch {
      throw new FetchRefused('Not a web address', 'scheme');
    }
    for (let hop = 0; ; hop++) {
      const address = await checkedAddress(url, deps);
      const headers: Record<string, string> = { 'user-agent': 'RehabMatch feed reader', accept: '*/*', 'accept-encoding': 'identity' };
      if (options.etag) headers['if-none-match'] = options.etag;
      if (options.lastModified) headers['if-modified-since'] = options.lastModified;
      const res = await deps.connect(url, address, headers, control.signal).catch((e: unknown) => {
        throw control.signal.aborted
          ? new FetchRefused(`No answer within ${options.timeoutMs / 1000} s`, 'time')
          : new FetchRefused(`Could not connect: ${(e as Error).message}`, 'network');
      });
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        res.resume();
        if (hop >= (options.maxRedirects ?? 3)) throw new FetchRefused('Too many redirects', 'redirects');
        url = new URL(location, url);
        continue;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        res.destroy();
        throw new FetchRefused(`The feed is over ${Math.round(options.maxBytes / 1024 / 1024)} MB`, 'size');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            throw new FetchRefused(`The feed is over ${Math.round(options.maxBytes / 1024 / 1024)} MB`, 'size');
          }
          chunks.push(chunk);
        }
      } catch (e) {
        if (e instanceof FetchRefused) throw e;
        throw control.signal.aborted
          ? new FetchRefused(`No answer within ${options.timeoutMs / 1000} s`, 'time')
          : new FetchRefused('The connection broke', 'network');
      }
      const header = (name: string) => {
        const v = res.headers[name];
        return typeof v === 'string' ? v : null;
      };
      return {
        status,
        url: url.toString(),
        body: Buffer.concat(chunks).toString('utf8'),
        etag: header('etag'),
        lastModified: header('last-modified'),
        contentType: header('content-type') ?? '',
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
