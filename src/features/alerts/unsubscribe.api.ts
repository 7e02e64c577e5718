/**
 * GET /api/alerts/unsubscribe?token=...: a page naming the alert with one button. POST (RFC 8058
 * one-click, either form encoding, no cookie, no redirect): deletes that one alert. The token names the
 * alert, signed for this purpose only. See src/server/http/one-click.ts.
 */
import { alertFilters, describeSearch } from './alert-search';
import { verifyUnsubscribeToken } from './alert-links';
import { html } from '~/lib/html';
import { services } from '~/server/http/context';
import { oneClickGet, oneClickPost, type OneClick } from '~/server/http/one-click';
import type { FunctionContext, PagesFunction } from '~/server/http/types';

const alertLink = (ctx: Pick<FunctionContext, 'env' | 'data' | 'waitUntil'>): OneClick<string> => ({
  verify: verifyUnsubscribeToken,
  async ask(id) {
    const alert = await (await services(ctx)).backend.alerts.get(id);
    const what = alert ? html`your job alert for <strong>${describeSearch(alertFilters(alert.query))}</strong>` : 'this job alert';
    return { title: 'Unsubscribe from this job alert', html: html`<p>Stop ${what}?</p>` };
  },
  async apply(id) {
    const { backend } = await services(ctx);
    const alert = await backend.alerts.get(id);
    await backend.alerts.remove(id);
    // The weekly card's alert (no filters) is the weekly email: its subscription ends with it, so signing
    // up again later starts afresh instead of answering 'Already Subscribed' to an address that gets nothing.
    if (alert?.query === '') await backend.writes.unsubscribe(alert.email);
    // Gone already gives the same answer: the outcome the person wants holds either way.
    return { title: 'You have been unsubscribed', html: html`<p>You will get no more mails for this job alert. Your other alerts, if any, are unchanged.</p>` };
  },
});

export const onRequestGet: PagesFunction = (ctx) => oneClickGet(alertLink(ctx))(ctx);
export const onRequestPost: PagesFunction = (ctx) => oneClickPost(alertLink(ctx))(ctx);
