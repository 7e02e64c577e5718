/**
 * Guarded publishing: a build must never replace the live board with an empty or a much smaller one
 * because a read policy, a secret or a query broke (all of which look like "no jobs" to the build).
 */
export interface BoardGuardInput {
  /** Listed jobs this build read. */
  listed: number;
  /**
   * Jobs frozen after reports this build read: off the board, but their pages stay (under review), so they
   * count toward its size. Reports freezing many jobs must not also stop the next build.
   */
  underReview?: number;
  /** Jobs the live site lists now; null when there is no live site to ask or it did not answer. */
  live: number | null;
  /** Where the live count came from, or why there is none (for the message). */
  liveSource: string;
  /** ALLOW_BOARD_SHRINK=1: publish anyway, on purpose. */
  allowShrink: boolean;
}

export type BoardGuardResult = { ok: true; message: string } | { ok: false; message: string };

const OVERRIDE = 'Set ALLOW_BOARD_SHRINK=1 to publish it anyway.';

export function checkBoardSize({ listed, underReview = 0, live, liveSource, allowShrink }: BoardGuardInput): BoardGuardResult {
  const compared = live === null ? `no live count (${liveSource})` : `the live site lists ${live} (${liveSource})`;
  const held = listed + underReview;
  const what = underReview ? `${listed} listed jobs and ${underReview} under review` : `${listed} listed jobs`;
  let problem: string | null = null;
  if (held === 0) {
    problem = `this build read 0 listed jobs; a missing read policy, a wrong secret or a failing query reads as an empty board`;
  } else if (live !== null && held * 2 < live) {
    problem = `this build lists ${held} jobs, fewer than half of the ${live} the live site lists (${liveSource})`;
  }
  if (!problem) return { ok: true, message: `Publishing ${what}; ${compared}.` };
  if (allowShrink) return { ok: true, message: `Publishing ${what} although ${problem}, because ALLOW_BOARD_SHRINK=1.` };
  return { ok: false, message: `Refusing to publish the job board: ${problem}. ${OVERRIDE}` };
}
