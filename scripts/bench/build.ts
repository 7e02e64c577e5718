/**
 * `npm run bench:build`: seeds 1,000, 10,000 and 50,000 synthetic jobs (plus the curated seed) into their
 * own embedded databases, builds the site for each into its own folder, and prints the build's wall time,
 * peak memory, page count and the number of files a deploy would upload (Cloudflare Pages takes 20,000 on
 * the free plan, 100,000 paid). Targets: 10,000 jobs in <= 60 s and <= 2 GB (DESIGN.md), 50,000 in
 * <= 3 min and <= 3 GB, and at most 1.1 files per job (one page per job).
 *
 * Peak memory is the largest sum of resident memory over the build's whole process tree, sampled from
 * /proc every 50 ms (Linux), so workers the build may start are counted too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const bin = (name: string) => resolve('node_modules/.bin', name);
const counts = (process.argv[2] ?? '1000,10000,50000').split(',').map(Number);

/** Resident memory in KB of a process and all its descendants. */
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countFiles(join(dir, entry.name));
    else if (!entry.name.startsWith('_') || entry.name === '_astro') n++; // _headers, _redirects, _routes.json are configuration, not uploads
  }
  return n;
}

function countHtml(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countHtml(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n++;
  }
  return n;
}

async function measureBuild(dataDir: string, outDir: string): Promise<{ seconds: number; peakMb: number; status: number }> {
  const started = performance.now();
  const child = spawn(bin('astro'), ['build', '--outDir', outDir], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  let peakKb = 0;
  const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid!))), 50);
  const status = await new Promise<number>((res) => child.on('exit', (code) => res(code ?? 1)));
  clearInterval(timer);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, status };
}

const rows: string[] = [];
let failed = false;
for (const n of counts) {
  const dataDir = `.bench/build-${n}/data`;
  const outDir = `.bench/build-${n}/dist`;
  rmSync(`.bench/build-${n}`, { recursive: true, force: true });
  const seeded = spawnSync(bin('tsx'), ['scripts/seed.ts', '--jobs', String(n)], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (seeded.status !== 0) {
    console.error(seeded.stderr);
    process.exit(1);
  }
  console.log(seeded.stdout.trim());
  const { seconds, peakMb, status } = await measureBuild(dataDir, outDir);
  if (status !== 0) {
    console.error(`astro build failed for ${n} jobs (exit ${status})`);
    failed = true;
    continue;
  }
  const pages = countHtml(outDir);
  const files = countFiles(outDir);
  const big = n > 10_000;
  const jobs = n + 89; // plus the curated seed's listed jobs and the four static pages, about
  const line =
    `${String(n).padStart(6)} synthetic jobs: ${String(pages).padStart(6)} pages, ${String(files).padStart(6)} files to upload (${(files / jobs).toFixed(2)} per job, target <= 1.10)` +
    `   wall ${seconds.toFixed(1).padStart(5)} s (target <= ${big ? '180' : '60'} s)   peak memory ${Math.round(peakMb).toString().padStart(5)} MB (target <= ${big ? '3072' : '2048'} MB)`;
  console.log(line);
  rows.push(line);
  rmSync(`.bench/build-${n}`, { recursive: true, force: true });
}
console.log(`\nBuild benchmark (load average before: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`);
for (const r of rows) console.log(r);
process.exit(failed ? 1 : 0);
