/**
 * Node's side of the one request handler (./handler.ts): an IncomingMessage as a Web Request (the body
 * streamed, never buffered; the client's address as Cloudflare sets it), and a Web Response written back,
 * gzip where the client takes it. The local host and the dev server both use it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/**
 * The request as a handler gets it. The client's address is the socket's, as Cloudflare sets it at its
 * edge: a cf-connecting-ip sent by the client would let anyone pick their own rate-limit key. Behind a
 * proxy of your own, `trustProxy` keeps the header that proxy sets.
 */
export function toWebRequest(req: IncomingMessage, options: { trustProxy?: boolean } = {}): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  if (!options.trustProxy || !headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', req.socket.remoteAddress ?? '127.0.0.1');
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a Web Response (with these headers) to Node's response; resolves when it is sent. */
export function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  headers: Headers = new Headers(response.headers),
): Promise<void> {
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
