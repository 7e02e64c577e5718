/**
 * Load on the local host over loopback, bounded in count and time: requests per second and p99 latency
 * of the geocode and subscribe functions, and the in-process gazetteer lookup time.
 *
 * Subscribe is rate-limited per client address (20 writes per 10 minutes), and the host keys the limit on
 * the socket's address. Rather than a test-only switch that turns the limiter off, the load comes from many
 * loopback addresses (127.0.x.y are all this machine on Linux), each staying within its allowance, so the
 * figure includes the limiter's own cost and every request is a real insert.
 */
import { Agent, request } from 'node:http';
import { rmSync } from 'node:fs';
import { geocode } from '~/features/location/gazetteer.server';
import { startHost } from '../lib/start-host';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<number, number>;
}

interface Job {
  path: string;
  body: string;
  localAddress: string;
}

function send(origin: URL, job: Job, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: job.path,
        method: 'POST',
        agent,
        localAddress: job.localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(job.body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(job.body);
  });
}

/** Sends every job with `concurrency` requests in flight, stopping early after `maxSeconds`. */
async function run(originText: string, jobs: Job[], concurrency: number, maxSeconds: number): Promise<LoadResult> {
  const origin = new URL(originText);
  const agents = new Map<string, Agent>();
  const agentFor = (addr: string) => {
    let a = agents.get(addr);
    if (!a) agents.set(addr, (a = new Agent({ keepAlive: true, maxSockets: concurrency })));
    return a;
  };
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (next < jobs.length && performance.now() < deadline) {
      const job = jobs[next++]!;
      const t = performance.now();
      const status = await send(origin, job, agentFor(job.localAddress));
      latencies.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  for (const a of agents.values()) a.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { requests: latencies.length, seconds, rps: latencies.length / seconds, p50Ms: pct(0.5), p99Ms: pct(0.99), statuses };
}

const PLACES = ['94043', '90210-1234', 'Austin, TX', 'Austin, Texas', 'Mountain View', 'California', 'Nowhere Special', '10001', 'Chicago, IL', 'miami'];

/** Median time of one gazetteer lookup in this process, after its start-up. */
export function benchGeocodeLookup(): { startupMs: number; perLookupMs: number } {
  let t = performance.now();
  geocode('94043');
  const startupMs = performance.now() - t;
  const rounds: number[] = [];
  for (let r = 0; r < 21; r++) {
    t = performance.now();
    for (let i = 0; i < 1000; i++) geocode(PLACES[i % PLACES.length]!);
    rounds.push((performance.now() - t) / 1000);
  }
  rounds.sort((a, b) => a - b);
  return { startupMs, perLookupMs: rounds[10]! };
}

/** Geocode and subscribe under load on a host with its own fresh embedded database. */
export async function benchFunctions(
  options = { geocodeRequests: 5000, subscribeRequests: 2000, concurrency: 10, maxSeconds: 20 },
): Promise<{ geocode: LoadResult; subscribe: LoadResult }> {
  const dataDir = '.bench/load-data';
  rmSync(dataDir, { recursive: true, force: true });
  const host = await startHost({ DATA_DIR: dataDir });
  try {
    // Warm-up: the first write opens (and seeds) the embedded database.
    await fetch(`${host.origin}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Warm Up', email: 'warm-up@example.com' }),
    });
    await fetch(`${host.origin}/api/geocode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"location":"94043"}' });

    const geocodeJobs = Array.from({ length: options.geocodeRequests }, (_, i) => ({
      path: '/api/geocode',
      body: JSON.stringify({ location: PLACES[i % PLACES.length] }),
      localAddress: '127.0.0.1',
    }));
    const geocodeResult = await run(host.origin, geocodeJobs, options.concurrency, options.maxSeconds);

    // 20 writes per address stay within the limiter's allowance; 127.0.1.1, 127.0.1.2, ... are all loopback.
    const subscribeJobs = Array.from({ length: options.subscribeRequests }, (_, i) => ({
      path: '/api/subscribe',
      body: JSON.stringify({ name: `Load Test ${i}`, email: `load-${i}@example.com` }),
      localAddress: `127.0.${1 + Math.floor(i / 20 / 250)}.${1 + (Math.floor(i / 20) % 250)}`,
    }));
    const subscribeResult = await run(host.origin, subscribeJobs, options.concurrency, options.maxSeconds);
    return { geocode: geocodeResult, subscribe: subscribeResult };
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
