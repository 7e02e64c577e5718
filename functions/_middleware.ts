/**
 * Runs around every function (dist/_routes.json limits functions, and so this middleware, to the paths
 * functions/ has: the API, the pages answered per request, and /jobs, which serves a shared search's first
 * answer; other static pages never cost a function invocation). It hands the request its services (Cloudflare's
 * composition root, unless the host already gave Node's; a 503 naming what is missing when the deployment
 * lacks a setting), adds the security headers Cloudflare does not
 * apply to function responses, turns an unexpected exception into a 503 (JSON for the API, a page in the
 * site's layout otherwise) rather than Cloudflare's error page, and after the response runs the request's queued work (outbox drain) and then releases
 * the services (the per-request database connection).
 */
import { withFunctionHeaders } from '../src/lib/security-headers';
import { createWorkerServices, workerConfigProblems } from '../src/server/root-worker';
import { beginRequest, finishRequest, provideServices } from '../src/server/http/context';
import { error, MAX_FUNCTION_BODY_BYTES } from '../src/server/http/http';
import { html } from '../src/lib/html';
import { htmlPage } from '../src/server/http/page';
import { PAGE_SHELL } from '../src/lib/page-shell';
import type { PagesFunction } from '../src/server/http/types';

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

export const onRequest: PagesFunction = async (ctx) => {
  beginRequest(ctx);
  let response: Response;
  try {
    // The local host hands in Node's services (as a lazy property: test with `in`, never read it here).
    if (!('services' in ctx.data)) {
      // A deployment missing a setting answers 503 naming it (and logs it), rather than failing to start.
      const problems = workerConfigProblems(ctx.env);
      if (!problems.length) provideServices(ctx, createWorkerServices(ctx.env));
      // The board's page reads only the built files (no services): a missing setting does not take it down.
      else if (new URL(ctx.request.url).pathname !== '/jobs') {
        const message = `The site is misconfigured: ${problems.join('; ')}`;
        console.error(message);
        return withFunctionHeaders(error(503, message));
      }
    }
    // No function but the resume upload takes more than MAX_FUNCTION_BODY_BYTES: a larger declared body is
    // refused before any routing. (A method no function exports falls through to the static files with its
    // body, and wrangler's local runtime stopped serving altogether after a few MB sent that way.)
    const declared = Number(ctx.request.headers.get('content-length') ?? 0);
    const path = new URL(ctx.request.url).pathname;
    const upload = ctx.request.method === 'POST' && path === '/api/resumes';
    // A target naming another host (`//x`) or percent-encoding that is no UTF-8 names no route: 400, as the
    // Node host answers before routing.
    if (path.startsWith('//') || !decodes(path)) response = error(400, 'Bad request target');
    else if (!upload && declared > MAX_FUNCTION_BODY_BYTES) response = error(413, `Request body must be at most ${MAX_FUNCTION_BODY_BYTES} bytes`);
    // No route has a control character in its path, nor a part longer than a file name can be; wrangler's
    // static files answered either with a 502.
    else if (/%(0[\da-f]|1[\da-f]|7f)/i.test(path) || path.split('/').some((part) => part.length > 200)) response = error(404, 'Not found');
    // The page shell is the functions' (read through the assets binding): to a visitor it is not a page.
    else if (path === PAGE_SHELL.path || path === `${PAGE_SHELL.path}.html`)
      response = await htmlPage(ctx, 404, 'Page not found', html`<p>There is no page here. <a href="/">Go to the home page</a>.</p>`);
    else response = await ctx.next();
  } catch (e) {
    const path = new URL(ctx.request.url).pathname;
    // The path is visitor text: an argument, never the format (a `%o` in it would take the error's place).
    console.error('Unhandled error in %s %s:', ctx.request.method, path, e);
    // Never a bare 500: the API says so in JSON, a page (confirm, manage, unsubscribe) in the site's layout.
    response = path.startsWith('/api/')
      ? error(503, 'Something went wrong. Please try again.', { 'retry-after': '60' })
      : await htmlPage(ctx, 503, 'Something went wrong', html`<p>We could not load this page just now. Please try again in a few minutes.</p>`, {
          'retry-after': '60',
        });
  }
  ctx.waitUntil(finishRequest(ctx));
  return withFunctionHeaders(response);
};
