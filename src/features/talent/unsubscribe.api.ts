/**
 * GET /api/talent/unsubscribe?token=…: a page with one button. POST (RFC 8058 one-click, no cookie, no
 * redirect): turns the profile's match mails off. The token names the profile's reference, signed for this only.
 */
import { html } from '~/lib/html';
import { services } from '~/server/http/context';
import { oneClickGet, oneClickPost, type OneClick } from '~/server/http/one-click';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { verifyMatchesUnsubscribeToken } from './talent-links';
import { createTalentStore } from './talent.store';

const matchesLink = (ctx: Pick<FunctionContext, 'env' | 'data' | 'waitUntil'>): OneClick<string> => ({
  verify: verifyMatchesUnsubscribeToken,
  ask: async () => ({ title: 'Stop job matches', html: html`<p>Stop the mails of new jobs that fit your profile? Your profile stays as it is.</p>` }),
  async apply(ref) {
    await (await services(ctx)).backend.store(createTalentStore).unsubscribe(ref);
    return {
      title: 'You have been unsubscribed',
      html: html`<p>You will get no more mails of jobs that fit your profile. Turn them on again from My jobs.</p>`,
    };
  },
});

export const onRequestGet: PagesFunction = (ctx) => oneClickGet(matchesLink(ctx))(ctx);
export const onRequestPost: PagesFunction = (ctx) => oneClickPost(matchesLink(ctx))(ctx);
