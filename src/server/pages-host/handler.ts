/**
 * Cloudflare Pages, emulated once: the one request handler of the local host (`npm start`), the dev
 * server (`npm run dev`, src/integrations/functions-dev.ts) and the tests. It routes functions/ as Pages
 * does (file-tree routes, routes.ts, and dist/_routes.json), runs functions/_middleware.ts around every
 * function call, mounts the embedded-only routes (the Supabase stand-in, signed resume downloads), and
 * leaves every other path to dist/ as Pages serves it (static-site.ts).
 * `wrangler pages dev` runs the same build on workerd: the production-parity path.
 *
 * Handlers are loaded by the caller's `load` (Node's import, or Vite's ssrLoadModule in dev, so edits
 * reload); services come from the caller's composition root. Nothing here names a function module.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EmbeddedSupabase } from '../embedded-auth/embedded-supabase.server';
import type { Services } from '../ports/services';
import type { FunctionContext } from '../http/types';
import { resumeDownload } from './resume-download';
import { matchRoute, METHOD_EXPORTS, scanRoutes, type RouteDef } from './routes';
import { createStaticSite } from './static-site';

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

export function createPagesHandler(options: PagesHandlerOptions) {
  const functionsDir = resolve(options.functionsDir);
  const distDir = options.distDir ? resolve(options.distDir) : null;
  const routes: RouteDef[] = scanRoutes(functionsDir);
  const site = createStaticSite(distDir, options.assets);
  const staticOr404 = site.serveOr404;
  // dist/_routes.json decides which paths invoke functions at all (Cloudflare's routing); without it, any
  // path a function file matches.
  let functionPaths: { include?: string[]; exclude?: string[] } | undefined;
  function reload(): void {
    site.reload();
    functionPaths = site.readRules('_routes.json', (t) => [JSON.parse(t) as { include?: string[]; exclude?: string[] }])[0];
  }
  reload();
  const middlewareFile = ['_middleware.ts', '_middleware.js'].map((f) => join(functionsDir, f)).find((f) => existsSync(f));

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
    return { response: site.serve(request)!, fromFunction: false };
  }

  /**
   * The headers to send: a static file gets the `_headers` rules and Cloudflare's default Cache-Control,
   * as on Pages; a function's answer keeps its own (functions/_middleware.ts sets them).
   */
  function finalHeaders(answer: PagesAnswer, pathname: string): Headers {
    return answer.fromFunction ? new Headers(answer.response.headers) : site.headers(answer.response.headers, pathname);
  }

  return { handle, finalHeaders, allowed, routes, reload };
}
