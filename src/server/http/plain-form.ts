/**
 * A JSON handler that also answers the page's form sent without script (the browser's own POST, urlencoded
 * or multipart): the fields become the JSON body the script would have sent, the handler runs unchanged,
 * and its answer becomes one a browser shows. Success: 303 back to the page the form is on, at
 * `#sent-{name}` (the form's success block shows by `:target`, ApiForm.astro); a refusal: a page in the
 * site's layout saying what was wrong, with a link back. A form post always carries Origin, and only this
 * site's is taken (a cross-site form cannot post here in a visitor's name).
 */
import { failureMessage, sentAnchor } from '~/lib/api';
import { html } from '~/lib/html';
import { readForm } from './form';
import { error } from './http';
import { isSiteOrigin } from './guard';
import { htmlPage } from './page';
import type { FunctionContext, PagesFunction } from './types';

/** A form's fields at most: the longest message the forms take is a few thousand characters. */
const MAX_PLAIN_FORM_BYTES = 16 * 1024;

const isForm = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '');

/** Where to send the visitor back to: the page the form is on (this site's, by Referer), else home. */
function pageOf(ctx: Pick<FunctionContext, 'request' | 'env'>): string {
  const referer = ctx.request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return isSiteOrigin(from.origin, ctx) && from.pathname.startsWith('/') && !from.pathname.startsWith('//') ? from.pathname + from.search : '/';
  } catch {
    return '/';
  }
}

export function withPlainForm<P extends string = string>(handler: PagesFunction<P>): PagesFunction<P> {
  return async (ctx) => {
    if (!isForm(ctx.request)) return handler(ctx);
    const origin = ctx.request.headers.get('origin');
    if (!origin || !isSiteOrigin(origin, ctx)) return error(403, 'Cross-site requests are not allowed');
    const form = await readForm(ctx.request, MAX_PLAIN_FORM_BYTES);
    if (!form.ok) return error(form.status, form.status === 413 ? `Request body must be at most ${MAX_PLAIN_FORM_BYTES} bytes` : 'Send the form as a form');
    const headers = new Headers(ctx.request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const request = new Request(ctx.request.url, { method: 'POST', headers, body: JSON.stringify(Object.fromEntries(form.value)) });
    const answer = await handler({ ...ctx, request });
    const back = pageOf(ctx);
    const path = new URL(ctx.request.url).pathname;
    if (answer.ok) return new Response(null, { status: 303, headers: { location: `${back}#${sentAnchor(path)}`, 'cache-control': 'no-store' } });
    const message = failureMessage(answer.status, await answer.json().catch(() => null));
    return htmlPage(
      ctx,
      answer.status >= 500 ? 503 : answer.status,
      'Not sent',
      html`<p>${message}</p><p><a class="font-semibold text-brand-700 underline" href="${back}">Go back to the form</a></p>`,
    );
  };
}
