/**
 * `npm run dev`: makes functions/ reachable from Astro's dev server through the one request handler the
 * local host uses (src/server/pages-host): the same routing, functions/_middleware.ts (security headers,
 * after-response work such as the outbox drain), and the embedded-only routes. Handlers and the Node
 * composition root are loaded through Vite, so edits reload; everything else is the dev server's own.
 */
import type { AstroIntegration } from 'astro';
import { resolve } from 'node:path';
import { parseEnv } from '../config/env';
import type { EmbeddedSupabase } from '../server/embedded-auth/embedded-supabase.server';
import { createPagesHandler, type FunctionModule } from '../server/pages-host/handler';
import { requestUrl, sendWebResponse, toWebRequest } from '../server/pages-host/node';
import type { Services } from '../server/ports/services';

/** The header on a function's read of the dev server's own pages (the dev server only; never deployed). */
const ASSET_FETCH = 'x-functions-dev-asset';

export default function functionsDev(): AstroIntegration {
  return {
    name: 'functions-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const env = { ...process.env, DATA_DIR: parseEnv(process.env).DATA_DIR ?? '.data' };
        const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>;
        let services: Promise<Services> | undefined;
        let supabase: Promise<EmbeddedSupabase | null> | undefined;
        const getServices = () => (services ??= load<typeof import('../server/root-node')>('/src/server/root-node.ts').then((m) => m.getNodeServices(env)));
        const pages = createPagesHandler({
          functionsDir: resolve('functions'),
          env,
          load: (file) => load<FunctionModule>(file),
          services: getServices,
          embeddedSupabase: () =>
            (supabase ??= load<typeof import('../server/embedded-auth/from-env.server')>('/src/server/embedded-auth/from-env.server.ts').then((m) =>
              m.embeddedSupabaseFor(getServices),
            )),
          // Function pages read the page shell through ASSETS, and /jobs its own page: the dev server renders
          // them. Marked, so that fetch is the dev server's own and never comes back to the function.
          assets: (request) => fetch(request.url, { headers: { [ASSET_FETCH]: '1' } }),
        });
        server.middlewares.use(async (req, res, next) => {
          try {
            // The Fetch API refuses TRACE and CONNECT: those stay the dev server's own, as do the assets a function reads.
            if (/^(TRACE|CONNECT)$/i.test(req.method ?? '') || req.headers[ASSET_FETCH]) return next();
            // Read against the dev server's own address (its static files are fetched from there), never the Host.
            const url = requestUrl(req.url, req.headers.host, server.resolvedUrls?.local[0] ?? 'http://localhost:4321');
            if (typeof url === 'string') {
              res.statusCode = 400;
              res.setHeader('content-type', 'application/json');
              return void res.end(JSON.stringify({ error: url }));
            }
            const request = toWebRequest(req, url);
            let markSent = () => undefined as void;
            const sent = new Promise<void>((r) => (markSent = r));
            const answer = await pages.handle(request, sent);
            if (!answer) {
              markSent();
              return next();
            }
            try {
              await sendWebResponse(req, res, answer.response, pages.finalHeaders(answer, new URL(request.url).pathname));
            } finally {
              markSent();
            }
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
