/**
 * POST /api/alerts/link { email }: mails the link that manages that address's job alerts, if it has any.
 * The answer is the same either way (202), so it tells nobody whether an address has alerts; the mail goes
 * only to the inbox itself, within the per-inbox limit every mail a stranger can trigger shares.
 */
import { z } from 'zod';
import { emailAddress } from '~/domain/forms';
import { manageToken, manageUrl } from './alert-links';
import { alertsLinkMail } from './alert-mail';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const bodySchema = z.object({ email: emailAddress }).strict();

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, bodySchema);
  if (!body.ok) return body.response;
  const { email } = body.value;
  const limited = await overInboxLimit(ctx, email);
  if (limited) return limited;
  const s = await services(ctx);
  // Equal work either way: the answer goes before the address is looked up, so how long it takes cannot
  // tell a stranger whether the address has alerts. The lookup and the mail follow it.
  afterResponse(ctx, async () => {
    if (!(await s.backend.alerts.forEmail(email)).length) return;
    await s.backend.outbox.enqueue([alertsLinkMail(email, manageUrl(s.siteUrl, await manageToken(s.signingSecret(), email)), s.productName)]);
    await drainOutbox(s);
  });
  return json({ ok: true }, 202);
};
