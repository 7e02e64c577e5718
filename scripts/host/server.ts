/**
 * The local host: one Node process serving dist/ and functions/ the way Cloudflare Pages does. The
 * request handling itself is src/server/pages-host (shared with the dev server); this file is the HTTP
 * server around it: methods no route takes, the request log, and never a bare crash.
 */
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { EmbeddedSupabase } from '../../src/server/embedded-auth/embedded-supabase.server';
import { createPagesHandler, type FunctionModule } from '../../src/server/pages-host/handler';
import { drainRequest, requestUrl, sendWebResponse, toWebRequest } from '../../src/server/pages-host/node';
import type { Services } from '../../src/server/ports/services';
import { getNodeServices } from '../../src/server/root-node';

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

/**
 * Where the host listens: loopback unless HOST says otherwise (the embedded sign-in, the resume files and
 * the mail outbox are not for the network; `HOST=0.0.0.0` opens it on purpose).
 */
export function listenHost(config: { HOST?: string }): string {
  return config.HOST ?? '127.0.0.1';
}

/** The methods functions can export handlers for (and GET/HEAD for files). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The host; `reloadDist()` reads the build's platform files again after a new build replaced distDir. */
export function createHost(options: HostOptions): Server & { reloadDist(): void } {
  const modules = new Map<string, Promise<FunctionModule>>();
  // Node's composition root, opened on first use and shared by every request (rate-limit counters, pool).
  let nodeServices: Promise<Services> | undefined;
  const pages = createPagesHandler({
    distDir: options.distDir,
    functionsDir: options.functionsDir,
    env: options.env,
    load: (file) => {
      let m = modules.get(file);
      if (!m) modules.set(file, (m = import(pathToFileURL(file).href) as Promise<FunctionModule>));
      return m;
    },
    services: () => (nodeServices ??= getNodeServices(options.env)),
    embeddedSupabase: async () => options.embeddedSupabase,
  });

  // Requests are read against the site's own origin: the Host header names nothing the site builds.
  const base = new URL(options.env.SITE_URL ?? 'http://localhost').origin;
  const server = createServer((req, res) => {
    const started = performance.now();
    void (async () => {
      const url = requestUrl(req.url, req.headers.host, base);
      if (typeof url === 'string') {
        if (!req.complete) res.shouldKeepAlive = true;
        res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ error: url }));
        drainRequest(req);
        if (!options.quiet) console.log('%s %s 400', req.method, JSON.stringify(req.url ?? '').slice(0, 200));
        return;
      }
      // Methods no route takes (TRACE, CONNECT, made-up ones): 405 with what the path does take. Checked
      // before a Request is made: the Fetch API refuses to construct one for TRACE or CONNECT.
      if (!KNOWN_METHODS.has((req.method ?? '').toUpperCase())) {
        const allow = await pages.allowed(url.pathname);
        if (!req.complete) res.shouldKeepAlive = true;
        res.writeHead(405, { allow, 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"error":"Method not allowed"}');
        drainRequest(req);
        return;
      }
      const request = toWebRequest(req, url, { trustProxy: options.trustProxy });
      let markSent = () => undefined as void;
      const sent = new Promise<void>((r) => (markSent = r));
      let answer;
      try {
        answer = (await pages.handle(request, sent)) ?? { response: new Response('Not found', { status: 404 }), fromFunction: false };
      } catch (error) {
        // The path is visitor text: passed as an argument, never as the format (a `%o` in it would eat the error).
        console.error('Error in %s %s:', req.method, url.pathname, error);
        answer = { response: Response.json({ error: 'Internal error' }, { status: 500 }), fromFunction: true };
      }
      try {
        await sendWebResponse(req, res, answer.response, pages.finalHeaders(answer, url.pathname));
      } finally {
        markSent();
      }
      if (!options.quiet) console.log('%s %s %d %dms', req.method, url.pathname, answer.response.status, Math.round(performance.now() - started));
    })().catch((e) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"Internal error"}');
    });
  });
  return Object.assign(server, { reloadDist: () => pages.reload() });
}
