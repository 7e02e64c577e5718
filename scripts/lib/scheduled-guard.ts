/**
 * The scheduled scripts' guard: on GitHub Actions (GITHUB_ACTIONS=true) a scheduled run without its
 * production settings would run against a throwaway embedded database, or sign mails with a random key,
 * and exit 0. It stops instead, naming what is missing. Locally nothing is required.
 */
import { describeProblem, settingProblems } from '../../src/config/deploy-settings';

function scheduledProblems(env: Record<string, unknown>): string[] {
  if (env.GITHUB_ACTIONS !== 'true') return [];
  return settingProblems('scheduled', env).map(describeProblem);
}

/** Exits 1 with the names when a scheduled run on GitHub Actions lacks a setting. */
export function refuseWithoutSettings(script: string, env: Record<string, unknown> = process.env): void {
  const problems = scheduledProblems(env);
  if (!problems.length) return;
  console.error(`${script} refuses to run on GitHub Actions: ${problems.join('; ')}.`);
  process.exit(1);
}
