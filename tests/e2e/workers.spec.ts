/**
 * The same dist/ and functions/ on Cloudflare's own runtime: `wrangler pages dev` runs the functions in
 * workerd with the bindings from wrangler.toml (the rate limiters) and serves the static files with
 * Cloudflare's handling of _headers and _redirects. What the Node host emulates is checked here against
 * the real thing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321) + 100;
const origin = `http://127.0.0.1:${port}`;
let wrangler: ChildProcess | undefined;
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  wrangler = spawn('node_modules/.bin/wrangler', ['pages', 'dev', 'dist', '--port', String(port), '--ip', '127.0.0.1'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  wrangler.stdout?.on('data', (d) => (log += d));
  wrangler.stderr?.on('data', (d) => (log += d));
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (up) return;
    if (wrangler.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 400));
  }
  throw new Error(`wrangler pages dev did not start:\n${log.slice(-2000)}`);
});
test.afterAll(() => {
  wrangler?.kill('SIGTERM');
});

test('on workerd the functions run unchanged and use the Workers rate-limiting binding', async ({ request }) => {
  const health = await (await request.get(`${origin}/api/health`)).json();
  expect(health.adapters.rateLimit).toBe('workers rate-limiting binding');
  const geo = await request.post(`${origin}/api/geocode`, { data: { location: '94043' } });
  expect(await geo.json()).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
  const bad = await request.post(`${origin}/api/geocode`, { data: { location: 42 } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: 'location: must be a string' });
});

test('the WRITE_LIMITER binding (5 a minute) answers the sixth write with 429 and Retry-After', async ({ request }) => {
  const statuses: number[] = [];
  let retryAfter = '';
  for (let i = 0; i < 6; i++) {
    // An invalid body: the limit is counted before the body is read, and nothing is written.
    const res = await request.post(`${origin}/api/subscribe`, { data: { name: '' } });
    statuses.push(res.status());
    retryAfter = res.headers()['retry-after'] ?? '';
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  expect(retryAfter).toBe('60');
});

test("Cloudflare's static server applies our _headers and _redirects", async ({ request }) => {
  const home = await request.get(`${origin}/`);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  const unknown = await request.get(`${origin}/blog/7`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/blog');
  expect((await request.get(`${origin}/blog/2`, { maxRedirects: 0 })).status()).toBe(200);
});

test('every canonical URL in the sitemaps answers 200 on Cloudflare, not a redirect', async ({ request }) => {
  const locs = ['sitemap-pages.xml', 'sitemap-jobs.xml'].flatMap((f) => [...readFileSync(`dist/${f}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  expect(locs.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const path of locs) {
    const res = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    if (res.status() !== 200) wrong.push(`${path} ${res.status()}`);
  }
  expect(wrong).toEqual([]);
});
