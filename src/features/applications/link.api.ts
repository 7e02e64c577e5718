/**
 * POST /api/applications/link { email }: mails the "My applications" link to that address, if it
 * sent any application through the site. The answer is the same either way (202), so it tells nobody
 * whether an address applied; the mail goes only to the inbox itself, within the per-inbox limit every
 * mail a stranger can trigger shares.
 */
import { z } from 'zod';
import { emailAddress } from '~/domain/forms';
import { mineToken, mineUrl } from './application-links';
import { mineMail } from './application-mail';
import { recipientKey } from '~/server/ports/rate-limit';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';
import { withPlainForm } from '~/server/http/plain-form';

const bodySchema = z.object({ email: emailAddress }).strict();

export const onRequestPost: PagesFunction = withPlainForm(async (ctx) => {
  const body = await guardedBody(ctx, bodySchema);
  if (!body.ok) return body.response;
  const { email } = body.value;
  const s = await services(ctx);
  const inboxKey = recipientKey(email);
  const limited = await overInboxLimit(ctx, email);
  if (limited) return limited;
  // Equal work either way: the answer goes before the inbox is looked up, so how long it takes cannot tell
  // a stranger whether the address applied. The lookup and the mail follow it.
  afterResponse(ctx, async () => {
    if (!(await s.backend.applications.mine(inboxKey)).length) return;
    const link = mineUrl(s.siteUrl, await mineToken(s.signingSecret(), inboxKey));
    await s.backend.outbox.enqueue([mineMail(email, link, s.productName)]);
    await drainOutbox(s);
  });
  return json({ ok: true }, 202);
});
