/**
 * The alert mails. The confirmation goes to an address nobody has confirmed, so it carries
 * nothing a stranger typed but the search, rendered from validated values (never the name). An alert
 * mail lists the matching jobs in the board's order and carries the manage link and a per-alert RFC 8058
 * one-click unsubscribe (header and visible link).
 */
import type { PublicJob } from '~/domain/job';
import { html } from '~/lib/html';
import { jobListHtml, jobListText } from '~/features/jobs/job-mail';
import type { AlertSummary } from './alert';
import { alertFilters, describeSearch } from './alert-search';
import { isEntry } from '~/features/board/keywords';

/** Names a typed location as the gazetteer does (src/features/location/gazetteer.server.ts placeName). */
export type PlaceNamer = (location: string) => string | null;

type Alert = Pick<AlertSummary, 'email' | 'name' | 'frequency' | 'query'>;
/** A mail as the mail port takes it (src/server/ports/mail.ts). */
export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

/** More matches than this are summarised with a link to the board. */
const ALERT_MAX_JOBS = 25;

const boardUrl = (siteUrl: string, query: string) => `${siteUrl}/jobs${query ? `?${query}` : ''}`;
const often = (a: Pick<Alert, 'frequency'>) => (a.frequency === 'daily' ? 'daily' : 'weekly');

/**
 * To an address nobody has confirmed: the search from option values and gazetteer place names only; free
 * keywords are not repeated ("your keywords") and a place the gazetteer does not know is not named.
 */
export function confirmationMail(alert: Alert, options: { siteUrl: string; productName: string; confirmUrl: string; place: PlaceNamer }): AlertMail {
  const search = describeSearch(alertFilters(alert.query), { keywords: 'hidden', vocabulary: isEntry, place: options.place });
  const { productName, confirmUrl } = options;
  const subject = `Confirm your ${productName} job alert`;
  const text = [
    `Please confirm your ${often(alert)} job alert on ${productName}:`,
    '',
    `  ${search}`,
    '',
    `Confirm: ${confirmUrl}`,
    '',
    `If you did not ask for this, ignore this email: nothing will be sent unless the link is used, and the request lapses in 7 days.`,
  ].join('\n');
  const body = html`<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Please confirm your ${often(alert)} job alert on ${productName}:</p>
<p style="font-weight:bold">${search}</p>
<p><a href="${confirmUrl}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my alert</a></p>
<p style="font-size:12px;color:#475569">If you did not ask for this, ignore this email: nothing will be sent unless the link is used, and the request lapses in 7 days.</p>
</body></html>`.toString();
  return { to: alert.email, subject, text, html: body };
}

export function alertMail(
  alert: Alert,
  jobs: PublicJob[],
  options: { siteUrl: string; productName: string; manageUrl: string; unsubscribeUrl: string; idempotencyKey: string; place: PlaceNamer },
): AlertMail {
  const { siteUrl, productName, manageUrl, unsubscribeUrl } = options;
  // Confirmed: the keywords are shown, cleaned so they can never read as a link or a phone number.
  const search = describeSearch(alertFilters(alert.query), { keywords: 'shown', place: options.place });
  const shown = jobs.slice(0, ALERT_MAX_JOBS);
  const more = jobs.length - shown.length;
  const board = boardUrl(siteUrl, alert.query);
  const subject = `${jobs.length} new job${jobs.length === 1 ? '' : 's'} for ${search}`;
  const greeting = alert.name ? `Hi ${alert.name},` : 'Hi,';
  const text = [
    greeting,
    '',
    `New jobs for your ${often(alert)} alert on ${productName}: ${search}`,
    '',
    jobListText(shown, siteUrl),
    more > 0 ? `And ${more} more: ${board}\n` : '',
    `See this search on the board: ${board}`,
    '',
    `Change or pause your alerts: ${manageUrl}`,
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
  ].join('\n');
  const body = html`<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${greeting}</p>
<h1 style="font-size:20px">New jobs for ${search}</h1>
${jobListHtml(shown, siteUrl)}
${more > 0 ? html`<p><a href="${board}">And ${more} more on the job board</a></p>` : ''}
<p><a href="${board}">See this search on the board</a></p>
<p style="font-size:12px;color:#475569">You get this ${often(alert)} email because you confirmed a job alert on ${productName}.
<a href="${manageUrl}">Change or pause your alerts</a> · <a href="${unsubscribeUrl}">Unsubscribe from this alert</a></p>
</body></html>`.toString();
  return {
    to: alert.email,
    subject,
    text,
    html: body,
    idempotencyKey: options.idempotencyKey,
    // RFC 8058: one https URL, and the one-click marker; the POST handler needs no cookie and never redirects.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The manage link, asked for from My jobs: only to the address itself, carrying nothing a stranger typed. */
export function alertsLinkMail(to: string, manageLink: string, product: string): { kind: 'alerts-link'; to: string; subject: string; text: string } {
  return {
    kind: 'alerts-link',
    to,
    subject: `Your job alerts on ${product}`,
    text: `Here is the link to your job alerts on ${product}: change, pause or delete any of them.

${manageLink}

Anyone with this link can change your alerts, so keep it to yourself. If you did not ask for it, ignore this mail.
`,
  };
}
