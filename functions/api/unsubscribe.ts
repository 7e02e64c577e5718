/**
 * GET /api/unsubscribe?token=...: a small page that confirms the address and offers one button.
 * POST /api/unsubscribe?token=... (body `List-Unsubscribe=One-Click`, RFC 8058): switches the weekly
 * jobs subscription off.
 *
 * GET changes nothing on purpose: mail security scanners open every link in a mail, and a GET that
 * unsubscribed would sign people out of mails they never clicked. Mail providers' unsubscribe buttons
 * POST (RFC 8058), and the page's button POSTs too.
 *
 * The same-origin guard of the other write functions does not apply here: mail providers POST from
 * their own servers. The HMAC token is what authorises the change; the rate limit only slows guessing.
 */
import { escapeHtml } from '../../src/lib/html';
import { verifyUnsubscribeToken } from '../../src/features/subscribe/unsubscribe-token';
import { clientKey } from '../../src/server/rate-limit';
import { services } from '../_lib/context';
import { htmlPage } from '../_lib/page';
import type { FunctionContext, PagesFunction } from '../_lib/types';

const MAX_BODY_BYTES = 1024;

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

const invalid = (ctx: Ctx) =>
  htmlPage(ctx, 400, 'Invalid unsubscribe link', '<p>This unsubscribe link is invalid. Please use the link from your most recent email.</p>');

async function tokenEmail(ctx: Ctx): Promise<string | null> {
  const token = new URL(ctx.request.url).searchParams.get('token');
  if (!token) return null;
  return verifyUnsubscribeToken((await services(ctx)).signingSecret(), token);
}

async function limited(ctx: Ctx): Promise<Response | null> {
  const allowed = await (await services(ctx)).limiter('unsubscribe').limit(clientKey(ctx.request));
  return allowed.ok
    ? null
    : htmlPage(ctx, 429, 'Too many requests', '<p>Please try again in a few minutes.</p>', { 'retry-after': String(allowed.retryAfterSeconds) });
}

export const onRequestGet: PagesFunction = async (ctx) => {
  const { request } = ctx;
  const tooMany = await limited(ctx);
  if (tooMany) return tooMany;
  const email = await tokenEmail(ctx);
  if (!email) return invalid(ctx);
  const action = `/api/unsubscribe?token=${encodeURIComponent(new URL(request.url).searchParams.get('token') ?? '')}`;
  return htmlPage(
    ctx,
    200,
    'Unsubscribe from weekly job updates',
    `<p>Stop the weekly jobs email to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">Unsubscribe</button></form>`,
  );
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const { request } = ctx;
  const tooMany = await limited(ctx);
  if (tooMany) return tooMany;
  // The body is only the one-click marker; anything large is not a real request.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return htmlPage(ctx, 413, 'Request too large', '<p>This request is too large.</p>');
  const body = await request.text().catch(() => '');
  if (body.length > MAX_BODY_BYTES) return htmlPage(ctx, 413, 'Request too large', '<p>This request is too large.</p>');
  if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click')
    return htmlPage(ctx, 400, 'Invalid request', '<p>An unsubscribe request must say List-Unsubscribe=One-Click.</p>');
  const email = await tokenEmail(ctx);
  if (!email) return invalid(ctx);
  try {
    const { backend } = await services(ctx);
    await backend.writes.unsubscribe(email);
    // Already unsubscribed gives the same answer: the outcome the person wants holds either way.
    return htmlPage(
      ctx,
      200,
      'You have been unsubscribed',
      `<p>${escapeHtml(email)} will no longer receive weekly job updates. You can subscribe again on the job board at any time.</p>`,
    );
  } catch (error) {
    console.error('unsubscribe failed:', error);
    return htmlPage(ctx, 503, 'Something went wrong', '<p>We could not unsubscribe you just now. Please try again later.</p>');
  }
};
