/**
 * `npm run digest`: mails every active weekly_jobs subscriber the jobs posted in the past 7 days, on the
 * configured backend and mail transport (embedded default: PGlite in DATA_DIR, .eml files in its outbox).
 * Run weekly by .github/workflows/digest.yml. Exits 1 when any mail failed.
 */
import { parseEnv } from '~/config/env';
import { site } from '~/config/site';
import { sendWeeklyDigest } from '~/features/subscribe/digest.server';
import { closeBackends, getBackend } from '~/server/root-node';
import { dataDirFromEnv } from '~/server/db/pglite';
import { createMailer } from '~/server/mail';
import { signingSecret } from '~/server/signing';

const env = parseEnv(process.env);
const backend = await getBackend(process.env);
const mailer = await createMailer(env);
const report = await sendWeeklyDigest({
  jobs: backend.jobs,
  writes: backend.writes,
  mailer,
  siteUrl: env.SITE_URL ?? site.url,
  productName: env.PRODUCT_NAME ?? site.name,
  secret: signingSecret(env, dataDirFromEnv({ DATA_DIR: env.DATA_DIR })),
});
if (report.skipped) console.log(`Weekly digest: nothing sent (${report.skipped}); ${report.subscribers} active subscribers.`);
else
  console.log(
    `Weekly digest: ${report.jobs} new jobs, sent to ${report.sent} of ${report.subscribers} subscribers${report.failed.length ? `; failed: ${report.failed.length}` : ''}.`,
  );
await closeBackends();
process.exit(report.failed.length ? 1 : 0);
