/**
 * /alerts/manage?token=...: every alert of the address the signed token names. Change an
 * alert's frequency or search (keywords, location, role, minimum pay; its other filters stay), pause or
 * resume it, or delete it. GET only shows; each change is a POST of the page's own forms, answered with
 * the page again and what changed.
 */
import { sameOrigin } from '~/server/http/guard';
import { ROLE_SHORT_LABELS, ROLES } from '~/domain/job-role';
import { ALERT_FREQUENCIES, type AlertFrequency } from './alert';
import { alertFilters, alertFiltersSchema, alertQuery, describeSearch } from './alert-search';
import { verifyManageToken } from './alert-links';
import { MIN_PAY_STEPS } from '~/features/board/filters';
import { minPayLabel } from '~/features/board/labels';
import { html, type SafeHtml } from '~/lib/html';
import { field, label } from '~/components/ui/styles';
import { sqlState } from '~/server/ports/sql-state';
import type { Alert } from '~/features/alerts/alerts.port';
import { signedLink } from '~/server/http/signed-link';
import { services } from '~/server/http/context';
import { readForm } from '~/server/http/form';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { button } from '~/components/ui/styles';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;
const STATUS: Record<Alert['status'], string> = { active: 'Active', paused: 'Paused', pending: 'Waiting for you to confirm it (see your email)' };

const options = (values: readonly string[], labels: (v: string) => string, selected: string) =>
  values.map((v) => html`<option value="${v}"${v === selected ? ' selected' : ''}>${labels(v)}</option>`);

function alertHtml(alert: Alert, action: string): SafeHtml {
  const f = alertFilters(alert.query);
  const id = `alert-${alert.id}`;
  const hidden = html`<input type="hidden" name="id" value="${alert.id}">`;
  return html`<article class="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="${id}">
<h2 id="${id}" class="text-lg font-bold">${describeSearch(f)}</h2>
<p class="mt-1 text-sm text-slate-700">${alert.frequency === 'daily' ? 'Daily' : 'Weekly'} · ${STATUS[alert.status]} · <a class="font-semibold text-brand-700 underline" href="/jobs${alert.query ? `?${alert.query}` : ''}">See it on the board</a></p>
<form method="post" action="${action}" class="mt-4 grid gap-3 md:grid-cols-2">${hidden}<input type="hidden" name="action" value="save">
<div><label class="${label}" for="${id}-frequency">How often</label><select id="${id}-frequency" name="frequency" class="${field}">${options(ALERT_FREQUENCIES, (v) => (v === 'daily' ? 'Daily' : 'Weekly'), alert.frequency)}</select></div>
<div><label class="${label}" for="${id}-role">Role</label><select id="${id}-role" name="role" class="${field}"><option value="">All</option>${options(ROLES, (v) => ROLE_SHORT_LABELS[v as keyof typeof ROLE_SHORT_LABELS], f.role)}</select></div>
<div><label class="${label}" for="${id}-q">Keywords</label><input id="${id}-q" name="q" value="${f.q}" maxlength="60" class="${field}"></div>
<div><label class="${label}" for="${id}-location">Location</label><input id="${id}-location" name="location" value="${f.location}" maxlength="60" class="${field}"></div>
<div><label class="${label}" for="${id}-pay">Minimum pay</label><select id="${id}-pay" name="minPay" class="${field}"><option value="">Any pay</option>${options(
    [...new Set([...MIN_PAY_STEPS.map(String), ...(f.minPay !== 'all' ? [f.minPay] : [])])],
    (v) => minPayLabel(Number(v)),
    f.minPay,
  )}</select></div>
<div class="flex items-end"><button type="submit" class="${button.primarySmall}">Save changes</button></div></form>
<div class="mt-3 flex flex-wrap gap-2">
${
  alert.status === 'pending'
    ? ''
    : html`<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="${alert.status === 'paused' ? 'resume' : 'pause'}"><button type="submit" class="${button.secondarySmall}">${alert.status === 'paused' ? 'Resume' : 'Pause'}</button></form>`
}
<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="delete"><button type="submit" class="${button.secondarySmall}">Delete</button></form></div>
</article>`;
}

