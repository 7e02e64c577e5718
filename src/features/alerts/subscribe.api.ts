/**
 * POST /api/subscribe { name, email }: the weekly jobs card. Stores the weekly_jobs
 * subscription (409 when already subscribed, as the spec has it) and, like any alert, a weekly alert with
 * no filters that mails nothing until its address confirms it: the confirmation mail is queued with it.
 * A repeat sign-up for an address that never confirmed (a stranger's sign-up, a lost mail) still answers
 * 409, and asks for the confirmation again (within the per-inbox bound), saying so in `confirmation`.
 */
import { requestAlert } from './request-alert.api';
import { services } from '~/server/http/context';
import { subscribeSchema } from '~/domain/forms';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

/** What the 409 adds about the confirmation, so nobody is locked out by a sign-up they never confirmed. */
const CONFIRMATION_RESENT = 'We sent the confirmation email again: use its link to start your weekly email.';
const CONFIRMATION_PENDING = 'Use the link in the confirmation email we sent to start your weekly email.';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, subscribeSchema);
  if (!body.ok) return body.response;
  try {
    const s = await services(ctx);
    const { email } = body.value;
    const result = await s.backend.writes.subscribe(body.value.name, email);
    const weekly = (await s.backend.alerts.forEmail(email)).find((a) => a.query === '');
    if (result === 'duplicate' && weekly && weekly.status !== 'pending') return error(409, 'This email is already subscribed to our weekly job updates.');
    // A new subscription, or one whose weekly alert waits for (or lost) its confirmation: ask again, within
    // the per-inbox bound every mail a stranger can trigger shares. The subscription stands either way.
    const mailed =
      !(await overInboxLimit(ctx, email)) &&
      (await requestAlert(ctx, s, { email, name: body.value.name.slice(0, 100), frequency: 'weekly', query: '' })).mailed;
    if (result === 'created') return json({ ok: true }, 201);
    return json(
      { error: 'This email is already subscribed to our weekly job updates.', confirmation: mailed ? CONFIRMATION_RESENT : CONFIRMATION_PENDING },
      409,
    );
  } catch (e) {
    console.error('subscribe failed:', e);
    return error(503, 'Failed to subscribe. Please try again later.');
  }
};
