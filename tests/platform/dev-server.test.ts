/**
 * One request handler: `npm run dev` (Astro's dev server with src/integrations/functions-dev.ts) and the
 * local host (`npm start`) answer a function through the same module, so with the same headers, and the
 * middleware's after-response work runs in both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHost } from '../../scripts/host/server';
import { dataDirFromTemplate } from '../support/test-db';

const root = mkdtempSync(join(tmpdir(), 'dev-parity-'));
const env = { DATA_DIR: dataDirFromTemplate(join(root, 'data')), SITE_URL: 'http://localhost:4321' };
let dev: ChildProcess | undefined;
let devOrigin = '';
let hostOrigin = '';
let closeHost = () => undefined as void;

beforeAll(async () => {
  const port = 4400 + Math.floor(Math.random() * 400);
  devOrigin = `http://127.0.0.1:${port}`;
  let log = '';
  // Without vitest's own marker: under VITEST, Astro's dev server renders no page (every page is 404).
  const { VITEST: _, ...outside } = process.env;
  dev = spawn('node_modules/.bin/astro', ['dev', '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...outside, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (d) => (log += d));
  dev.stderr?.on('data', (d) => (log += d));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env, quiet: true });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeHost = () => void server.close();
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${devOrigin}/api/geocode`, { method: 'POST', body: '{"location":"94043"}', headers: { 'content-type': 'application/json' } }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (dev.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`astro dev did not start:\n${log.slice(-2000)}`);
}, 120_000);
afterAll(() => {
  dev?.kill('SIGTERM');
  closeHost();
  rmSync(root, { recursive: true, force: true });
});

it('a function answers the dev server and the local host with the same headers (the middleware runs in both)', async () => {
  const ask = (origin: string) =>
    fetch(`${origin}/api/geocode`, { method: 'POST', body: '{"location":"94043"}', headers: { 'content-type': 'application/json' } });
  const [d, h] = await Promise.all([ask(devOrigin), ask(hostOrigin)]);
  expect(await d.json()).toEqual(await h.json());
  const names = (r: Response) =>
    [...r.headers.keys()]
      .filter((k) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'vary', 'content-encoding'].includes(k))
      .sort();
  expect(names(d)).toEqual(names(h));
  for (const k of ['strict-transport-security', 'x-content-type-options', 'content-security-policy', 'cache-control'])
    expect(d.headers.get(k), k).toBe(h.headers.get(k));
  expect(d.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

it("the board's page answers on the dev server with a search in its URL: the dev server's page, never served back to its own function", async () => {
  const res = await fetch(`${devOrigin}/jobs?q=PT&location=Austin+TX`, { signal: AbortSignal.timeout(60_000) });
  const html = await res.text();
  expect(res.status, html.slice(0, 500)).toBe(200);
  expect(html).toContain('data-board-root');
  expect(/<html[^>]*>/.exec(html)?.[0]).not.toContain('data-board-answered');
}, 90_000);
