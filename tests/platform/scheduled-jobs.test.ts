/**
 * Each scheduled job is declared once (scripts/lib/scheduled-jobs.ts): its npm script, its workflow's
 * schedule, command and settings, and the local host's setting all follow that list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SETTINGS } from '../../src/config/deploy-settings';
import { ENV } from '../../src/config/env';
import { SCHEDULED_JOBS } from '../../scripts/lib/scheduled-jobs';

interface Workflow {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }>;
}
const workflow = (name: string) => parseYaml(readFileSync(`.github/workflows/${name}.yml`, 'utf8')) as Workflow;
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const scheduledSettings = SETTINGS.filter((s) => s.targets.includes('scheduled')).map((s) => s.names[0]!);

describe('the scheduled jobs, each declared once', () => {
  for (const job of SCHEDULED_JOBS) {
    it(`${job.name}: npm run ${job.name}, its workflow on "${job.cron}" with the scheduled settings`, () => {
      expect(scripts[job.name]).toBe(`tsx scripts/scheduled.ts ${job.name}`);
      const w = workflow(job.name);
      expect(w.on.schedule?.map((s) => s.cron)).toEqual([job.cron]);
      const steps = Object.values(w.jobs).flatMap((j) => j.steps);
      const step = steps.find((s) => s.run === `npm run ${job.name}`);
      expect(step, `a step that runs npm run ${job.name}`).toBeTruthy();
      for (const name of scheduledSettings) expect(Object.keys(step!.env ?? {}), name).toContain(name);
      if (job.localEvery) expect(Object.keys(ENV)).toContain(job.localEvery);
    });
  }

  it('every workflow on a schedule runs one of them (or is the deploy)', () => {
    const onSchedule = readdirSync('.github/workflows')
      .filter((f) => f.endsWith('.yml'))
      .map((f) => f.replace(/\.yml$/, ''))
      .filter((name) => workflow(name).on.schedule);
    expect(onSchedule.filter((name) => name !== 'deploy').sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());
  });
});
