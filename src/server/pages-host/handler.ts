/**
 * Cloudflare Pages, emulated once: the one request handler of the local host (`npm start`), the dev
 * server (`npm run dev`, src/integrations/functions-dev.ts) and the tests. It routes functions/ as Pages
 * does (file-tree routes, dist/_routes.json), runs functions/_middleware.ts around every function call,
 * mounts the embedded-only routes (the Supabase stand-in, signed resume downloads), and serves dist/ with
 * Pages' redirects, canonical HTML paths, 404 pages and `_headers` (static files only, as on Cloudflare).
 * `wrangler pages dev` runs the same build on workerd: the production-parity path.
 *
 * Handlers are loaded by the caller's `load` (Node's import, or Vite's ssrLoadModule in dev, so edits
 * reload); services come from the caller's composition root. Nothing here names a function module.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { EmbeddedSupabase } from '../embedded-auth/embedded-supabase.server';
import type { Services } from '../ports/services';
import type { FunctionContext } from '../http/types';
import { findRedirect, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './cloudflare-rules';
import { resumeDownload } from './resume-download';
import { matchRoute, METHOD_EXPORTS, scanRoutes, type RouteDef } from './routes';

/** What a Pages function gets: the one context type of every handler. */
export type PagesContext = FunctionContext;
type Handler = (ctx: PagesContext) => Response | Promise<Response>;
export type FunctionModule = Partial<Record<(typeof METHOD_EXPORTS)[number] | 'onRequest', Handler>>;

export interface PagesHandlerOptions {
  functionsDir: string;
  /** The built site; without one (the dev server) only functions answer and everything else is the caller's. */
  distDir?: string;
  env: Record<string, string | undefined>;
  load(file: string): Promise<FunctionModule>;
  /** The runtime's services (Node's composition root), opened when a handler first asks. */
  services(): Promise<Services>;
  /** The embedded Supabase stand-in, mounted when no Supabase project is configured. */
  embeddedSupabase?(): Promise<EmbeddedSupabase | null | undefined>;
  /** How static assets are fetched where there is no dist/ (the dev server's own origin). */
  assets?(request: Request): Promise<Response>;
}

export interface PagesAnswer {
  response: Response;
  /** A function answered (its own headers); else a static file, which `_headers` rules apply to. */
  fromFunction: boolean;
}

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

