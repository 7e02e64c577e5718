/**
 * GET /api/unsubscribe?token=...: a page that confirms the address and offers one button.
 * POST (RFC 8058 one-click, either form encoding): switches the weekly jobs email off, that is the
 * subscription and the card's alert with no filters. See src/server/http/one-click.ts.
 */
import { verifyUnsubscribeToken } from './weekly-unsubscribe-token';
import { html } from '~/lib/html';
import { services } from '~/server/http/context';
import { oneClickGet, oneClickPost, type OneClick } from '~/server/http/one-click';
import type { FunctionContext, PagesFunction } from '~/server/http/types';

const weekly = (ctx: Pick<FunctionContext, 'env' | 'data' | 'waitUntil'>): OneClick<string> => ({
  verify: verifyUnsubscribeToken,
  ask: async (email) => ({ title: 'Unsubscribe from weekly job updates', html: html`<p>Stop the weekly jobs email to <strong>${email}</strong>?</p>` }),
  async apply(email) {
    const { backend } = await services(ctx);
    await backend.writes.unsubscribe(email);
    await backend.alerts.removeQuery(email, '');
    // Already unsubscribed gives the same answer: the outcome the person wants holds either way.
    return {
      title: 'You have been unsubscribed',
      html: html`<p>${email} will no longer receive weekly job updates. You can subscribe again on the job board at any time.</p>`,
    };
  },
});

export const onRequestGet: PagesFunction = (ctx) => oneClickGet(weekly(ctx))(ctx);
export const onRequestPost: PagesFunction = (ctx) => oneClickPost(weekly(ctx))(ctx);
