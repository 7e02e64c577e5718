/**
 * `npm run notify-search [-- --dist dist]`: after a deploy, tells search engines of every new and removed
 * job URL (src/features/publishing/search-notify.server.ts): IndexNow in one POST, Google's Indexing API
 * within its 200 a day, the rest carried to the next run. Reads the job URLs from the built job sitemaps.
 * The deploy workflow runs it after `npm run deploy`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '~/config/env';
import { runScheduled } from './lib/scheduled-guard';
import { jobUrlsFromSitemaps, notifySearch } from '~/features/publishing/search-notify.server';
import { getNodeServices } from '~/server/root-node';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, now: { type: 'string' } } });
const env = parseEnv(process.env);
await runScheduled('notify-search', async () => {
  const dist = values.dist!;
  const xmls = readdirSync(dist)
    .filter((f) => /^sitemap-jobs(-\d+)?\.xml$/.test(f))
    .map((f) => readFileSync(join(dist, f), 'utf8'));
  const urls = jobUrlsFromSitemaps(xmls);
  const s = await getNodeServices(process.env);
  const report = await notifySearch({
    store: s.backend.searchNotices,
    urls,
    siteUrl: s.siteUrl,
    now: values.now ? new Date(values.now) : undefined,
    indexNowKey: env.INDEXNOW_KEY,
    indexNowUrl: env.INDEXNOW_URL,
    googleServiceAccount: env.GOOGLE_SERVICE_ACCOUNT_JSON,
    googleIndexingUrl: env.GOOGLE_INDEXING_URL,
  });
  console.log(`Search engines: ${urls.length} job URLs deployed; ${report.changed.updated} new, ${report.changed.deleted} removed since the last notice`);
  console.log(`  IndexNow: ${report.indexNow.skipped ?? `${report.indexNow.sent} URLs sent (HTTP ${report.indexNow.status ?? '-'})`}`);
  console.log(`  Google Indexing API: ${report.google.skipped ?? `${report.google.sent} sent`}; ${report.google.left} waiting for the next run`);
});
