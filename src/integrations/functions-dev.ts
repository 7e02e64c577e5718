/**
 * `npm run dev`: makes functions/ reachable from Astro's dev server, with the same routing as the
 * local host and Cloudflare Pages. Handlers are loaded through Vite, so edits reload.
 */
import type { AstroIntegration } from 'astro';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { matchRoute, scanRoutes } from '../../scripts/host/routes';

export default function functionsDev(): AstroIntegration {
  return {
    name: 'functions-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const functionsDir = resolve('functions');
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
          const match = matchRoute(scanRoutes(functionsDir), url.pathname);
          if (!match) return next();
          try {
            const mod = (await server.ssrLoadModule(match.route.file)) as Record<string, unknown>;
            const method = (req.method ?? 'GET').toUpperCase();
            const handler = (mod[`onRequest${method[0]}${method.slice(1).toLowerCase()}`] ?? mod.onRequest) as
              | ((ctx: unknown) => Promise<Response> | Response)
              | undefined;
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
              env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data' },
              params: match.params,
              data: {},
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
