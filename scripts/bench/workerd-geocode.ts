/**
 * `npm run bench:geocode`: the geocode function's cold request on workerd. Starts `wrangler pages dev`
 * (production-like bindings, a fresh isolate each time) and measures the very first request it gets, a
 * POST /api/geocode, then warm ones. workerd reports no CPU time locally, so the CPU the workerd process
 * spends on a request is read from Linux's per-thread scheduler statistics (/proc/PID/task/TID/schedstat,
 * nanoseconds) before and after it. That includes the local dev proxy's share, so the same function
 * answering 400 (no lookup) is measured the same way as the floor. Workers Free allows 10 ms of CPU per request.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const port = 8811;
const origin = `http://127.0.0.1:${port}`;
const bindings = {
  SITE_URL: 'https://www.example.com',
  STAFF_EMAIL: 'staff@example.com',
  MAIL_FROM: 'RehabMatch <jobs@example.com>',
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_bench',
  SUPABASE_SECRET_KEY: 'sb_secret_bench',
  SIGNING_SECRET: 'bench-signing-secret-of-at-least-32-chars',
  RESEND_API_KEY: 're_bench',
  INTAKE_SECRET: 'an-intake-secret-of-at-least-32-characters',
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The workerd processes below `pid` (wrangler's child). */
function workerdPids(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('workerd')) continue;
      // Walk up the parents to wrangler.
      for (let p = Number(entry), i = 0; p > 1 && i < 10; i++) {
        if (p === pid) {
          found.push(Number(entry));
          break;
        }
        p = Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      }
    } catch {
      // a process that ended meanwhile
    }
  }
  return found;
}

/** CPU nanoseconds used so far by every thread of these processes. */
function cpuNs(pids: number[]): number {
  let total = 0;
  for (const pid of pids)
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended meanwhile
      }
    }
  return total;
}

interface Run {
  cold: number;
  warm: number;
  floor: number;
  database?: number;
}

async function oneRun(dist: string): Promise<Run> {
  const child = spawn(
    'node_modules/.bin/wrangler',
    ['pages', 'dev', dist, '--port', String(port), '--ip', '127.0.0.1', ...Object.entries(bindings).flatMap(([k, v]) => ['--binding', `${k}=${v}`])],
    {
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CI: 'true',
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: process.env.DATABASE_URL ?? 'postgres://u:p@127.0.0.1:9/none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    // Ready when the static server answers; no function has run yet.
    for (let i = 0; ; i++) {
      if (
        await fetch(`${origin}/index.html`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 200 || child.exitCode !== null) throw new Error(`wrangler pages dev did not start:\n${log.slice(-1500)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const pids = workerdPids(child.pid!);
    if (!pids.length) throw new Error('no workerd process found below wrangler');
    /** CPU milliseconds workerd spends answering one request. */
    const cpu = async (send: () => Promise<void>) => {
      await new Promise((r) => setTimeout(r, 300)); // let background work settle
      const before = cpuNs(pids);
      await send();
      await new Promise((r) => setTimeout(r, 50));
      return (cpuNs(pids) - before) / 1e6;
    };
    const geocode = (location: string) => async () => {
      const res = await fetch(`${origin}/api/geocode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ location }) });
      const body = (await res.json()) as { lat?: number };
      if (typeof body.lat !== 'number') throw new Error(`geocode answered ${res.status} ${JSON.stringify(body)}`);
    };
    const cold = await cpu(geocode('94043'));
    const warm: number[] = [];
    for (const place of ['Austin, TX', 'Chicago', '10001', 'Springfield', 'San Diego, California']) warm.push(await cpu(geocode(place)));
    // The floor: the same function path (middleware, body, validation) answering 400 without a lookup.
    const floor: number[] = [];
    for (let i = 0; i < 5; i++)
      floor.push(
        await cpu(async () => {
          const res = await fetch(`${origin}/api/geocode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"location":42}' });
          if (res.status !== 400) throw new Error(`expected 400, got ${res.status}`);
          await res.text();
        }),
      );
    const database: number[] = [];
    if (process.env.DATABASE_URL)
      for (let i = 0; i < 5; i++)
        database.push(
          await cpu(async () => {
            const res = await fetch(`${origin}/api/jobs/1/apply-address`, { headers: { 'cf-connecting-ip': `203.0.113.${i + 1}` } });
            if (res.status !== 200) throw new Error(`apply-address answered ${res.status} ${await res.text()}`);
            await res.text();
          }),
        );
    return { cold, warm: median(warm), floor: median(floor), database: database.length ? median(database) : undefined };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dist = mkdtempSync(join(tmpdir(), 'geocode-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
try {
  const node = spawnSync(
    'node_modules/.bin/tsx',
    [
      '-e',
      "(async()=>{const t=performance.now(); const m=await import('./src/features/location/gazetteer.server.ts'); const l=performance.now(); m.geocode('94043'); const f=performance.now(); console.log(JSON.stringify({load:l-t, first:f-l}))})()",
    ],
    { encoding: 'utf8' },
  );
  const n = JSON.parse(node.stdout.trim().split('\n').at(-1)!) as { load: number; first: number };
  console.log(`Node: gazetteer module load ${n.load.toFixed(1)} ms (once per isolate, at start-up), first lookup ${n.first.toFixed(2)} ms`);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await oneRun(dist);
    results.push(r);
    console.log(
      `workerd run ${i + 1}: CPU of the cold geocode request ${r.cold.toFixed(1)} ms, warm ${r.warm.toFixed(1)} ms (median of 5), a 400 from the same function ${r.floor.toFixed(1)} ms` +
        (r.database === undefined ? '' : `, apply-address through Hyperdrive ${r.database.toFixed(1)} ms (median of 5)`),
    );
  }
  const row = (what: string, ms: number, target: string) => console.log(`${what.padEnd(58)} ${`${ms.toFixed(1)} ms`.padStart(14)}   target ${target}`);
  row(`cold geocode request, workerd CPU (median of ${runs} isolates)`, median(results.map((r) => r.cold)), '<= 10 ms');
  row('  of which above the function answering 400 (no lookup)', median(results.map((r) => r.cold - r.floor)), '-');
  if (process.env.DATABASE_URL) row('apply-address through Hyperdrive, workerd CPU', median(results.map((r) => r.database!)), '<= 10 ms (Free)');
} finally {
  rmSync(dist, { recursive: true, force: true });
}
