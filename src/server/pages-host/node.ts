/**
 * Node's side of the one request handler (./handler.ts): an IncomingMessage as a Web Request (the body
 * streamed, never buffered; the client's address as Cloudflare sets it), and a Web Response written back,
 * gzip where the client takes it. The local host and the dev server both use it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** A Host header as RFC 9110 allows it: a name or an address, and a port that exists. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/**
 * The URL a request names, or why it is refused (a 400). The target must be a path starting with exactly
 * one `/` (`//evil.example/x` or `/\\evil.example` would otherwise name another host), decode as UTF-8,
 * and come with a well-formed Host; it is read against `base` (the site's own origin, SITE_URL), never
 * against the Host header, so no link, redirect or origin check can be steered by it.
 */
export function requestUrl(target: string | undefined, host: string | string[] | undefined, base: string): URL | string {
  if (host !== undefined) {
    const h = Array.isArray(host) ? host.join(',') : host;
    const m = HOST.exec(h);
    if (!m || (m[1] !== undefined && Number(m[1]) > 65535)) return 'Bad Host header';
  }
  if (!target || target[0] !== '/' || target[1] === '/' || target[1] === '\\') return 'Bad request target';
  const path = target.split(/[?#]/, 1)[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return 'Bad percent-encoding in the path';
  }
  try {
    const url = new URL(target, base);
    return url.origin === new URL(base).origin ? url : 'Bad request target';
  } catch {
    return 'Bad request target';
  }
}

/**
 * The request as a handler gets it. The client's address is the socket's, as Cloudflare sets it at its
 * edge: a cf-connecting-ip sent by the client would let anyone pick their own rate-limit key. Behind a
 * proxy of your own, `trustProxy` keeps the header that proxy sets.
 */
export function toWebRequest(req: IncomingMessage, url: URL, options: { trustProxy?: boolean } = {}): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  if (!options.trustProxy || !headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', req.socket.remoteAddress ?? '127.0.0.1');
  const method = (req.method ?? 'GET').toUpperCase();
  // As on Cloudflare, a request that declares no body (no length, or 0, and not chunked) has none: an
  // empty POST reads as null, not as an empty stream.
  const declared = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const hasBody = method !== 'GET' && method !== 'HEAD' && declared;
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The request's body as a web stream, pulled as it is read. Not Readable.toWeb: when a handler cancels
 * that stream (a body over its limit) while the request is still arriving, the next chunk throws an
 * uncaught "Controller is already closed" and the process ends. Here cancelling stops forwarding and lets
 * the rest drain unread, so the handler's answer (413) still reaches the client on the same connection.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  draining.delete(req);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (done || draining.has(req)) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (done) return;
          done = true;
          controller.close();
        });
        // The client went away mid-body: the reader sees an error, never a hang.
        const fail = () => {
          if (done) return;
          done = true;
          controller.error(new Error('Request body aborted'));
        };
        req.on('error', fail);
        req.on('close', () => {
          if (!req.complete) fail();
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        done = true;
        drainRequest(req);
      },
    },
    { highWaterMark: 1 },
  );
}

const draining = new WeakSet<IncomingMessage>();

/**
 * What is left of a request's body, read and dropped: after an answer given without reading it all (a
 * 405, a 413, a handler that never read it), so the client can finish sending and read the answer on the
 * same connection instead of seeing it reset mid-upload.
 */
export function drainRequest(req: IncomingMessage): void {
  if (req.complete) return;
  draining.add(req);
  req.resume();
}

/** Writes a Web Response (with these headers) to Node's response; resolves when it is sent. */
export function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  headers: Headers = new Headers(response.headers),
): Promise<void> {
  // Whatever the handler left of the body is drained once the answer is out (drainRequest), and the
  // connection is not closed under it: closing a socket with unread bytes resets it, and a client still
  // uploading then sees the reset instead of the answer. The client closes it once it has read the answer.
  if (!req.complete) res.shouldKeepAlive = true;
  res.once('finish', () => drainRequest(req));
  const type = headers.get('content-type') ?? '';
  const gzip = response.body && !headers.has('content-encoding') && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');
  }
  const raw: Record<string, string | string[]> = {};
  headers.forEach((value, key) => {
    if (key !== 'set-cookie') raw[key] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) raw['set-cookie'] = cookies;
  res.writeHead(response.status, raw);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return Promise.resolve();
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const stream = gzip ? body.pipe(createGzip()) : body;
  stream.pipe(res);
  return new Promise((done) => {
    stream.on('end', () => done());
    stream.on('error', (e) => {
      console.error('Response stream failed:', e);
      res.destroy();
      done();
    });
  });
}
