/**
 * `npm test`: every suite, in order, even when an earlier one fails, then one totals line.
 *   1. vitest, layer by layer (unit, store, functions, abuse, fuzz, platform: vitest.config.ts), each timed, in
 *      two streams side by side, then the coverage thresholds over all of them
 *   2. astro build on a fresh embedded database seeded for the end-to-end tests (and the 2,200-job board's
 *      seed and build, side by side with it and with the checks), then the strict
 *      type checks (`astro check` over .astro and TypeScript, tsc over src, functions, scripts and tests)
 *      and the lint (ESLint, Prettier's check, the layering rules in .dependency-cruiser.cjs, knip's unused
 *      exports); each
 *      counted as one test
 *   3. Playwright in Debian's Chromium against the local host, on free ports (playwright.config.ts), so a
 *      running `npm start` on 4321 does not stop it
 * Prints `N passed, N failed` last and exits non-zero when anything failed, or when any layer ran no tests.
 *
 * Store and function suites run on PGlite and on PostgreSQL: TEST_DATABASE_URL names a server, else this
 * starts a throwaway one (scripts/test-machine.ts); when none can be had the Postgres half is skipped and
 * this says so plainly, naming the command that fixes it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium, ensurePostgres } from './test-machine';
import { playwrightTotals, vitestTotals, type Totals } from './lib/suite-totals';
import { LAYERS } from '../vitest.config';

const runStarted = performance.now();
// The machine first: Chromium and a PostgreSQL server, got here so `npm test` alone passes on a fresh machine.
const machineProblems = [ensurePostgres(), ensureChromium()].filter((p): p is string => p !== null);
for (const p of machineProblems) console.error(p);
const out = resolve('test-results');
mkdirSync(out, { recursive: true });
const bin = (name: string) => resolve('node_modules/.bin', name);
const e2eDataDir = '.data/e2e';

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const totals: Record<string, Totals> = {};
const perDriver: Record<string, Totals> = {};
const one = (status: number): Totals => (status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

/** A child process whose output is kept and handed back whole (for runs side by side). */
const runBuffered = (label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<{ label: string; status: number; output: string }>((done) => {
    const child = spawn(cmd, args, { env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => done({ label, status: code ?? 1, output }));
  });
// 1. vitest, layer by layer (vitest.config.ts's projects), each timed, two processes at once; coverage is
// collected per layer and merged at the end, where the thresholds apply.
// The layers are vitest.config.ts's: one added there runs here too.
type Layer = keyof typeof LAYERS;
// The migrated template databases, made once for every layer (and the workerd test) instead of per layer.
const { default: makeTemplates } = await import('../tests/support/global-setup');
// If this fails (a server that is down), each layer's own global setup tries again and reports it there.
const removeTemplates = await makeTemplates().catch((e: unknown) => {
  console.error('Could not prepare the template databases:', e);
  return async () => undefined;
});
const blobs = resolve(out, 'vitest-blobs');
rmSync(blobs, { recursive: true, force: true });
const METRICS = ['statements', 'branches', 'functions', 'lines'] as const;
// A layer alone covers part of the code: no thresholds for it, and nothing for vitest to raise.
const noThresholds = [...METRICS.map((k) => `--coverage.thresholds.${k}=0`), '--coverage.thresholds.autoUpdate=false'];
const layerSeconds: Record<string, number> = {};
/** One layer in its own vitest process, its output kept and printed whole when it ends (two run at once). */
async function runLayer(layer: Layer): Promise<void> {
  const vitestJson = resolve(out, `vitest-${layer}.json`);
  rmSync(vitestJson, { force: true });
  const started = performance.now();
  const args = [
    'run',
    '--project',
    layer,
    '--coverage',
    ...noThresholds,
    // Its own folder: a coverage run clears its reports folder as it starts, and another layer runs beside it.
    `--coverage.reportsDirectory=${resolve(out, `coverage-${layer}`)}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    '--reporter=blob',
    `--outputFile.blob=${resolve(blobs, `blob-${layer}.json`)}`,
  ];
  const { status, output } = await runBuffered(`vitest: ${layer}`, bin('vitest'), args);
  layerSeconds[layer] = (performance.now() - started) / 1000;
  console.log(`\n=== vitest: ${layer}: ${[bin('vitest'), ...args].join(' ')}\n${output.trimEnd()}`);
  const name = `vitest ${layer}`;
  try {
    const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults?: { assertionResults?: { ancestorTitles: string[]; status: string }[] }[];
    };
    totals[name] = vitestTotals(report, status);
    if (report.numPassedTests + report.numFailedTests === 0) console.error(`vitest ${layer}: ran no tests, which fails the run`);
    // Suites that run once per database driver are named `... [pglite]` / `... [postgres]`.
    for (const r of report.testResults ?? []) {
      for (const a of r.assertionResults ?? []) {
        const driver = a.ancestorTitles.map((t) => /\[(pglite|postgres)\]$/.exec(t)?.[1]).find(Boolean);
        if (!driver) continue;
        const t = (perDriver[driver] ??= { passed: 0, failed: 0, skipped: 0 });
        if (a.status === 'passed') t.passed++;
        else if (a.status === 'failed') t.failed++;
        else t.skipped++;
      }
    }
    if (status !== 0 && report.numFailedTests === 0) totals[name].failed += 1; // a suite that failed to load
    // A layer that ran nothing has failed (a filter, a config or a start that went wrong, never a pass).
    if (report.numPassedTests + report.numFailedTests === 0) {
      console.error(`vitest ${layer}: ran no tests, which fails the run`);
      totals[name].failed += 1;
    }
  } catch {
    totals[name] = { passed: 0, failed: 1, skipped: 0 };
  }
}
// Two streams side by side: much of the store, function, abuse and platform layers waits on PostgreSQL,
// sockets and child processes, so a second vitest process uses the time a single one leaves idle
// (on 2 cores the store and function layers finish sooner together than one after the other). The unit
// layer, all CPU, comes last, when the other stream has all but finished.
const vitestStarted = performance.now();
const firstStream: Layer[] = ['store', 'fuzz', 'unit'];
const secondStream = (Object.keys(LAYERS) as Layer[]).filter((layer) => !firstStream.includes(layer));
await Promise.all(
  [firstStream, secondStream].map(async (stream) => {
    for (const layer of stream) await runLayer(layer);
  }),
);
layerSeconds.vitest = (performance.now() - vitestStarted) / 1000;
// Coverage over every layer, with the thresholds of vitest.config.ts (counted as one test).
// Its exit status also reflects the layers' own failures (already counted above), so the thresholds are
// judged by what the coverage provider says of them.
// A run whose layers all passed lets vitest raise the thresholds it met (vitest.config.ts's autoUpdate).
const configFile = resolve('vitest.config.ts');
const configBefore = readFileSync(configFile, 'utf8');
const layersPassed = Object.values(totals).every((t) => t.failed === 0);
const mergeArgs = ['run', '--merge-reports', blobs, '--coverage', '--reporter=dot', ...(layersPassed ? [] : ['--coverage.thresholds.autoUpdate=false'])];
console.log(`\n=== coverage (all layers): vitest ${mergeArgs.join(' ')}`);
const merged = spawnSync(bin('vitest'), mergeArgs, { encoding: 'utf8', env: process.env });
const coverageText = `${merged.stdout ?? ''}${merged.stderr ?? ''}`;
const coverageErrors = coverageText.split('\n').filter((l) => /ERROR: Coverage for .* does not meet/.test(l));
console.log(
  coverageText
    .split('\n')
    .filter((l) => /^(Statements|Branches|Functions|Lines)\s*:|ERROR: Coverage/.test(l))
    .join('\n'),
);
totals['coverage thresholds'] = one(coverageErrors.length === 0 && /Statements\s*:/.test(coverageText) ? 0 : 1);
let coverageLine = 'coverage: no summary';
try {
  const summary = JSON.parse(readFileSync(resolve(out, 'coverage', 'coverage-summary.json'), 'utf8')) as { total: Record<string, { pct: number }> };
  coverageLine = `coverage: ${METRICS.map((k) => `${k} ${summary.total[k]!.pct}%`).join(', ')}`;
  if (readFileSync(configFile, 'utf8') !== configBefore) coverageLine += ' (vitest raised the thresholds in vitest.config.ts; commit the change)';
} catch {
  // reported as missing
}

// 2. Build the site on a fresh embedded database (the e2e host serves the same folder), and the board at
// scale its own (the curated seed plus 2,200 synthetic jobs, over 2,000 listed: tests/e2e/board-scale.spec.ts).
// An astro build keeps one core busy: the board's seed runs beside the site's build, and the board's build
// beside the static checks (before astro check, which writes the same .astro/ types a build does).
const buildsStarted = performance.now();
rmSync(resolve(e2eDataDir), { recursive: true, force: true });
// SITE_URL said outright: under CI a build refuses to publish without it (the deploy's safeguard).
const localSite = { SITE_URL: 'http://localhost:4321' };
const boardDir = '.data/e2e-board';
rmSync(resolve(boardDir), { recursive: true, force: true });
const withEnv = (env: Record<string, string>) => ({ ...process.env, ...env });
const [site, boardSeed] = await Promise.all([
  runBuffered('build', bin('astro'), ['build'], withEnv({ DATA_DIR: e2eDataDir, ...localSite })),
  runBuffered('seed (board)', bin('tsx'), ['scripts/seed.ts', '--jobs', '2200'], withEnv({ DATA_DIR: `${boardDir}/data` })),
]);
for (const r of [site, boardSeed]) console.log(`\n=== ${r.label}\n${r.output.trimEnd()}`);
const buildStatus = site.status;
layerSeconds.builds = (performance.now() - buildsStarted) / 1000;

// Strict types everywhere (after the build, which writes the astro:content types into .astro/):
// a type error fails the run like a failing test.
// Each check is one single-threaded process: two at a time on a 2-core machine, output printed per check.
const checks: [string, string, string[]][] = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['eslint', bin('eslint'), ['.']],
  ['prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['layering', bin('depcruise'), ['src', 'functions', 'scripts', '--config', '.dependency-cruiser.cjs']],
  ['unused exports', bin('knip'), []],
  ['astro check', bin('astro'), ['check']],
];
const checkStarted = performance.now();
let next = 0;
const results: { label: string; status: number; output: string }[] = [];
const boardBuild = (async () => {
  if (boardSeed.status !== 0) return { label: 'build (board)', status: 1, output: 'not built: the seed failed' };
  return runBuffered('build (board)', bin('astro'), ['build', '--outDir', `${boardDir}/dist`], withEnv({ DATA_DIR: `${boardDir}/data`, ...localSite }));
})();
await Promise.all(
  [0, 1].map(async () => {
    while (next < checks.length) {
      const [label, cmd, args] = checks[next++]!;
      if (label === 'astro check') await boardBuild;
      results.push(await runBuffered(label, cmd, args));
    }
  }),
);
const board = await boardBuild;
console.log(`\n=== ${board.label}\n${board.output.trimEnd()}`);
const boardStatus = board.status;
for (const [label, cmd, args] of checks) {
  const r = results.find((x) => x.label === label)!;
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}\n${r.output.trimEnd()}`);
  totals[label] = one(r.status);
}
layerSeconds.checks = (performance.now() - checkStarted) / 1000;

// 3. End-to-end tests.
if (buildStatus !== 0 || boardStatus !== 0) {
  totals.build = { passed: 0, failed: 1, skipped: 0 };
} else {
  const pwJson = resolve(out, 'playwright.json');
  rmSync(pwJson, { force: true });
  const started = performance.now();
  run('playwright', bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_DATA_DIR: e2eDataDir });
  layerSeconds.playwright = (performance.now() - started) / 1000;
  try {
    const report = JSON.parse(readFileSync(pwJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    totals.playwright = playwrightTotals(report.stats);
    if (report.stats.expected + report.stats.flaky + report.stats.unexpected === 0) console.error('playwright: ran no tests, which fails the run');
  } catch {
    totals.playwright = { passed: 0, failed: 1, skipped: 0 };
  }
}

await removeTemplates();

const postgres = process.env.TEST_DATABASE_URL
  ? `PostgreSQL suite: ran on ${new URL(process.env.TEST_DATABASE_URL).host} (store, function and workerd tests on both drivers)`
  : 'PostgreSQL suite: SKIPPED (no PostgreSQL server could be had). Store and function tests ran on PGlite only.';

const sum = Object.values(totals).reduce((a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('\n=== Summary');
for (const p of machineProblems) console.log(p);
console.log(postgres);
for (const [driver, t] of Object.entries(perDriver)) console.log(`  vitest on ${driver}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
for (const [suite, t] of Object.entries(totals)) {
  const layer = suite.replace(/^vitest /, '');
  const time = layerSeconds[layer] === undefined ? '' : ` (${layerSeconds[layer]!.toFixed(0)} s)`;
  console.log(`${suite}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped${time}`);
}
console.log(`vitest, all layers (two streams side by side): ${layerSeconds.vitest?.toFixed(0) ?? '?'} s`);
console.log(`builds (the e2e site, beside the board's seed): ${layerSeconds.builds?.toFixed(0) ?? '?'} s`);
console.log(`checks (types, lint, format, layering, two at a time, beside the board's build): ${layerSeconds.checks?.toFixed(0) ?? '?'} s`);
console.log(coverageLine);
console.log(`wall time: ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
const line = `${sum.passed} passed, ${sum.failed} failed`;
writeFileSync(resolve(out, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(sum.failed > 0 ? 1 : 0);
