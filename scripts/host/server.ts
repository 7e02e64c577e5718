/**
 * The local host: one Node process serving dist/ and functions/ the way Cloudflare Pages does, handing
 * Web-standard Request objects to the same handlers and streaming their Responses back.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import type { FunctionContext, PagesFunction } from '../../functions/_lib/types';
import type { EmbeddedSupabase } from '../../src/server/embedded-auth/embedded-supabase.server';
import { getNodeServices } from '../../src/server/root-node';
import type { Services } from '../../src/server/ports/services';
import { resumeDownload } from './resume-download';
import { findRedirect, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './cloudflare-rules';
import { matchRoute, METHOD_EXPORTS, scanRoutes, type RouteDef } from './routes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export interface HostOptions {
  distDir: string;
  functionsDir: string;
  env: Record<string, string | undefined>;
  quiet?: boolean;
  /** TRUST_PROXY=1: keep the cf-connecting-ip a proxy of ours sets (else the socket address is used). */
  trustProxy?: boolean;
  /** The embedded Supabase stand-in (sign-in and the jobs read), mounted when no Supabase is configured. */
  embeddedSupabase?: EmbeddedSupabase;
}

type Module = Partial<Record<(typeof METHOD_EXPORTS)[number] | 'onRequest', PagesFunction>>;

/**
 * Where the host listens: loopback unless HOST says otherwise (the embedded sign-in, the resume files and
 * the mail outbox are not for the network; `HOST=0.0.0.0` opens it on purpose).
 */
export function listenHost(config: { HOST?: string }): string {
  return config.HOST ?? '127.0.0.1';
}

