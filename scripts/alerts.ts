/**
 * `npm run alerts`: delivers every due job alert on the configured backend and mail transport
 * (embedded default: PGlite in DATA_DIR, .eml files in its outbox). Run daily by
 * .github/workflows/alerts.yml; each alert's frequency decides whether it is due. Safe to rerun at any
 * time, also after a crash: nothing is sent twice. Exits 1 when any delivery failed (retried next run).
 */
import { parseEnv } from '~/config/env';
import { refuseWithoutSettings } from './lib/scheduled-guard';
import { site } from '~/config/site';
import { deliverAlerts } from '../src/features/alerts/deliver.job';
import { closeBackends, getBackend } from '~/server/root-node';
import { dataDirFromEnv } from '~/server/db/pglite';
import { createMailer } from '~/server/mail';
import { signingSecret } from '~/server/signing';

refuseWithoutSettings('npm run alerts');
const env = parseEnv(process.env);
const backend = await getBackend(process.env);
const started = performance.now();
const report = await deliverAlerts({
  alerts: backend.alerts,
  jobs: backend.jobs,
  mailer: await createMailer(env),
  siteUrl: env.SITE_URL ?? site.url,
  productName: env.PRODUCT_NAME ?? site.name,
  secret: signingSecret(env, dataDirFromEnv({ DATA_DIR: env.DATA_DIR })),
});
if (!report.ran) console.log('Job alerts: another run is delivering (the delivery lock is held); this one sent nothing.');
else
  console.log(
    `Job alerts: ${report.due} due, ${report.sent} sent, ${report.nothingNew} with nothing new, ${report.resumed} resumed from an earlier run, ` +
      `${report.expired} unconfirmed expired, ${report.requests} requests, ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (report.failed.length ? `; failed (retried next run): ${report.failed.join(', ')}` : '.'),
  );
await closeBackends();
process.exit(report.failed.length ? 1 : 0);
