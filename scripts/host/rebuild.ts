/**
 * The local host rebuilds the site itself when the jobs visitors see change, as production does through
 * the deploy workflow: the database says so (NOTIFY jobs_changed), the host waits for the changes to settle
 * (a short quiet spell, never longer than a cap), reads the jobs once, and runs `astro build` in a child
 * process into a folder beside dist/, then swaps it in. One build at a time; changes made during a build
 * start the next one when it ends. The build reads the host's snapshot of the jobs (BUILD_JOBS_SNAPSHOT),
 * since the host holds the embedded database.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { BuildSnapshot } from '../../src/features/jobs/jobs.server';
import type { SiteBuild, SiteBuildStatus } from '../../src/domain/site-build';

export interface RebuildOptions {
  distDir: string;
  /** Where the snapshot is written (the host's data folder). */
  dataDir: string;
  /** The build's environment (SITE_URL and the rest the host runs with). */
  env: Record<string, string | undefined>;
  /** The jobs the build reads, as the host reads them (anonymous columns). */
  snapshot: () => Promise<BuildSnapshot>;
  /** Called once a new build is in place (the host reads its platform files again). */
  swapped: () => void;
  log?: (line: string) => void;
  /** Quiet time after the last change before building, and the longest a change waits for quiet. */
  quietMs?: number;
  maxWaitMs?: number;
  /**
   * The least time between two builds' starts: changes arriving faster are coalesced into the next build,
   * so a stream of them (a script repeating "Still open", say) keeps no core building nonstop.
   */
  minGapMs?: number;
  /** Builds the site into `outDir` from the snapshot file (default: `astro build` in a child process). */
  build?: (outDir: string, snapshotFile: string) => Promise<void>;
}

export interface Rebuilder extends SiteBuild {
  /** A job visitors see changed. */
  changed(): void;
  /** Resolves when no build is waiting or running (tests, shutdown). */
  settled(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** `astro build --outDir` in a child process, reading the jobs from the snapshot; its output's end on failure. */
const astroBuild = (env: Record<string, string | undefined>) => async (outDir: string, snapshotFile: string) => {
  const astro = join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir], {
      env: { ...process.env, ...env, BUILD_JOBS_SNAPSHOT: snapshotFile, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 40) output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', done);
  });
  if (code !== 0) throw new Error(`astro build exited with ${code}: ${output.join('').trim().split('\n').slice(-6).join(' | ')}`);
};

export function createRebuilder(o: RebuildOptions): Rebuilder {
  const log = o.log ?? ((line) => console.log(line));
  const quietMs = o.quietMs ?? 1500;
  const maxWaitMs = o.maxWaitMs ?? 10_000;
  const minGapMs = o.minGapMs ?? 0;
  let lastStart = -Infinity;
  const dist = resolve(o.distDir);
  let state: SiteBuildStatus['state'] = 'idle';
  let timer: NodeJS.Timeout | undefined;
  let firstChange: number | null = null;
  let again = false;
  let liveUntil: Date | null = null;
  let builtAt: Date | null = null;
  let lastMs: number | null = null;
  let error: string | null = null;
  let idle: Promise<void> = Promise.resolve();
  let markIdle: (() => void) | null = null;

  function schedule() {
    const now = Date.now();
    firstChange ??= now;
    clearTimeout(timer);
    const settledAt = Math.min(now + quietMs, firstChange + maxWaitMs);
    timer = setTimeout(() => void run(), Math.max(0, settledAt - now, lastStart + minGapMs - now));
    timer.unref();
  }

  function changed(): void {
    if (!markIdle) idle = new Promise((r) => (markIdle = r));
    if (state === 'building') {
      again = true;
      return;
    }
    state = 'waiting';
    schedule();
  }

  async function run(): Promise<void> {
    state = 'building';
    lastStart = Date.now();
    firstChange = null;
    again = false;
    const started = new Date();
    try {
      await build();
      liveUntil = started;
      builtAt = new Date();
      lastMs = builtAt.getTime() - started.getTime();
      error = null;
      log(`Site rebuilt in ${(lastMs / 1000).toFixed(1)} s: changes made before ${started.toISOString()} are live.`);
    } catch (e) {
      error = (e as Error).message;
      log(`Site rebuild failed: ${error}`);
    }
    if (again) {
      state = 'waiting';
      schedule();
      return;
    }
    state = error ? 'failed' : 'idle';
    markIdle?.();
    markIdle = null;
  }

  async function build(): Promise<void> {
    const next = `${dist}.next`;
    const old = `${dist}.old`;
    await mkdir(o.dataDir, { recursive: true });
    const file = join(o.dataDir, 'build-snapshot.json');
    await writeFile(file, JSON.stringify(await o.snapshot()));
    await rm(next, { recursive: true, force: true });
    await (o.build ?? astroBuild(o.env))(next, file);
    if (!existsSync(join(next, 'index.html'))) throw new Error('the build wrote no index.html');
    // A page opened before the swap still asks for its own scripts and styles, named by their content: the
    // old ones stay beside the new (as a CDN keeps them), or its islands would never load.
    if (existsSync(join(dist, '_astro'))) await cp(join(dist, '_astro'), join(next, '_astro'), { recursive: true, force: false });
    // The swap: two renames; a request between them finds the new folder or the old one's 404s, for a moment.
    await rm(old, { recursive: true, force: true });
    await rename(dist, old);
    await rename(next, dist);
    o.swapped();
    await rm(old, { recursive: true, force: true });
  }

  return {
    changed,
    settled: () => idle,
    status(): SiteBuildStatus {
      const building = state === 'waiting' || state === 'building';
      const typical = lastMs !== null ? Math.ceil(lastMs / 1000) : 30;
      return {
        mode: 'local',
        state,
        now: new Date().toISOString(),
        liveUntil: liveUntil?.toISOString() ?? null,
        builtAt: builtAt?.toISOString() ?? null,
        lastBuildSeconds: lastMs !== null ? Math.round(lastMs / 100) / 10 : null,
        // A change made now: the quiet spell, then this build (and the next one when a build is running).
        expectSeconds: Math.ceil(Math.max(quietMs, lastStart + minGapMs - Date.now()) / 1000) + typical * (state === 'building' ? 2 : 1),
        error: building ? null : error,
      };
    },
  };
}
