/**
 * Runs around every function (dist/_routes.json limits functions, and so this middleware, to /api/*, so
 * static pages never cost a function invocation). It hands the request its services (Cloudflare's
 * composition root, unless the host already gave Node's), adds the security headers Cloudflare does not
 * apply to function responses, turns an unexpected exception into a plain 500 rather than Cloudflare's
 * error page, and after the response runs the request's queued work (outbox drain) and then releases
 * the services (the per-request database connection).
 */
import { withFunctionHeaders } from '../src/lib/security-headers';
import { createWorkerServices } from '../src/server/root-worker';
import { beginRequest, finishRequest, provideServices } from './_lib/context';
import { error } from './_lib/http';
import type { PagesFunction } from './_lib/types';

export const onRequest: PagesFunction = async (ctx) => {
  beginRequest(ctx);
  let response: Response;
  try {
    // The local host hands in Node's services (as a lazy property: test with `in`, never read it here).
    if (!('services' in ctx.data)) provideServices(ctx, createWorkerServices(ctx.env));
    response = await ctx.next();
  } catch (e) {
    console.error(`Unhandled error in ${ctx.request.method} ${new URL(ctx.request.url).pathname}:`, e);
    response = error(500, 'Something went wrong. Please try again.');
  }
  ctx.waitUntil(finishRequest(ctx));
  return withFunctionHeaders(response);
};
