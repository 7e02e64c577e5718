/**
 * `npm run serve`: the built site plus every function in functions/, at http://localhost:4321
 * (PORT and HOST override). Env comes from process.env (and .env when present).
 */
import { existsSync } from 'node:fs';
import { parseEnv } from '~/config/env';
import { embeddedSupabaseFor } from '~/server/embedded-auth/from-env.server';
import { getNodeServices, useLocalSiteBuild } from '~/server/root-node';
import { createRebuilder } from './host/rebuild';
import { createHost, listenHost } from './host/server';
import { SCHEDULED_JOBS } from './lib/scheduled-jobs';

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

// The site follows the jobs: a change visitors would see (published, edited, paused, closed, frozen...)
// rebuilds it in the background, as production's dispatch does (REBUILD_ON_CHANGE=0: rebuild by hand).
if (config.REBUILD_ON_CHANGE !== '0') {
  const services = await getNodeServices(env);
  const jobs = services.backend.jobs;
  const rebuilder = createRebuilder({
    distDir,
    dataDir: env.DATA_DIR!,
    env,
    snapshot: async () => {
      const [listed, expired, underReview, responses] = await Promise.all([
        jobs.listListedJobs(),
        jobs.listRecentlyExpiredJobs(),
        jobs.listUnderReview(),
        jobs.listResponseFigures(),
      ]);
      return { listed, expired, underReview, responses };
    },
    swapped: () => server.reloadDist(),
    minGapMs: (config.REBUILD_EVERY_SECONDS ?? 120) * 1000,
  });
  useLocalSiteBuild(rebuilder);
  await services.backend.sql.listen('jobs_changed', () => rebuilder.changed());
}

// Self-hosting without a scheduler: the host runs the scheduled work itself (the same runs as `npm run alerts`
// and `npm run lifecycle`, scripts/lib/scheduled-jobs.ts, in this process, so they share the embedded
// database), each first at start and then every so many seconds, one run of each at a time.
function every(seconds: number | undefined, what: string, run: () => Promise<void>): void {
  if (!seconds) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (e) {
      console.error(`${what} run failed:`, e);
    } finally {
      running = false;
    }
  };
  setTimeout(tick, 1_000).unref();
  setInterval(tick, seconds * 1000).unref();
}
for (const job of SCHEDULED_JOBS) {
  if (!job.localEvery) continue;
  every(config[job.localEvery], job.label, async () => {
    const run = await job.run(await getNodeServices(env), new Date());
    if (config.QUIET !== '1' && !run.idle) for (const line of run.lines) console.log(line);
    for (const line of run.problems) console.error(line);
  });
}

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
