/**
 * RFC 8058 one-click unsubscribe, shared by the weekly email's and each alert's link. GET shows a page
 * whose button POSTs (a GET never changes anything: mail scanners open every link). POST needs no
 * cookie, accepts `multipart/form-data` and `application/x-www-form-urlencoded` (the RFC's SHOULD), must
 * say List-Unsubscribe=One-Click, and answers with a page, never a redirect. The signed token is what
 * authorises it; a rate limit only slows guessing, so it counts invalid tokens only: mail providers POST
 * one-click unsubscribes from a few shared servers, and a valid one is never refused. The body is read
 * bounded (4 KB, counted while read). The same-origin guard does not apply: mail providers POST from
 * their own servers.
 */
import { html, type SafeHtml } from '~/lib/html';
import { clientKey } from '~/server/ports/rate-limit';
import { services } from '~/server/http/context';
import { readForm } from '~/server/http/form';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext } from '~/server/http/types';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

export interface OneClick<T> {
  /** What the token names (an address, an alert), or null when it is not a valid token. */
  verify(secret: string, token: string): Promise<T | null>;
  /** The confirmation page's title and question, for GET. */
  ask(target: T): Promise<{ title: string; html: SafeHtml }>;
  /** Does it; returns the done page's title and body. Doing it twice gives the same answer. */
  apply(target: T): Promise<{ title: string; html: SafeHtml }>;
}

const invalid = (ctx: Ctx) =>
  htmlPage(ctx, 400, 'Invalid unsubscribe link', html`<p>This unsubscribe link is invalid. Please use the link from your most recent email.</p>`);

async function limited(ctx: Ctx): Promise<Response | null> {
  const allowed = await (await services(ctx)).limiter('unsubscribe').limit(clientKey(ctx.request));
  return allowed.ok
    ? null
    : htmlPage(ctx, 429, 'Too many requests', html`<p>Please try again in a few minutes.</p>`, { 'retry-after': String(allowed.retryAfterSeconds) });
}

async function target<T>(ctx: Ctx, handler: OneClick<T>): Promise<{ token: string; value: T } | null> {
  const token = new URL(ctx.request.url).searchParams.get('token');
  if (!token) return null;
  const value = await handler.verify((await services(ctx)).signingSecret(), token);
  return value === null ? null : { token, value };
}

/** An invalid token: counted against the client (guessing), then 429 or the invalid-link page. */
async function refused(ctx: Ctx): Promise<Response> {
  return (await limited(ctx)) ?? invalid(ctx);
}

export function oneClickGet<T>(handler: OneClick<T>) {
  return async (ctx: Ctx): Promise<Response> => {
    const t = await target(ctx, handler);
    if (!t) return refused(ctx);
    const page = await handler.ask(t.value);
    const action = `${new URL(ctx.request.url).pathname}?token=${encodeURIComponent(t.token)}`;
    return htmlPage(
      ctx,
      200,
      page.title,
      html`${page.html}
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">Unsubscribe</button></form>`,
    );
  };
}

export function oneClickPost<T>(handler: OneClick<T>) {
  return async (ctx: Ctx): Promise<Response> => {
    const form = await readForm(ctx.request);
    if (!form.ok)
      return form.status === 413
        ? htmlPage(ctx, 413, 'Request too large', html`<p>This request is too large.</p>`)
        : htmlPage(ctx, 415, 'Unsupported request', html`<p>Send the form as multipart/form-data or application/x-www-form-urlencoded.</p>`);
    if (form.value.get('List-Unsubscribe') !== 'One-Click')
      return htmlPage(ctx, 400, 'Invalid request', html`<p>An unsubscribe request must say List-Unsubscribe=One-Click.</p>`);
    const t = await target(ctx, handler);
    if (!t) return refused(ctx);
    try {
      const done = await handler.apply(t.value);
      return htmlPage(ctx, 200, done.title, done.html);
    } catch (error) {
      console.error('unsubscribe failed:', error);
      return htmlPage(ctx, 503, 'Something went wrong', html`<p>We could not unsubscribe you just now. Please try again later.</p>`);
    }
  };
}
