/**
 * `npm run dev`: makes functions/ reachable from Astro's dev server, with the same routing as the
 * local host and Cloudflare Pages. Handlers are loaded through Vite, so edits reload.
 */
import type { AstroIntegration } from 'astro';
import { parseEnv } from '../config/env';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { matchRoute, scanRoutes } from '../../scripts/host/routes';

export default function functionsDev(): AstroIntegration {
  return {
    name: 'functions-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const functionsDir = resolve('functions');
        const env = { ...process.env, DATA_DIR: parseEnv(process.env).DATA_DIR ?? '.data' };
        // The embedded Supabase stand-in (sign-in at /account), as the local host mounts it.
        let supabase: Promise<{ handle(request: Request): Promise<Response | null> } | null> | undefined;
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
          // The embedded resume download, mounted by the host (and here) only, never deployed.
          if (/^\/api\/resumes\/[^/]+$/.test(url.pathname) && req.method === 'GET') {
            const [{ resumeDownload }, root] = await Promise.all([
              server.ssrLoadModule('/scripts/host/resume-download.ts') as Promise<typeof import('../../scripts/host/resume-download')>,
              server.ssrLoadModule('/src/server/root-node.ts') as Promise<typeof import('../server/root-node')>,
            ]);
            const download = await resumeDownload(new Request(url), () => root.getNodeServices(env));
            if (download) {
              res.statusCode = download.status;
              download.headers.forEach((v, k) => res.setHeader(k, v));
              res.end(Buffer.from(await download.arrayBuffer()));
              return;
            }
          }
          const isSupabasePath = url.pathname.startsWith('/auth/v1/') || url.pathname.startsWith('/rest/v1/');
          const match = isSupabasePath ? null : matchRoute(scanRoutes(functionsDir), url.pathname);
          if (!match && !isSupabasePath) return next();
          try {
            if (isSupabasePath) {
              supabase ??= server
                .ssrLoadModule('/src/server/embedded-auth/from-env.server.ts')
                .then((m) => (m as typeof import('../server/embedded-auth/from-env.server')).embeddedSupabaseFromEnv(env));
              const headers = new Headers();
              for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
              const method = (req.method ?? 'GET').toUpperCase();
              const body = method !== 'GET' && method !== 'HEAD' ? { body: Readable.toWeb(req), duplex: 'half' } : {};
              const response = await (await supabase)?.handle(new Request(url, { method, headers, ...body } as RequestInit));
              if (!response) return next();
              res.statusCode = response.status;
              response.headers.forEach((v, k) => res.setHeader(k, v));
              res.end(Buffer.from(await response.arrayBuffer()));
              return;
            }
            if (!match) return next();
            const mod = (await server.ssrLoadModule(match.route.file)) as Record<string, unknown>;
            // Node's composition root, as the local host hands it in (lazy: opened when a handler asks).
            const root = (await server.ssrLoadModule('/src/server/root-node.ts')) as typeof import('../server/root-node');
            const data: Record<string, unknown> = {};
            Object.defineProperty(data, 'services', { get: () => root.getNodeServices(env), enumerable: true });
            const method = (req.method ?? 'GET').toUpperCase();
            const handler = (mod[`onRequest${method[0]}${method.slice(1).toLowerCase()}`] ?? mod.onRequest) as
              ((ctx: unknown) => Promise<Response> | Response) | undefined;
            if (!handler) {
              res.statusCode = 405;
              res.setHeader('content-type', 'application/json');
              res.end('{"error":"Method not allowed"}');
              return;
            }
            const headers = new Headers();
            for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
            const hasBody = method !== 'GET' && method !== 'HEAD';
            const request = new Request(url, { method, headers, ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}) } as RequestInit);
            const response = await handler({
              request,
              env,
              params: match.params,
              data,
              waitUntil: () => undefined,
              next: async () => new Response('Not found', { status: 404 }),
            });
            res.statusCode = response.status;
            response.headers.forEach((v, k) => res.setHeader(k, v));
            res.end(Buffer.from(await response.arrayBuffer()));
          } catch (error) {
            console.error(error);
            res.statusCode = 500;
            res.setHeader('content-type', 'application/json');
            res.end('{"error":"Internal error"}');
          }
        });
      },
    },
  };
}
