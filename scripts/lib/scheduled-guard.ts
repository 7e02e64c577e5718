/**
 * The scheduled scripts' guard: on GitHub Actions (GITHUB_ACTIONS=true) a scheduled run without its
 * production settings would run against a throwaway embedded database, or sign mails with a random key,
 * and exit 0. It stops instead, naming what is missing. Locally nothing is required.
 */
import { describeProblem, settingProblems } from '../../src/config/deploy-settings';
import { closeBackends } from '../../src/server/root-node';

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

/**
 * Runs a scheduled job's body and ends the process: the body's exit status (0 when it returns none), or 1
 * with "<label> failed: <message>" when it throws; the database connections are closed either way.
 */
export async function runScheduled(label: string, body: () => Promise<number | void>): Promise<never> {
  let exit: number;
  try {
    exit = (await body()) ?? 0;
  } catch (error) {
    console.error(`${label} failed:`, (error as Error).message);
    exit = 1;
  } finally {
    await closeBackends();
  }
  process.exit(exit);
}
