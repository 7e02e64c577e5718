/**
 * Runs the publishing guard during a build: asks the live site (SITE_URL's /jobs/count.json, when
 * SITE_URL is set and answers within 5 s) how many jobs it lists, then fails the build with a message
 * when this one would publish none or fewer than half (see board-guard.ts). The result is printed, and
 * added to the GitHub Actions job summary when there is one.
 */
import { appendFile } from 'node:fs/promises';
import { parseEnv } from '~/config/env';
import { checkBoardSize } from './board-guard';

/** How many jobs a live site's board data lists, or why it could not be read. */
export async function liveJobCount(siteUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<{ count: number | null; source: string }> {
  const first = await readCount(`${siteUrl.replace(/\/$/, '')}/jobs/count.json`, fetchImpl, timeoutMs);
  // A live site built before /jobs/count.json existed publishes /jobs/data.json instead (one deploy's time).
  if (first.count === null && first.source.endsWith('answered 404')) {
    const older = await readCount(`${siteUrl.replace(/\/$/, '')}/jobs/data.json`, fetchImpl, timeoutMs);
    if (older.count !== null) return older;
  }
  return first;
}

async function readCount(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<{ count: number | null; source: string }> {
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) return { count: null, source: `${url} answered ${res.status}` };
    const body = (await res.json()) as unknown;
    // Today's shape is { count }; the older /jobs/data.json's { jobs: [...] } and a bare list are read too.
    const count = Array.isArray(body)
      ? body.length
      : typeof (body as { count?: unknown })?.count === 'number'
        ? (body as { count: number }).count
        : Array.isArray((body as { jobs?: unknown })?.jobs)
          ? (body as { jobs: unknown[] }).jobs.length
          : null;
    return count === null ? { count: null, source: `${url} has no job list` } : { count, source: url };
  } catch (error) {
    return { count: null, source: `${url} not reachable: ${(error as Error).message}` };
  }
}

/** True when `CI` says this build runs in a pipeline (GitHub Actions and most CI services set CI=true). */
const underCi = (value: unknown) => typeof value === 'string' && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

export async function guardPublishing(
  listed: number,
  rawEnv: Record<string, unknown> = process.env,
  fetchImpl: typeof fetch = fetch,
  underReview = 0,
): Promise<string> {
  const env = parseEnv(rawEnv);
  // A pipeline build without SITE_URL would publish localhost canonicals and skip the comparison below.
  if (underCi(rawEnv.CI) && !env.SITE_URL)
    throw new Error(
      'SITE_URL is not set, and this build runs under CI (CI is set): it would publish canonical links to localhost and skip the publishing guard. Set SITE_URL to the public origin (or SITE_URL=http://localhost:4321 for a local build).',
    );
  const local = env.SITE_URL && new URL(env.SITE_URL).hostname === 'localhost';
  const live = !env.SITE_URL
    ? { count: null, source: 'SITE_URL is not set, so there is no live site to compare with' }
    : local
      ? { count: null, source: 'SITE_URL is localhost (a local build), so there is no live site to compare with' }
      : await liveJobCount(env.SITE_URL, fetchImpl);
  const result = checkBoardSize({ listed, underReview, live: live.count, liveSource: live.source, allowShrink: env.ALLOW_BOARD_SHRINK === '1' });
  const summary = rawEnv.GITHUB_STEP_SUMMARY;
  if (typeof summary === 'string' && summary) await appendFile(summary, `### Job board\n\n${result.message}\n\n`).catch(() => undefined);
  if (!result.ok) throw new Error(result.message);
  console.log(result.message);
  return result.message;
}
