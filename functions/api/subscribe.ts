/**
 * POST /api/subscribe { name, email }: the weekly jobs card (SPEC 4). Stores the weekly_jobs
 * subscription (409 when already subscribed, as the spec has it) and, like any alert, a weekly alert with
 * no filters that mails nothing until its address confirms it: the confirmation mail is queued with it.
 */
import { requestAlert } from '../_lib/alerts';
import { services } from '../_lib/context';
import { subscribeSchema } from '../../src/domain/forms';
import { recipientKey } from '../../src/server/rate-limit';
import { guardedBody, overLimit } from '../_lib/guard';
import { error, json } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, subscribeSchema);
  if (!body.ok) return body.response;
  try {
    const s = await services(ctx);
    const result = await s.backend.writes.subscribe(body.value.name, body.value.email);
    if (result === 'duplicate') return error(409, 'This email is already subscribed to our weekly job updates.');
    // The subscription stands even when this address has asked for too many confirmations lately.
    if (!(await overLimit(ctx, 'alertRecipient', recipientKey(body.value.email)))) {
      await requestAlert(ctx, s, { email: body.value.email, name: body.value.name.slice(0, 100), frequency: 'weekly', query: '' });
    }
    return json({ ok: true }, 201);
  } catch (e) {
    console.error('subscribe failed:', e);
    return error(503, 'Failed to subscribe. Please try again later.');
  }
};
