/**
 * `npm run bench:lifecycle`: the daily pass over 10,000 live jobs, all due a "Still open?" and a
 * third of them ending within the week (targets: <= 60 s, <= 1 GB peak memory, the outbox drained to
 * .eml files included), then again at once (it must send nothing), and the beacon at 200 requests a
 * second for 30 s on the local host, with every counted request found in the counters afterwards.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { insertJobs } from '~/server/store/insert-jobs';
import { buildSyntheticJobs } from '../seed/synthetic';
import { startHost } from '../lib/start-host';

const DIR = '.bench/lifecycle-data';
const row = (what: string, value: string, target: string) => console.log(`${what.padEnd(58)} ${value.padStart(14)}   target ${target}`);

rmSync(DIR, { recursive: true, force: true });
const env = { DATA_DIR: DIR, MAIL_TRANSPORT: 'outbox', SIGNING_SECRET: 'bench-lifecycle-signing-secret-0123456789' };
{
  const s = await getNodeServices(env);
  const jobs = buildSyntheticJobs(10_000, { now: new Date(), startId: 100_000 }).map((j, i) => ({
    ...j,
    is_active: true,
    contact_email: `hiring-${i}@clinic.example`,
    expires_at: new Date(Date.now() + (i % 3 === 0 ? 5 : 40) * 86_400_000).toISOString(),
  }));
  await s.backend.sql.transaction(async (tx) => {
    await insertJobs(tx, jobs);
    await tx.query(`select set_config('jobs.import', 'on', true)`);
    await tx.query(`update public.jobs set confirmed_at = now() - interval '15 days' where status = 'live'`);
  });
  await closeBackends();
}

function pass(): { seconds: number; peakMb: number; out: string } {
  const t = performance.now();
  const r = spawnSync('/usr/bin/time', ['-v', 'node_modules/.bin/tsx', 'scripts/scheduled.ts', 'lifecycle'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - t) / 1000;
  const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? NaN);
  if (r.status !== 0) throw new Error(`lifecycle failed: ${r.stderr.slice(-2000)}`);
  // The outbox transport logs each .eml file it writes: only the pass's own summary lines are shown.
  const out = r.stdout
    .split('\n')
    .filter((l) => /^(Lifecycle|Outbox)/.test(l))
    .join('\n');
  return { seconds, peakMb: kb / 1024, out };
}

console.log('Daily pass, 10,000 live jobs (npm run lifecycle, outbox drained to .eml files)');
const first = pass();
console.log(`  ${first.out.replace(/\n/g, '\n  ')}`);
row('daily pass, wall time', `${first.seconds.toFixed(1)} s`, '<= 60 s');
row('daily pass, peak memory', `${first.peakMb.toFixed(0)} MB`, '<= 1 GB');
const again = pass();
console.log(`  ${again.out.replace(/\n/g, '\n  ')}`);
row('the same pass again at once: mails sent', /(\d+) "Still open\?" sent/.exec(again.out)?.[1] ?? '?', '0');

// The beacon: 200 a second for 30 s from 100 loopback addresses (each within its 120 per 10 minutes).
console.log('\nBeacon on the local host: 200 requests a second for 30 s');
const host = await startHost(env);
const origin = new URL(host.origin);
const ids = Array.from({ length: 500 }, (_, i) => String(100_000 + i * 20));
const agents = new Map<string, Agent>();
const statuses: Record<number, number> = {};
const RATE = 200;
const SECONDS = 30;
const started = performance.now();
const sends: Promise<void>[] = [];
for (let i = 0; i < RATE * SECONDS; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const addr = `127.0.${1 + (i % 100)}.${1 + Math.floor(i / 100 / 60)}`;
  let agent = agents.get(addr);
  if (!agent) agents.set(addr, (agent = new Agent({ keepAlive: true })));
  const body = JSON.stringify({ job: ids[i % ids.length], kind: 'view' });
  sends.push(
    new Promise<void>((resolve) => {
      const req = request(
        {
          host: origin.hostname,
          port: origin.port,
          path: '/api/beacon',
          method: 'POST',
          agent,
          localAddress: addr,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses[0] = (statuses[0] ?? 0) + 1;
        resolve();
      });
      req.end(body);
    }),
  );
}
await Promise.all(sends);
const took = (performance.now() - started) / 1000;
for (const a of agents.values()) a.destroy();
await host.stop();
const s = await getNodeServices(env);
const [{ n } = { n: 0 }] = await s.backend.sql.query<{ n: number }>(
  `select coalesce(sum(count), 0)::int as n from public.job_daily_counts where kind = 'view'`,
);
await closeBackends();
const accepted = statuses[204] ?? 0;
row(`beacons sent in ${took.toFixed(1)} s`, `${RATE * SECONDS}`, `${RATE * SECONDS}`);
row('answered 204 (counted)', `${accepted}`, `${RATE * SECONDS}`);
row('other answers', JSON.stringify(Object.fromEntries(Object.entries(statuses).filter(([k]) => k !== '204'))), '{}');
row('counts found in the counters', `${Number(n)}`, `= ${accepted} (no lost count)`);
rmSync(DIR, { recursive: true, force: true });
