/**
 * /alerts/confirm?token=.... GET shows the alert and a button; only the button's POST
 * confirms, so a mail scanner that opens the link confirms nothing. A confirm link works while its alert
 * waits (7 days), once.
 */
import { sameOrigin } from '~/server/http/guard';
import { confirmToken, manageToken, manageUrl, verifyConfirmToken } from './alert-links';
import { ALL_JOBS, alertFilters, describeSearch } from './alert-search';
import { placeName } from '~/features/location/gazetteer.server';
import { CONFIRM_DAYS } from './alert';
import { isEntry } from '~/features/board/keywords';
import { html } from '~/lib/html';
import { signedLink } from '~/server/http/signed-link';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { button } from '~/components/ui/styles';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

const expired = (ctx: Ctx) =>
  htmlPage(
    ctx,
    410,
    'This confirmation link has expired',
    html`<p>This alert waited more than ${CONFIRM_DAYS} days for its confirmation and was removed. You can save the search again on the <a class="font-semibold text-brand-700 underline" href="/jobs">job board</a>.</p>`,
  );

/** The alert is on: a second press of the button, or an old confirm link opened again. */
async function confirmed(ctx: Ctx, s: { signingSecret: () => string }, alert: { email: string; frequency: string; query: string }, already: boolean) {
  const manage = manageUrl('', await manageToken(s.signingSecret(), alert.email));
  const what = describeSearch(alertFilters(alert.query), { keywords: 'shown', place: placeName });
  // The search described, or, for an alert on every job, plainly so.
  const match = what === ALL_JOBS ? html`new physical therapy jobs are posted` : html`new jobs match <strong>${what}</strong>`;
  return htmlPage(
    ctx,
    200,
    already ? 'Your job alert is already on' : 'Your job alert is on',
    html`<p role="status">We will email you ${alert.frequency === 'daily' ? 'each day' : 'each week'} when ${match}. Nothing is sent when nothing new matches.</p>
<p class="mt-4"><a class="font-semibold text-brand-700 underline" href="${manage}">Manage your alerts</a></p>`,
  );
}

const load = async (ctx: Ctx) => {
  const link = await signedLink(ctx, 'alert', verifyConfirmToken, {
    title: 'Invalid confirmation link',
    html: html`<p>This link is invalid. Please use the link from your confirmation email.</p>`,
  });
  return link.ok ? { ...link, id: link.value } : link;
};

export const onRequestGet: PagesFunction = async (ctx) => {
  const loaded = await load(ctx);
  if (!loaded.ok) return loaded.response;
  const alert = await loaded.s.backend.alerts.get(loaded.id);
  if (alert && alert.status !== 'pending') return confirmed(ctx, loaded.s, alert, true);
  if (!alert) return expired(ctx);
  const action = `/alerts/confirm?token=${encodeURIComponent(await confirmToken(loaded.s.signingSecret(), alert.id))}`;
  return htmlPage(
    ctx,
    200,
    'Confirm your job alert',
    html`<p>You asked for a ${alert.frequency} email with new jobs for:</p>
<p class="mt-2 font-semibold">${describeSearch(alertFilters(alert.query), { keywords: 'hidden', vocabulary: isEntry, place: placeName })}</p>
<form method="post" action="${action}" class="mt-4"><button type="submit" class="${button.primary}">Confirm my alert</button></form>`,
  );
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const cross = sameOrigin(ctx);
  if (cross) return cross;
  const loaded = await load(ctx);
  if (!loaded.ok) return loaded.response;
  try {
    const alert = await loaded.s.backend.alerts.confirm(loaded.id);
    if (alert) return await confirmed(ctx, loaded.s, alert, false);
    const current = await loaded.s.backend.alerts.get(loaded.id);
    return current && current.status !== 'pending' ? await confirmed(ctx, loaded.s, current, true) : expired(ctx);
  } catch (error) {
    console.error('alert confirm failed:', error);
    return htmlPage(ctx, 503, 'Something went wrong', html`<p>We could not confirm your alert just now. Please try again later.</p>`);
  }
};