async function page(ctx: Ctx, email: string, token: string, message: string | null, status = 200): Promise<Response> {
  const list = await (await services(ctx)).backend.alerts.forEmail(email);
  const action = `/alerts/manage?token=${encodeURIComponent(token)}`;
  // The mark tells the page's script this link is valid: the device keeps it for My jobs.
  const body = html`<span hidden data-device-link="alerts"></span><p>Alerts sent to <strong>${email}</strong>.</p>
<p role="status" aria-live="polite" class="mt-3 font-semibold text-emerald-900">${message ? message : ''}</p>
${list.length ? list.map((a) => alertHtml(a, action)) : html`<p class="mt-4">You have no job alerts. Save a search on the <a class="font-semibold text-brand-700 underline" href="/jobs">job board</a> to get one.</p>`}`;
  return htmlPage(ctx, status, 'Your job alerts', body);
}

const load = async (ctx: Ctx) => {
  const link = await signedLink(ctx, 'alert', verifyManageToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Please use the link from your most recent alert email.</p>`,
  });
  return link.ok ? { ...link, email: link.value } : link;
};

export const onRequestGet: PagesFunction = async (ctx) => {
  const loaded = await load(ctx);
  if (!loaded.ok) return loaded.response;
  return page(ctx, loaded.email, loaded.token, null);
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const cross = sameOrigin(ctx);
  if (cross) return cross;
  const loaded = await load(ctx);
  if (!loaded.ok) return loaded.response;
  const { s, email, token } = loaded;
  const form = await readForm(ctx.request);
  if (!form.ok) return page(ctx, email, token, 'That request could not be read. Please use the buttons on this page.', 400);
  const id = form.value.get('id') ?? '';
  const action = form.value.get('action');
  const alerts = s.backend.alerts;
  try {
    // Delete asks first; the confirmation's own button deletes.
    if (action === 'delete') {
      const current = (await alerts.forEmail(email)).find((a) => a.id === id);
      if (!current) return page(ctx, email, token, 'That alert was already gone.');
      const here = `/alerts/manage?token=${encodeURIComponent(token)}`;
      return htmlPage(
        ctx,
        200,
        'Delete this job alert?',
        html`<p>No more emails for <strong>${describeSearch(alertFilters(current.query))}</strong>. This cannot be undone; you can save the search again on the job board.</p>
<div class="mt-4 flex flex-wrap gap-2"><form method="post" action="${here}"><input type="hidden" name="id" value="${current.id}"><input type="hidden" name="action" value="delete-confirmed"><button type="submit" class="${button.primarySmall}">Yes, delete it</button></form>
<a class="${button.secondarySmall}" href="${here}">Keep it</a></div>`,
      );
    }
    if (action === 'delete-confirmed') {
      return page(ctx, email, token, (await alerts.remove(id, email)) ? 'Alert deleted.' : 'That alert was already gone.');
    }
    if (action === 'pause' || action === 'resume') {
      const ok = await alerts.update(email, id, { status: action === 'pause' ? 'paused' : 'active' });
      return page(
        ctx,
        email,
        token,
        ok ? (action === 'pause' ? 'Alert paused. Nothing is sent until you resume it.' : 'Alert resumed.') : 'That alert was not found.',
      );
    }
    if (action === 'save') {
      const current = (await alerts.forEmail(email)).find((a) => a.id === id);
      if (!current) return page(ctx, email, token, 'That alert was not found.', 404);
      const frequency = form.value.get('frequency') as AlertFrequency;
      if (!(ALERT_FREQUENCIES as readonly string[]).includes(frequency)) return page(ctx, email, token, 'How often must be daily or weekly.', 400);
      // The fields on this page replace theirs; the alert's other filters (setting, schedule ...) stay.
      const kept = Object.fromEntries(new URLSearchParams(current.query));
      for (const key of ['q', 'location', 'role', 'minPay']) {
        const v = form.value.get(key)?.trim() ?? '';
        if (v) kept[key] = v;
        else delete kept[key];
      }
      const parsed = alertFiltersSchema.safeParse(kept);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return page(ctx, email, token, `${issue.message}.`.replace(/\.\.$/, '.'), 400);
      }
      await alerts.update(email, id, { frequency, query: alertQuery(parsed.data) });
      return page(ctx, email, token, 'Alert saved.');
    }
    return page(ctx, email, token, 'Unknown action.', 400);
  } catch (error) {
    if (sqlState(error) === '23505') return page(ctx, email, token, 'You already have an alert for that search.', 409);
    console.error('alert manage failed:', error);
    return page(ctx, email, token, 'Something went wrong. Please try again later.', 503);
  }
};
