/**
 * Guarded publishing: a build must never replace the live board with an empty or a much smaller one
 * because a read policy, a secret or a query broke (all of which look like "no jobs" to the build).
 */
export interface BoardGuardInput {
  /** Listed jobs this build read. */
  listed: number;
  /** Jobs the live site lists now; null when there is no live site to ask or it did not answer. */
  live: number | null;
  /** Where the live count came from, or why there is none (for the message). */
  liveSource: string;
  /** ALLOW_BOARD_SHRINK=1: publish anyway, on purpose. */
  allowShrink: boolean;
}

export type BoardGuardResult = { ok: true; message: string } | { ok: false; message: string };

const OVERRIDE = 'Set ALLOW_BOARD_SHRINK=1 to publish it anyway.';

export function checkBoardSize({ listed, live, liveSource, allowShrink }: BoardGuardInput): BoardGuardResult {
  const compared = live === null ? `no live count (${liveSource})` : `the live site lists ${live} (${liveSource})`;
  let problem: string | null = null;
  if (listed === 0) {
    problem = `this build read 0 listed jobs; a missing read policy, a wrong secret or a failing query reads as an empty board`;
  } else if (live !== null && listed * 2 < live) {
    problem = `this build lists ${listed} jobs, fewer than half of the ${live} the live site lists (${liveSource})`;
  }
  if (!problem) return { ok: true, message: `Publishing ${listed} listed jobs; ${compared}.` };
  if (allowShrink) return { ok: true, message: `Publishing ${listed} listed jobs although ${problem}, because ALLOW_BOARD_SHRINK=1.` };
  return { ok: false, message: `Refusing to publish the job board: ${problem}. ${OVERRIDE}` };
}
