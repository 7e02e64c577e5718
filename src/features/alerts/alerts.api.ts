/**
 * POST /api/alerts { email, name?, frequency, filters }: saves a search as a pending alert and
 * queues its confirmation mail in the same transaction (sent after the answer; the outbox retries it).
 * Always 202, whether the alert is new or asked for again: the answer never tells a stranger whether an
 * address has alerts. Nothing but that confirmation goes to an address before it confirms.
 */
import { alertQuery, alertRequestSchema } from './alert-search';
import { requestAlert } from './request-alert.api';
import { services } from '~/server/http/context';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, alertRequestSchema);
  if (!body.ok) return body.response;
  const { email, name, frequency, filters } = body.value;
  const limited = await overInboxLimit(ctx, email);
  if (limited) return limited;
  try {
    await requestAlert(ctx, await services(ctx), { email, name: name ?? null, frequency, query: alertQuery(filters) });
    return json({ ok: true }, 202);
  } catch (e) {
    console.error('alert request failed:', e);
    return error(503, 'We could not save your alert just now. Please try again later.');
  }
};
