/** The 10,000-job build the board's benchmarks share (.bench/board-10000): seeded and built when missing or asked. */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const BOARD_JOBS = 10_000;
const boardRoot = `.bench/board-${BOARD_JOBS}`;
export const boardDataDir = `${boardRoot}/data`;
export const boardDistDir = `${boardRoot}/dist`;
const bin = (name: string) => resolve('node_modules/.bin', name);

/** Seeds and builds the 10,000-job site unless it is there already (or `rebuild`). */
export function ensureBoardBuild(rebuild: boolean): void {
  if (!rebuild && existsSync(`${boardDistDir}/jobs.html`)) return;
  rmSync(boardRoot, { recursive: true, force: true });
  const seeded = spawnSync(bin('tsx'), ['scripts/seed.ts', '--jobs', String(BOARD_JOBS)], {
    env: { ...process.env, DATA_DIR: boardDataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(1);
  const built = spawnSync(bin('astro'), ['build', '--outDir', boardDistDir], {
    env: { ...process.env, DATA_DIR: boardDataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(1);
}
