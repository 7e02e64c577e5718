/** What the alert functions share: asking for an alert (with its confirmation) and reading a signed link. */
import type { AlertFrequency } from '../../src/domain/alert';
import { confirmToken, confirmUrl } from '../../src/features/alerts/alert-links';
import { confirmationMail } from '../../src/features/alerts/alert-mail';
import { placeName } from '../../src/features/location/gazetteer.server';
import { clientKey } from '../../src/server/ports/rate-limit';
import { afterResponse, drainOutbox, services, type Services } from './context';
import { html, type SafeHtml } from '../../src/lib/html';
import { htmlPage } from './page';
import type { FunctionContext } from './types';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

/** A pending alert with its confirmation queued in the same transaction, drained after the answer. */
export async function requestAlert(ctx: Ctx, s: Services, input: { email: string; name: string | null; frequency: AlertFrequency; query: string }) {
  const secret = s.signingSecret();
  const result = await s.backend.alerts.request(input, async (alert) => ({
    kind: 'alert-confirmation',
    ...confirmationMail(alert, {
      siteUrl: s.siteUrl,
      productName: s.productName,
      confirmUrl: confirmUrl(s.siteUrl, await confirmToken(secret, alert.id)),
      place: placeName,
    }),
  }));
  if (result.mailed) afterResponse(ctx, () => drainOutbox(s));
  return result;
}

/**
 * The value a page's signed link names (`?token=`), after the per-client limit that slows guessing; or
 * the page to answer instead (429, or 400 with `invalid`).
 */
export async function signedLink<T>(
  ctx: Ctx,
  verify: (secret: string, token: string) => Promise<T | null>,
  invalid: { title: string; html: SafeHtml },
): Promise<{ ok: true; s: Services; value: T; token: string } | { ok: false; response: Response }> {
  const s = await services(ctx);
  const allowed = await s.limiter('unsubscribe').limit(clientKey(ctx.request));
  if (!allowed.ok) return { ok: false, response: await htmlPage(ctx, 429, 'Too many requests', html`<p>Please try again in a few minutes.</p>`) };
  const token = new URL(ctx.request.url).searchParams.get('token') ?? '';
  const value = await verify(s.signingSecret(), token);
  if (value === null) return { ok: false, response: await htmlPage(ctx, 400, invalid.title, invalid.html) };
  return { ok: true, s, value, token };
}
