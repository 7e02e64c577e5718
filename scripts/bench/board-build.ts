/**
 * The board's benchmark builds (.bench/board-<jobs>, 10,000 unless `--jobs N`): seeded and built when
 * missing or asked (`--rebuild`), shared by bench:board and bench:search. The build's wall time and its
 * files are recorded beside it (build.json), so a later run reports the figures of the build it measures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const jobsAt = process.argv.indexOf('--jobs');
export const BOARD_JOBS = jobsAt > 0 ? Math.max(1, Number(process.argv[jobsAt + 1]) || 10_000) : 10_000;
const boardRoot = `.bench/board-${BOARD_JOBS}`;
export const boardDataDir = `${boardRoot}/data`;
export const boardDistDir = `${boardRoot}/dist`;
const bin = (name: string) => resolve('node_modules/.bin', name);

/** What building the board took: wall seconds, files in the output (and how many of them are pages). */
export interface BoardBuildFacts {
  jobs: number;
  buildSeconds: number;
  files: number;
  pages: number;
}

function countFiles(dir: string): { files: number; pages: number } {
  let files = 0;
  let pages = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Pagefind's folder is the comparison's, not the site's.
      if (name === 'pagefind') continue;
      const inner = countFiles(path);
      files += inner.files;
      pages += inner.pages;
    } else {
      files++;
      if (name.endsWith('.html')) pages++;
    }
  }
  return { files, pages };
}

/** Seeds and builds the board unless it is there already (or `rebuild`); the build's facts. */
export function ensureBoardBuild(rebuild: boolean): BoardBuildFacts | null {
  const factsFile = `${boardRoot}/build.json`;
  if (!rebuild && existsSync(`${boardDistDir}/jobs.html`))
    return existsSync(factsFile) ? (JSON.parse(readFileSync(factsFile, 'utf8')) as BoardBuildFacts) : null;
  rmSync(boardRoot, { recursive: true, force: true });
  const seeded = spawnSync(bin('tsx'), ['scripts/seed.ts', '--jobs', String(BOARD_JOBS)], {
    env: { ...process.env, DATA_DIR: boardDataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(1);
  const started = performance.now();
  const built = spawnSync(bin('astro'), ['build', '--outDir', boardDistDir], {
    env: { ...process.env, DATA_DIR: boardDataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(1);
  const buildSeconds = (performance.now() - started) / 1000;
  const facts: BoardBuildFacts = { jobs: BOARD_JOBS, buildSeconds, ...countFiles(boardDistDir) };
  writeFileSync(factsFile, JSON.stringify(facts, null, 2));
  return facts;
}
