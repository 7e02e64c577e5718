/**
 * `npm run bench:address-timing`: whether an endpoint that takes an address tells, by how long it takes,
 * that the address is known. On the local host (a fresh embedded database, the curated seed), one address
 * applies to a job and asks for an alert; then /api/applications/link and /api/alerts/link are each asked
 * 30 times for that address and 30 times for unknown ones, alternating, each request from a client of its
 * own. Prints the median answer time of each against the target: known and unknown within 1 ms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '../lib/start-host';

const ROUNDS = 30;
const root = mkdtempSync(join(tmpdir(), 'bench-address-'));
// Only the functions are measured: a one-page site stands in for the build.
mkdirSync(join(root, 'dist'));
writeFileSync(join(root, 'dist', 'index.html'), '<h1>Home</h1>');
const host = await startHost({
  DATA_DIR: join(root, 'data'),
  DIST_DIR: join(root, 'dist'),
  SITE_URL: 'http://localhost:4321',
  REBUILD_ON_CHANGE: '0',
  TRUST_PROXY: '1',
});
let n = 0;
const post = (path: string, body: unknown) =>
  fetch(`${host.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${Math.floor(++n / 250) % 250}.${n % 250}.1` },
    body: JSON.stringify(body),
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const known = 'known.applicant@example.org';
  const applied = await post('/api/applications', { jobId: '1', name: 'Known Applicant', email: known, message: 'Hello.' });
  const alerted = await post('/api/alerts', { email: known, frequency: 'weekly', filters: { q: 'ortho' } });
  if (applied.status !== 202 || alerted.status !== 202) throw new Error(`setup failed: ${applied.status} ${alerted.status}`);
  await new Promise((r) => setTimeout(r, 1000));
  for (const path of ['/api/applications/link', '/api/alerts/link']) {
    const times = { known: [] as number[], unknown: [] as number[] };
    // Warm-up, then alternate so drift touches both alike.
    for (let i = 0; i < 5; i++) await post(path, { email: `warm${i}@example.org` });
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating which goes first, and apart enough that one request's after-work (a mail) is done.
      for (const kind of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const started = performance.now();
        const res = await post(path, { email: kind === 'known' ? known : `nobody${i}@example.org` });
        await res.arrayBuffer();
        times[kind].push(performance.now() - started);
        if (res.status !== 202) throw new Error(`${path} answered ${res.status}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const k = median(times.known);
    const u = median(times.unknown);
    console.log(`${path}: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (median of ${ROUNDS}; difference ${(k - u).toFixed(1)} ms, target within 1 ms)`);
  }
} finally {
  await host.stop();
  rmSync(root, { recursive: true, force: true });
}
