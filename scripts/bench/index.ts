/**
 * `npm run bench`: every figure DESIGN.md sets, one per line with its target.
 * Needs a built dist/ (it runs `astro build` first when dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildSyntheticJobs } from '../seed/synthetic';
import { benchWorkerBundle } from './bundle';
import { measureIndex } from './board-index-size';
import { benchFilter } from './filter';
import { benchFunctions, benchGeocodeLookup } from './load';
import { measurePage } from './pages';
import { benchStaff } from './staff';
import { benchApplications } from './applications';
import { readBuiltBoard } from '../../src/features/board/read-built.server';

function row(what: string, value: string, target: string): void {
  console.log(`${what.padEnd(58)} ${value.padStart(14)}   target ${target}`);
}

if (!existsSync('dist/index.html')) {
  console.log('dist/ missing: building first');
  const built = spawnSync('node_modules/.bin/astro', ['build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// First, before anything else in this process looks a place up, so the first lookup is measured cold.
const lookup = benchGeocodeLookup();

// A job detail page: the first job the built board lists (a job with a slug has no /job/{id} page).
function firstJobPath(): string {
  return readBuiltBoard().find((j) => j.url)?.url ?? '/job/1';
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const kinds: [string, string][] = [
  ['home', '/'],
  ['job board', '/jobs'],
  ['job detail', firstJobPath()],
  ['state page', '/jobs/california'],
  ['city landing page', '/physical-therapy-jobs/los-angeles'],
  ['blog article', '/blog/1'],
  ['policy page', '/privacy-policy'],
];
console.log('Page weight (gzip)');
for (const [kind, path] of kinds) {
  const w = measurePage(kind, path);
  if (!w) {
    row(`${kind} (${path})`, 'missing', '-');
    continue;
  }
  row(`${kind} HTML (${path})`, kb(w.html), path === '/jobs' ? 'n/a (board)' : '<= 14 KB');
  row(`${kind} CSS`, kb(w.css), '<= 12 KB');
  row(`${kind} JS`, kb(w.js), w.js === 0 ? '0 without island' : '<= 100 KB with islands');
}

const { firstMs, medianMs, unfilteredMs } = benchFilter();
// A keyword query's search data (the term index) is measured by `npm run bench:search`.
console.log('\nJob board');
row('filter + counts + sort, 10,000 jobs (median of 64, four cases)', `${medianMs.toFixed(2)} ms`, '<= 3 ms');
row('counts + sort, 10,000 jobs, no filter (median of 16)', `${unfilteredMs.toFixed(2)} ms`, '<= 3 ms');
row('first pass incl. building the index (once per load)', `${firstMs.toFixed(2)} ms`, '-');
for (const n of [1_000, 10_000, 50_000]) {
  const m = measureIndex(n);
  row(`board index at ${n.toLocaleString('en-US')} jobs (gzip)`, kb(m.indexGzip), n === 1_000 ? '<= 60 KB' : '-');
  if (n === 10_000) row('  one card shard (20 cards, gzip)', kb(m.shardGzip), '-');
}

console.log('\nGeocode');
row('gazetteer lookup, after start-up (median of 21 x 1,000)', `${(lookup.perLookupMs * 1000).toFixed(2)} µs`, '<= 1 ms');
row('gazetteer first lookup (nothing built per process)', `${lookup.startupMs.toFixed(0)} ms`, '-');

console.log('\nCloudflare Functions bundle (wrangler pages functions build)');
const bundle = benchWorkerBundle();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
if (!bundle) row('Worker bundle', 'build failed', '-');
else {
  row('Worker bundle, raw', mb(bundle.raw), '3 MB gzip free plan; was 8.9 MB');
  row('Worker bundle, gzip', mb(bundle.gzip), '<= 3 MB; was 1.46 MB');
  row('PGlite, nodemailer or the zipcodes package in it', bundle.forbidden.join(', ') || 'none', 'none');
}

console.log('\nSeed');
{
  const t = performance.now();
  buildSyntheticJobs(10_000, { now: new Date(), startId: 1 });
  row('10,000 synthetic jobs generated', `${(performance.now() - t).toFixed(0)} ms`, '-');
}

console.log('\nStaff API on PGlite, 10,000 jobs (scripts/bench/staff.ts; medians of 20, token check and audit log included)');
{
  const staff = await benchStaff();
  row(`review queue, ${staff.pending} pending of ${staff.jobs.toLocaleString('en-US')} jobs`, `${staff.queueMs.toFixed(1)} ms`, '<= 100 ms');
  row('publish through the API', `${staff.publishMs.toFixed(1)} ms`, '<= 50 ms');
  row('edit through the API', `${staff.editMs.toFixed(1)} ms`, '<= 50 ms');
}

console.log('\nApplications through the site on PGlite (scripts/bench/applications.ts: the real handler, then two drains at once)');
{
  const apps = await benchApplications();
  row(`${apps.applications.toLocaleString('en-US')} applications relayed and drained`, `${((apps.relayMs + apps.drainMs) / 1000).toFixed(1)} s`, '<= 30 s');
  row(`  of which the two drains (${apps.mails.toLocaleString('en-US')} mails)`, `${(apps.drainMs / 1000).toFixed(1)} s`, '-');
  row('mails sent twice', String(apps.duplicates), '0');
}

console.log('\nFunctions on the local host (loopback, 10 connections, bounded count and 20 s)');
const load = await benchFunctions();
for (const [name, r] of Object.entries(load)) {
  const codes = Object.entries(r.statuses)
    .map(([code, n]) => `${n} x ${code}`)
    .join(', ');
  row(`${name}: ${r.requests} requests (${codes})`, `${Math.round(r.rps)} req/s`, '-');
  row(`${name}: p99 latency (p50 ${r.p50Ms.toFixed(1)} ms)`, `${r.p99Ms.toFixed(1)} ms`, '-');
}

// The board at 10,000 jobs: its own 10k build, Lighthouse, transfer and filter latency.
console.log('\nJob board at 10,000 jobs (scripts/bench/board.ts)');
const board = spawnSync('node_modules/.bin/tsx', ['scripts/bench/board.ts'], { stdio: 'inherit' });
if (board.status !== 0) console.log('board benchmark failed');