/** The methods functions can export handlers for (and GET/HEAD for files). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createHost(options: HostOptions): Server {
  const distDir = resolve(options.distDir);
  const routes: RouteDef[] = scanRoutes(resolve(options.functionsDir));
  const modules = new Map<string, Promise<Module>>();
  const load = (file: string) => {
    let m = modules.get(file);
    if (!m) {
      m = import(pathToFileURL(file).href) as Promise<Module>;
      modules.set(file, m);
    }
    return m;
  };
  const readRules = <T>(name: string, parse: (t: string) => T[]): T[] => {
    const file = join(distDir, name);
    return existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
  };
  const headerRules: HeaderRule[] = readRules('_headers', parseHeaders);
  const redirectRules: RedirectRule[] = readRules('_redirects', parseRedirects);
  // Pages of jobs that closed before the build (src/pages/closed-jobs.json.ts): served with 410 Gone.
  const closedPaths = new Set(readRules('closed-jobs.json', (t) => (JSON.parse(t) as { paths?: string[] }).paths ?? []));

  /** The file for a URL path: exact file, dir/index.html, or path.html. */
  function resolveFile(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const base = resolve(distDir, `.${decoded}`);
    if (base !== distDir && !base.startsWith(distDir + sep)) return null;
    // Never serve platform files (_headers, _redirects, _routes.json) or dot files; Cloudflare does not
    // either. /_astro/ is the one folder of built assets that starts with an underscore.
    const segments = base.slice(distDir.length).split(sep).filter(Boolean);
    if (segments.some((s, i) => s.startsWith('.') || (s.startsWith('_') && !(i === 0 && s === '_astro')))) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // try the next form
      }
    }
    return null;
  }

  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };

  /**
   * Cloudflare Pages' own redirects for HTML (its "Route matching"): /about.html -> /about,
   * /about/index.html -> /about/, /about/ -> /about when only about.html exists, and /about -> /about/
   * when only about/index.html exists. Returns the path to redirect to, or null.
   */
  function cloudflarePath(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const base = resolve(distDir, `.${decoded}`);
    if (base === distDir || !base.startsWith(distDir + sep)) return null;
    if (decoded.endsWith('/index.html') && isFile(base)) return pathname.slice(0, -'index.html'.length);
    if (decoded.endsWith('.html') && isFile(base)) return pathname.slice(0, -'.html'.length);
    if (decoded.endsWith('/') && !isFile(join(base, 'index.html')) && isFile(`${base}.html`)) return pathname.replace(/\/+$/, '');
    if (!decoded.endsWith('/') && !isFile(`${base}.html`) && isFile(join(base, 'index.html'))) return `${pathname}/`;
    return null;
  }

  /** Cloudflare Pages: the closest 404.html walking up from the requested path. */
  function notFoundPage(pathname: string): string | null {
    const parts = pathname.split('/').filter(Boolean);
    for (let i = parts.length; i >= 0; i--) {
      const candidate = join(distDir, ...parts.slice(0, i), '404.html');
      if (candidate.startsWith(distDir) && existsSync(candidate)) return candidate;
    }
    return null;
  }

  function fileResponse(file: string, status: number, request: Request): Response {
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const stat = statSync(file);
    const headers = new Headers({ 'content-type': type, 'last-modified': stat.mtime.toUTCString() });
    const since = request.headers.get('if-modified-since');
    if (status === 200 && since && Math.floor(stat.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000)) {
      return new Response(null, { status: 304, headers });
    }
    if (request.method === 'HEAD') {
      headers.set('content-length', String(stat.size));
      return new Response(null, { status, headers });
    }
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers });
  }

  function serveStatic(request: Request): Response {
    const url = new URL(request.url);
    const redirect = findRedirect(redirectRules, url.pathname);
    if (redirect) {
      if (redirect.status === 200) {
        const target = resolveFile(redirect.to);
        if (target) return fileResponse(target, 200, request);
      } else {
        return new Response(null, { status: redirect.status, headers: { location: redirect.to } });
      }
    }
    const canonical = cloudflarePath(url.pathname);
    if (canonical) return new Response(null, { status: 308, headers: { location: `${canonical}${url.search}` } });
    const file = resolveFile(url.pathname);
    if (file) return fileResponse(file, closedPaths.has(url.pathname.replace(/\/+$/, '')) ? 410 : 200, request);
    if (url.pathname.startsWith('/api/')) return Response.json({ error: 'Not found' }, { status: 404 });
    const page = notFoundPage(url.pathname);
    return page ? fileResponse(page, 404, request) : new Response('Not found', { status: 404 });
  }

  // functions/_middleware.ts runs around every function call, as on Cloudflare Pages.
  const middlewareFile = ['_middleware.ts', '_middleware.js'].map((f) => join(resolve(options.functionsDir), f)).find((f) => existsSync(f));
  // dist/_routes.json decides which paths invoke functions at all (Cloudflare's routing); without it, any
  // path a function file matches.
  const functionPaths = readRules('_routes.json', (t) => [JSON.parse(t) as { include?: string[]; exclude?: string[] }])[0];
  const globMatches = (patterns: string[] | undefined, path: string) =>
    (patterns ?? []).some((p) =>
      new RegExp(
        `^${p
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ).test(path),
    );

  /** A function's answer, or a static file's; only static files get _headers rules, as on Cloudflare. */
  // Node's composition root, opened on first use and shared by every request (rate-limit counters, pool).
  let nodeServices: Promise<Services> | undefined;
  const services = () => (nodeServices ??= getNodeServices(options.env));

  // What functions see as env: the variables, and the static assets as Cloudflare's ASSETS binding.
  const functionEnv = {
    ...options.env,
    ASSETS: { fetch: async (input: Request | string) => serveStatic(new Request(typeof input === 'string' ? input : input.url)) },
  };

  async function handle(request: Request): Promise<{ response: Response; fromFunction: boolean }> {
    const url = new URL(request.url);
    const supabase = await options.embeddedSupabase?.handle(request);
    if (supabase) return { response: supabase, fromFunction: true };
    // Embedded-only routes, mounted here and never deployed.
    if (url.pathname.startsWith('/api/resumes/')) {
      const download = await resumeDownload(request, services);
      if (download) return { response: download, fromFunction: true };
    }
    const match = matchRoute(routes, url.pathname);
    const invokes = functionPaths ? globMatches(functionPaths.include, url.pathname) && !globMatches(functionPaths.exclude, url.pathname) : !!match;
    if (invokes && (match || middlewareFile)) {
      // Node's services, handed to the middleware and handlers as a lazy property: a function that never
      // asks for them never opens a database.
      const data: Record<string, unknown> = {};
      Object.defineProperty(data, 'services', { get: services, enumerable: true });
      const context: FunctionContext = {
        request,
        env: functionEnv,
        params: match?.params ?? {},
        data,
        waitUntil: (p) => void p.catch((e) => console.error('waitUntil task failed:', e)),
        next: async () => serveStatic(request),
      };
      const route = async (): Promise<Response> => {
        if (!match) return serveStatic(request);
        const mod = await load(match.route.file);
        const method = request.method.toUpperCase();
        const key = `onRequest${method.charAt(0)}${method.slice(1).toLowerCase()}` as (typeof METHOD_EXPORTS)[number];
        const handler = mod[key] ?? mod.onRequest ?? (method === 'HEAD' ? mod.onRequestGet : undefined);
        if (!handler) {
          const allow = METHOD_EXPORTS.filter((k) => mod[k]).map((k) => k.slice('onRequest'.length).toUpperCase());
          return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { allow: allow.join(', ') } });
        }
        return handler({ ...context, next: async () => serveStatic(request) });
      };
      if (!middlewareFile) return { response: await route(), fromFunction: true };
      const middleware = (await load(middlewareFile)).onRequest;
      if (!middleware) return { response: await route(), fromFunction: true };
      return { response: await middleware({ ...context, next: route }), fromFunction: true };
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return { response: new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } }), fromFunction: false };
    }
    return { response: serveStatic(request), fromFunction: false };
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const host = req.headers.host ?? 'localhost';
    const url = new URL(req.url ?? '/', `http://${host}`);
    // Methods no route takes (TRACE, CONNECT, made-up ones): 405 with what the path does take.
    if (!KNOWN_METHODS.has((req.method ?? '').toUpperCase())) {
      const match = matchRoute(routes, url.pathname);
      const mod = match ? await load(match.route.file) : null;
      const allow = mod
        ? METHOD_EXPORTS.filter((k) => mod[k])
            .map((k) => k.slice('onRequest'.length).toUpperCase())
            .join(', ')
        : 'GET, HEAD';
      res.writeHead(405, { allow, 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"error":"Method not allowed"}');
      return;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined) continue;
      for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
    }
    // The client's address is the socket's, as Cloudflare sets it at its edge: a cf-connecting-ip sent by
    // the client would let anyone pick their own rate-limit key. Behind a proxy of your own, TRUST_PROXY=1
    // keeps the header that proxy sets.
    if (!options.trustProxy || !headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', req.socket.remoteAddress ?? '127.0.0.1');
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method ?? 'GET',
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit);

    let response: Response;
    let fromFunction = true;
    try {
      ({ response, fromFunction } = await handle(request));
    } catch (error) {
      console.error(`Error in ${req.method} ${url.pathname}:`, error);
      response = Response.json({ error: 'Internal error' }, { status: 500 });
    }

    const out = new Headers(response.headers);
    if (!fromFunction) {
      // _headers apply to static files only, as on Cloudflare; function responses carry their own
      // (functions/_middleware.ts). Cloudflare's default Cache-Control fills in where no rule sets one.
      const rules = headersFor(headerRules, url.pathname);
      for (const [k, v] of rules.set) if (!out.has(k)) out.set(k, v);
      for (const k of rules.remove) out.delete(k);
      if (!out.has('cache-control')) out.set('cache-control', 'public, max-age=0, must-revalidate');
    }

    const type = out.get('content-type') ?? '';
    const gzip = response.body && !out.has('content-encoding') && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      out.set('content-encoding', 'gzip');
      out.delete('content-length');
      out.append('vary', 'Accept-Encoding');
    }
    const raw: Record<string, string | string[]> = {};
    out.forEach((value, key) => {
      if (key === 'set-cookie') return;
      raw[key] = value;
    });
    const cookies = out.getSetCookie();
    if (cookies.length) raw['set-cookie'] = cookies;
    res.writeHead(response.status, raw);
    const log = () => {
      if (!options.quiet) console.log(`${req.method} ${url.pathname} ${response.status} ${Math.round(performance.now() - started)}ms`);
    };
    if (!response.body || req.method === 'HEAD') {
      res.end();
      log();
      return;
    }
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    const stream = gzip ? body.pipe(createGzip()) : body;
    stream.pipe(res);
    stream.on('end', log);
    stream.on('error', (e) => {
      console.error('Response stream failed:', e);
      res.destroy();
    });
  }

  return createServer((req, res) => {
    onRequest(req, res).catch((e) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"Internal error"}');
    });
  });
}