export function createPagesHandler(options: PagesHandlerOptions) {
  const functionsDir = resolve(options.functionsDir);
  const distDir = options.distDir ? resolve(options.distDir) : null;
  const routes: RouteDef[] = scanRoutes(functionsDir);
  const readRules = <T>(name: string, parse: (t: string) => T[]): T[] => {
    if (!distDir) return [];
    const file = join(distDir, name);
    return existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
  };
  // The build's platform files, read at start and again when a new build replaces dist/ (reload()).
  let headerRules: HeaderRule[] = [];
  let redirectRules: RedirectRule[] = [];
  // Pages of jobs that closed before the build (src/pages/closed-jobs.json.ts): served with 410 Gone.
  let closedPaths = new Set<string>();
  // dist/_routes.json decides which paths invoke functions at all (Cloudflare's routing); without it, any
  // path a function file matches.
  let functionPaths: { include?: string[]; exclude?: string[] } | undefined;
  function reload(): void {
    headerRules = readRules('_headers', parseHeaders);
    redirectRules = readRules('_redirects', parseRedirects);
    closedPaths = new Set(readRules('closed-jobs.json', (t) => (JSON.parse(t) as { paths?: string[] }).paths ?? []));
    functionPaths = readRules('_routes.json', (t) => [JSON.parse(t) as { include?: string[]; exclude?: string[] }])[0];
  }
  reload();
  const middlewareFile = ['_middleware.ts', '_middleware.js'].map((f) => join(functionsDir, f)).find((f) => existsSync(f));

  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  const decode = (pathname: string) => {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return null;
    }
  };

  /** The file for a URL path: exact file, dir/index.html, or path.html. */
  function resolveFile(pathname: string): string | null {
    const decoded = decode(pathname);
    if (!distDir || decoded === null) return null;
    const base = resolve(distDir, `.${decoded}`);
    if (base !== distDir && !base.startsWith(distDir + sep)) return null;
    // Never serve platform files (_headers, _redirects, _routes.json) or dot files; Cloudflare does not
    // either. /_astro/ is the one folder of built assets that starts with an underscore.
    const segments = base.slice(distDir.length).split(sep).filter(Boolean);
    if (segments.some((s, i) => s.startsWith('.') || (s.startsWith('_') && !(i === 0 && s === '_astro')))) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) if (isFile(candidate)) return candidate;
    return null;
  }

  /**
   * Cloudflare Pages' own redirects for HTML (its "Route matching"): /about.html -> /about,
   * /about/index.html -> /about/, /about/ -> /about when only about.html exists, and /about -> /about/
   * when only about/index.html exists. Returns the path to redirect to, or null.
   */
  function cloudflarePath(pathname: string): string | null {
    const decoded = decode(pathname);
    if (!distDir || decoded === null) return null;
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
    if (!distDir) return null;
    const parts = pathname.split('/').filter(Boolean);
    for (let i = parts.length; i >= 0; i--) {
      const candidate = join(distDir, ...parts.slice(0, i), '404.html');
      if (candidate.startsWith(distDir) && existsSync(candidate)) return candidate;
    }
    return null;
  }

  /**
   * A file's answer. Read whole, now, never streamed: the local rebuild swaps dist/ by renaming it, and a
   * stream opened on a file gone by then errors outside any request's handling, ending the process. A file
   * gone between finding and reading it answers 404, as a request between the swap's two renames does.
   */
  function fileResponse(file: string, status: number, request: Request): Response {
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    let stat;
    let bytes: Buffer | null = null;
    try {
      stat = statSync(file);
      if (request.method !== 'HEAD') bytes = readFileSync(file);
    } catch {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const headers = new Headers({ 'content-type': type, 'last-modified': stat.mtime.toUTCString() });
    const since = request.headers.get('if-modified-since');
    if (status === 200 && since && Math.floor(stat.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000)) return new Response(null, { status: 304, headers });
    if (!bytes) {
      headers.set('content-length', String(stat.size));
      return new Response(null, { status, headers });
    }
    return new Response(new Uint8Array(bytes), { status, headers });
  }

  /** dist/ as Pages serves it; null where there is no dist/ (the dev server serves its own files). */
  function serveStatic(request: Request): Response | null {
    if (!distDir) return null;
    const url = new URL(request.url);
    const redirect = findRedirect(redirectRules, url.pathname);
    if (redirect) {
      if (redirect.status !== 200) return new Response(null, { status: redirect.status, headers: { location: redirect.to } });
      const target = resolveFile(redirect.to);
      if (target) return fileResponse(target, 200, request);
    }
    const canonical = cloudflarePath(url.pathname);
    if (canonical) return new Response(null, { status: 308, headers: { location: `${canonical}${url.search}` } });
    const file = resolveFile(url.pathname);
    if (file) return fileResponse(file, closedPaths.has(url.pathname.replace(/\/+$/, '')) ? 410 : 200, request);
    if (url.pathname.startsWith('/api/')) return Response.json({ error: 'Not found' }, { status: 404 });
    const page = notFoundPage(url.pathname);
    return page ? fileResponse(page, 404, request) : new Response('Not found', { status: 404 });
  }
  const staticOr404 = async (request: Request) =>
    serveStatic(request) ?? (options.assets ? options.assets(request) : new Response('Not found', { status: 404 }));

  const globMatches = (patterns: string[] | undefined, path: string) =>
    (patterns ?? []).some((p) =>
      new RegExp(
        `^${p
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ).test(path),
    );

  // What functions see as env: the variables, and the static assets as Cloudflare's ASSETS binding.
  const functionEnv = {
    ...options.env,
    ASSETS: { fetch: async (input: Request | string) => staticOr404(new Request(typeof input === 'string' ? input : input.url)) },
  };

  /** The methods a route's module exports, for a 405's Allow. */
  async function allowed(pathname: string): Promise<string> {
    const match = matchRoute(routes, pathname);
    if (!match) return 'GET, HEAD';
    const mod = await options.load(match.route.file);
    return METHOD_EXPORTS.filter((k) => mod[k])
      .map((k) => k.slice('onRequest'.length).toUpperCase())
      .join(', ');
  }

  /**
   * The answer to a request; null when neither a function nor dist/ answers it (the dev server's own).
   * `responded` settles once the host has written the answer: work queued for after it waits for that.
   */
  async function handle(request: Request, responded?: Promise<void>): Promise<PagesAnswer | null> {
    const url = new URL(request.url);
    const supabase = await (await options.embeddedSupabase?.())?.handle(request);
    if (supabase) return { response: supabase, fromFunction: true };
    // Embedded-only routes, mounted here and never deployed.
    if (url.pathname.startsWith('/api/resumes/')) {
      const download = await resumeDownload(request, options.services);
      if (download) return { response: download, fromFunction: true };
    }
    const match = matchRoute(routes, url.pathname);
    const invokes = functionPaths ? globMatches(functionPaths.include, url.pathname) && !globMatches(functionPaths.exclude, url.pathname) : !!match;
    if (invokes && (match || middlewareFile)) {
      // The services, handed to the middleware and handlers as a lazy property: a function that never
      // asks for them never opens a database.
      const data: Record<string, unknown> = responded ? { responded } : {};
      Object.defineProperty(data, 'services', { get: options.services, enumerable: true });
      const context: PagesContext = {
        request,
        env: functionEnv,
        params: match?.params ?? {},
        data,
        waitUntil: (p) => void p.catch((e) => console.error('waitUntil task failed:', e)),
        next: () => staticOr404(request),
      };
      const route = async (): Promise<Response> => {
        if (!match) return staticOr404(request);
        const mod = await options.load(match.route.file);
        const method = request.method.toUpperCase();
        const key = `onRequest${method.charAt(0)}${method.slice(1).toLowerCase()}` as (typeof METHOD_EXPORTS)[number];
        const handler = mod[key] ?? mod.onRequest ?? (method === 'HEAD' ? mod.onRequestGet : undefined);
        if (!handler) return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { allow: await allowed(url.pathname) } });
        return handler({ ...context, next: () => staticOr404(request) });
      };
      const middleware = middlewareFile ? (await options.load(middlewareFile)).onRequest : undefined;
      return { response: middleware ? await middleware({ ...context, next: route }) : await route(), fromFunction: true };
    }
    if (!distDir) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return { response: new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } }), fromFunction: false };
    }
    return { response: serveStatic(request)!, fromFunction: false };
  }

  /**
   * The headers to send: a static file gets the `_headers` rules and Cloudflare's default Cache-Control,
   * as on Pages; a function's answer keeps its own (functions/_middleware.ts sets them).
   */
  function finalHeaders(answer: PagesAnswer, pathname: string): Headers {
    const out = new Headers(answer.response.headers);
    if (answer.fromFunction) return out;
    const rules = headersFor(headerRules, pathname);
    for (const [k, v] of rules.set) if (!out.has(k)) out.set(k, v);
    for (const k of rules.remove) out.delete(k);
    if (!out.has('cache-control')) out.set('cache-control', 'public, max-age=0, must-revalidate');
    return out;
  }

  return { handle, finalHeaders, allowed, routes, reload };
}
