/**
 * The fuzz layer on the Node host: the real `scripts/serve.ts` in its own process (as `npm start` runs it),
 * on each database driver, sent thousands of generated invalid requests (./requests.ts) from many loopback
 * addresses. After each batch the process is alive and still serving; no answer is a 5xx; at the end no
 * table has a row more or less than before (the per-client rate-limit counters aside: every request is
 * counted, valid or not), and the process's memory has grown by less than 50 MB. It prints the counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeEmbeddedDbs, openEmbeddedSql } from '../../src/server/db/pglite';
import { createTestDb, DRIVERS } from '../support/test-db';
import { functionRoutes, generate, sendInBatches } from './requests';
import { rowCounts, rssMb } from './watch';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2400);
const BATCH = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
});

describe.each(DRIVERS)('fuzz: the Node host [%s]', (driver) => {
  it(`answers ${REQUESTS} generated invalid requests with 4xx, keeps serving, writes nothing`, async () => {
    const db = await createTestDb(driver);
    const before = await rowCounts(db.sql);
    // PGlite is one process's: the host opens the folder itself (the test reopens it after).
    if (driver === 'pglite') await closeEmbeddedDbs();
    const dist = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
    const port = await freePort();
    let log = '';
    child = spawn('node_modules/.bin/node', ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: dist,
        QUIET: '1',
        SITE_URL: 'https://jobs.example.com',
        INTAKE_SECRET: 'fuzz-intake-secret-0123456789abcdef01234',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    const alive = async () =>
      child!.exitCode === null &&
      (await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      ));
    for (let i = 0; i < 200 && !(await alive()); i++) {
      if (child.exitCode !== null) throw new Error(`the host ended:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const routes = functionRoutes();
    const requests = generate(routes, REQUESTS, SEED);
    const samples: number[] = [];
    const tally = await sendInBatches(port, requests, {
      batch: BATCH,
      clients: 8,
      afterBatch: async (index) => {
        expect(await alive(), `the host stopped after batch ${index + 1}:\n${log.slice(-3000)}`).toBe(true);
        samples.push(rssMb(child!.pid!));
      },
    });
    // Growth from after two warm-up batches (PGlite's memory grows to its working size and stays) to the
    // least of the last three samples: a leak raises every sample, the garbage collector's timing only some.
    const rssStart = samples[1]!;
    const rssEnd = Math.min(...samples.slice(-3));
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    const sql = driver === 'pglite' ? await openEmbeddedSql(db.dataDir) : db.sql;
    const after = await rowCounts(sql);
    await db.close();
    rmSync(dist, { recursive: true, force: true });
    console.log(
      `\nFuzz, Node host [${driver}], seed ${SEED}: ${tally.sent} requests over ${routes.length} routes: ${tally['4xx']} 4xx, ${tally['2xx/3xx']} 2xx/3xx, ${tally['5xx']} 5xx, ${tally.aborted} cut off by the client; RSS ${rssStart.toFixed(0)} -> ${rssEnd.toFixed(0)} MB after warm-up (each batch: ${samples.map((x) => x.toFixed(0)).join(', ')}; target: growth < 50 MB)\n`,
    );
    expect(tally.wrong).toEqual([]);
    expect(tally.sent).toBeGreaterThanOrEqual(2000);
    expect(after).toEqual(before);
    expect(rssEnd - rssStart).toBeLessThan(50);
  }, 600_000);
});
