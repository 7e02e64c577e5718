/**
 * Tells search engines of every new and removed job URL after a deploy.
 * The deployed job URLs (the built job sitemaps) are compared with those last notified
 * (public.search_notifications): IndexNow gets every change in one POST of up to 10,000 URLs (Bing, Yandex,
 * Seznam and others share it); Google's Indexing API gets `URL_UPDATED` / `URL_DELETED`, one call each, at
 * most 200 a day (its default quota), new jobs first, the rest carried to the next run. Endpoints come from
 * INDEXNOW_URL and GOOGLE_INDEXING_URL (tests point them at local servers); the Google token from a service
 * account (GOOGLE_SERVICE_ACCOUNT_JSON, its own token_uri).
 */
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { SearchNoticeStore } from '~/features/publishing/search-notices.port';

export const GOOGLE_DAILY_QUOTA = 200;
const INDEXNOW_MAX_URLS = 10_000;
const INDEXNOW_DEFAULT = 'https://api.indexnow.org/indexnow';
const GOOGLE_DEFAULT = 'https://indexing.googleapis.com/v3/urlNotifications:publish';

const serviceAccount = z.object({ client_email: z.string(), private_key: z.string(), token_uri: z.url().default('https://oauth2.googleapis.com/token') });

export interface NotifyOptions {
  store: SearchNoticeStore;
  /** Every job URL the deployed site serves. */
  urls: readonly string[];
  siteUrl: string;
  now?: Date;
  indexNowKey?: string;
  indexNowUrl?: string;
  googleServiceAccount?: string;
  googleIndexingUrl?: string;
  fetch?: typeof fetch;
}

export interface NotifyReport {
  changed: { updated: number; deleted: number };
  indexNow: { sent: number; status: number | null; skipped?: string };
  google: { sent: number; left: number; skipped?: string };
}

/** The job URLs in the built job sitemaps (`<loc>` of sitemap-jobs*.xml). */
export function jobUrlsFromSitemaps(xmls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const xml of xmls) for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) out.add(m[1]!.trim());
  return [...out];
}

async function googleToken(account: z.infer<typeof serviceAccount>, now: Date, doFetch: typeof fetch): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/indexing' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(await importPKCS8(account.private_key, 'RS256'));
  const res = await doFetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`Google token request failed: ${res.status}`);
  return body.access_token;
}

export async function notifySearch(o: NotifyOptions): Promise<NotifyReport> {
  const now = o.now ?? new Date();
  const doFetch = o.fetch ?? fetch;
  const store = o.store;
  // What changed since the last notice: URLs now served that were not (or were gone), and URLs gone.
  const changed = await store.record(o.urls, now);

  // IndexNow: every change not yet sent, in one POST.
  const indexNow: NotifyReport['indexNow'] = { sent: 0, status: null };
  if (!o.indexNowKey) indexNow.skipped = 'INDEXNOW_KEY is not set';
  else {
    const pending = await store.pendingIndexNow(INDEXNOW_MAX_URLS);
    if (pending.length) {
      const res = await doFetch(o.indexNowUrl ?? INDEXNOW_DEFAULT, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host: new URL(o.siteUrl).host, key: o.indexNowKey, keyLocation: `${o.siteUrl}/indexnow-key.txt`, urlList: pending }),
      });
      indexNow.status = res.status;
      if (res.ok) {
        await store.markIndexNow(pending, now);
        indexNow.sent = pending.length;
      }
    }
  }

  // Google: new jobs first, then removals, within what is left of today's quota (UTC day).
  const google: NotifyReport['google'] = { sent: 0, left: 0 };
  let account: z.infer<typeof serviceAccount> | null = null;
  try {
    account = o.googleServiceAccount ? serviceAccount.parse(JSON.parse(o.googleServiceAccount)) : null;
  } catch {
    google.skipped = 'GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key';
  }
  if (!account) {
    google.skipped ??= 'GOOGLE_SERVICE_ACCOUNT_JSON is not set';
    google.left = await store.googleWaiting();
    return { changed, indexNow, google };
  }
  const room = Math.max(0, GOOGLE_DAILY_QUOTA - (await store.googleSent(now.toISOString().slice(0, 10))));
  const batch = room ? await store.pendingGoogle(room) : [];
  if (batch.length) {
    const token = await googleToken(account, now, doFetch);
    for (const n of batch) {
      const res = await doFetch(o.googleIndexingUrl ?? GOOGLE_DEFAULT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: n.url, type: n.state === 'updated' ? 'URL_UPDATED' : 'URL_DELETED' }),
      });
      if (res.status === 429) break; // the quota is Google's to say: the rest waits for the next run
      if (!res.ok) continue;
      await store.markGoogle(n.url, now);
      google.sent += 1;
    }
  }
  google.left = await store.googleWaiting();
  return { changed, indexNow, google };
}
