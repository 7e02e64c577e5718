/**
 * The scheduled work, each job once: `npm run <name>` runs it (scripts/scheduled.ts), the workflow
 * `.github/workflows/<name>.yml` runs that on `cron` with the settings the deploy catalogue names for
 * scheduled jobs, and the local host runs it itself every `localEvery` seconds when that setting is set
 * (scripts/serve.ts). tests/platform/scheduled-jobs.test.ts holds the workflows and package.json to this list.
 * Each job's work is its capability's (`*.job.ts`, `*.server.ts`); this only says when and how it is reported.
 */
import type { Services } from '~/server/ports/services';

export interface JobRun {
  /** What the run did, a line each. */
  lines: string[];
  /** Lines for stderr (a failure that needs a person). */
  problems: string[];
  /** Nothing happened (the local host, running it every few seconds, says nothing then). */
  idle: boolean;
  /** The process's exit status: not 0 when something is left that a rerun or a person must fix. */
  exit: number;
}

export interface ScheduledJob {
  name: 'alerts' | 'lifecycle' | 'outbox' | 'feeds';
  /** How its failure is named ("Job alerts failed: …"). */
  label: string;
  /** When GitHub Actions runs it (UTC). */
  cron: string;
  /** The setting with which the local host runs it itself, every so many seconds. */
  localEvery?: 'ALERTS_EVERY_SECONDS' | 'LIFECYCLE_EVERY_SECONDS' | 'FEEDS_EVERY_SECONDS';
  run(services: Services, now: Date): Promise<JobRun>;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'alerts',
    label: 'Job alerts',
    // Daily, 14:17 UTC: morning in every US time zone (each alert's frequency decides whether it is due).
    cron: '17 14 * * *',
    localEvery: 'ALERTS_EVERY_SECONDS',
    async run(s) {
      const { deliverAlerts } = await import('~/features/alerts/deliver.job');
      const started = performance.now();
      const report = await deliverAlerts({
        alerts: s.backend.alerts,
        jobs: s.backend.jobs,
        mailer: await s.mailer(),
        siteUrl: s.siteUrl,
        productName: s.productName,
        secret: s.signingSecret(),
      });
      const line = !report.ran
        ? 'Job alerts: another run is delivering (the delivery lock is held); this one sent nothing.'
        : `Job alerts: ${report.due} due, ${report.sent} sent, ${report.nothingNew} with nothing new, ${report.resumed} resumed from an earlier run, ` +
          `${report.expired} unconfirmed expired, ${report.requests} requests, ${((performance.now() - started) / 1000).toFixed(1)} s` +
          (report.failed.length ? `; failed (retried next run): ${report.failed.join(', ')}` : '.');
      // The clinicians open to offers hear of the day's jobs that fit them, on the same daily run.
      const { mailMatches } = await import('~/features/talent/matches.job');
      const { createTalentStore } = await import('~/features/talent/talent.store');
      const matches = await mailMatches(s.backend.store(createTalentStore), { siteUrl: s.siteUrl, productName: s.productName, secret: s.signingSecret() });
      if (matches.mailed) await s.backend.outbox.drain(await s.mailer(), { limit: 500 });
      const matchLine = `Job matches: ${matches.mailed} clinician(s) mailed, ${matches.jobs} job(s) in them.`;
      return {
        lines: [line, matchLine],
        problems: [],
        idle: !report.sent && !report.failed.length && !matches.mailed,
        exit: report.failed.length ? 1 : 0,
      };
    },
  },
  {
    name: 'lifecycle',
    label: 'Lifecycle pass',
    // Hourly: scheduled jobs go live within the hour, ended ones expire.
    cron: '7 * * * *',
    localEvery: 'LIFECYCLE_EVERY_SECONDS',
    async run(s, now) {
      const { runLifecyclePass } = await import('~/features/postings/lifecycle-pass.server');
      return { lines: await runLifecyclePass(s, now), problems: [], idle: false, exit: 0 };
    },
  },
  {
    name: 'feeds',
    label: 'Feeds pass',
    // Hourly: jobs the clinics' tracking systems publish arrive (in review) within the hour.
    cron: '23 * * * *',
    localEvery: 'FEEDS_EVERY_SECONDS',
    async run(s, now) {
      const { runFeedPass } = await import('~/features/job-sources/feed-pass.server');
      const { createFeedStore } = await import('~/features/job-sources/feeds.store');
      const { createApiJobStore } = await import('~/features/job-sources/api-jobs.store');
      const { testNamesFetch } = await import('~/features/job-sources/safe-fetch.server');
      const testNames = (s.env.FEEDS_TEST_NAMES ?? '')
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean);
      const started = performance.now();
      const runs = await runFeedPass(
        { feeds: s.backend.store(createFeedStore), jobs: s.backend.store(createApiJobStore) },
        now,
        testNames.length ? testNamesFetch(testNames) : undefined,
      );
      const sum = (k: 'created' | 'updated' | 'unchanged' | 'closed' | 'matched') => runs.reduce((n, r) => n + r[k], 0);
      const failed = runs.filter((r) => r.outcome === 'failed');
      const line =
        `Feeds: ${runs.length} read, ${runs.filter((r) => r.outcome === 'unchanged').length} unchanged, ${failed.length} failed; jobs ${sum('created')} created, ` +
        `${sum('updated')} updated, ${sum('unchanged')} unchanged, ${sum('matched')} recognised, ${sum('closed')} closed, ${runs.reduce((n, r) => n + r.refused.length, 0)} refused, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`;
      // A feed that fails is its employer's to fix (its report says why), not the pass's.
      return { lines: [line], problems: [], idle: runs.length === 0, exit: 0 };
    },
  },
  {
    name: 'outbox',
    label: 'Outbox drain',
    // Hourly, off the top of the hour: the functions drain the outbox after each submission; this retries.
    cron: '41 * * * *',
    async run(s) {
      const { sweepRateLimitCounters } = await import('~/server/rate-limit/sql');
      const { MAX_ATTEMPTS } = await import('~/server/store/mail-outbox.store');
      const report = await s.backend.outbox.drain(await s.mailer(), { limit: 500 });
      const lines = [`Outbox: ${report.sent} sent, ${report.failed} failed this run, ${report.pending} waiting for a retry, ${report.dead} out of attempts`];
      // The functions' rate-limit windows are at most an hour; a day-old one is only clutter.
      const swept = await sweepRateLimitCounters(s.backend.sql);
      if (swept) lines.push(`Rate limits: ${swept} ended windows deleted`);
      const problems = report.dead
        ? [`${report.dead} mail(s) failed ${MAX_ATTEMPTS} times and wait in public.mail_outbox (last_error says why); reset attempts to 0 to retry them.`]
        : [];
      return { lines, problems, idle: !report.sent && !report.failed, exit: report.dead ? 1 : 0 };
    },
  },
];
