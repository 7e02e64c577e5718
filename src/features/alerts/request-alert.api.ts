/** What the alert functions share: asking for an alert, with its confirmation. */
import type { AlertFrequency } from './alert';
import { confirmToken, confirmUrl } from './alert-links';
import { confirmationMail } from './alert-mail';
import { placeName } from '~/features/location/gazetteer.server';
import { afterResponse, drainOutbox, type Services } from '~/server/http/context';
import type { FunctionContext } from '~/server/http/types';

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
