/** POST /api/subscribe { name, email }: an active weekly_jobs subscription; 409 when already subscribed. */
import { services } from '../_lib/context';
import { subscribeSchema } from '../../src/domain/forms';
import { guardedBody } from '../_lib/guard';
import { error, json } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, subscribeSchema);
  if (!body.ok) return body.response;
  try {
    const { backend } = await services(ctx);
    const result = await backend.writes.subscribe(body.value.name, body.value.email);
    if (result === 'duplicate') return error(409, 'This email is already subscribed to our weekly job updates.');
    return json({ ok: true }, 201);
  } catch (e) {
    console.error('subscribe failed:', e);
    return error(503, 'Failed to subscribe. Please try again later.');
  }
};
