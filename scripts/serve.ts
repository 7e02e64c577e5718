/**
 * `npm run serve`: the built site plus every function in functions/, at http://localhost:4321
 * (PORT and HOST override). Env comes from process.env (and .env when present).
 */
import { existsSync } from 'node:fs';
import { parseEnv } from '~/config/env';
import { embeddedSupabaseFor } from '~/server/embedded-auth/from-env.server';
import { getNodeServices } from '~/server/root-node';
import { createHost, listenHost } from './host/server';

if (existsSync('.env')) process.loadEnvFile('.env');
const distDir = process.env.DIST_DIR || 'dist';
if (!existsSync(`${distDir}/index.html`)) {
  console.error(`${distDir}/ is missing: run \`npm run build\` first (or \`npm start\`).`);
  process.exit(1);
}
// The one env parser: a typo (PORT=abc, QUIET=yes) stops here with a clear message.
const config = parseEnv(process.env);
const port = config.PORT ?? 4321;
const host = listenHost(config);
// Links in mails sent from here (saved jobs, resumes, unsubscribe) point at this host unless SITE_URL says otherwise.
const env = {
  ...process.env,
  DATA_DIR: config.DATA_DIR ?? '.data',
  SITE_URL: config.SITE_URL ?? `http://localhost:${port}`,
} as Record<string, string | undefined>;
// Without a Supabase project, the host answers the browser's sign-in and data calls itself (PGlite).
const embeddedSupabase = (await embeddedSupabaseFor(() => getNodeServices(env))) ?? undefined;
const server = createHost({
  distDir,
  functionsDir: 'functions',
  env,
  quiet: config.QUIET === '1',
  trustProxy: config.TRUST_PROXY === '1',
  embeddedSupabase,
});
server.listen(port, host, () => console.log(`Serving dist/ and functions/ at http://localhost:${port}`));

// Self-hosting without a scheduler: the host delivers due job alerts itself (the same run as `npm run alerts`,
// in this process, so it shares the embedded database). One run at a time.
if (config.ALERTS_EVERY_SECONDS) {
  const { deliverAlerts } = await import('~/features/alerts/deliver.server');
  let running = false;
  setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const s = await getNodeServices(env);
      const report = await deliverAlerts({
        alerts: s.backend.alerts,
        jobs: s.backend.jobs,
        mailer: await s.mailer(),
        siteUrl: s.siteUrl,
        productName: s.productName,
        secret: s.signingSecret(),
      });
      if (report.sent || report.failed.length) console.log(`Job alerts: ${report.sent} sent, ${report.failed.length} failed.`);
    } catch (e) {
      console.error('job alerts run failed:', e);
    } finally {
      running = false;
    }
  }, config.ALERTS_EVERY_SECONDS * 1000).unref();
}

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
