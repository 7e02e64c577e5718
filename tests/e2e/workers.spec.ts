/**
 * The same dist/ and functions/ on Cloudflare's own runtime: `wrangler pages dev` runs the functions in
 * workerd with the bindings from wrangler.toml (the Hyperdrive binding pointed at the test PostgreSQL
 * server through wrangler's local connection string) and production-like settings, and serves the static files
 * with Cloudflare's handling of _headers, _redirects and _routes.json. What the Node host emulates is
 * checked here against the real thing. Mail goes to Resend's API shape, answered by a local capture
 * server (RESEND_API_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { createTestDb, POSTGRES_SKIPPED, type TestDb } from '../support/test-db';
import { readBuiltBoard } from '../../src/features/board/read-built.server';
import { functionRoutes, generate, sendInBatches } from '../fuzz/requests';
import { rowCounts, treeRssMb } from '../fuzz/watch';
import { connectInspector } from './support/workerd-inspector';

const port = Number(process.env.E2E_PORT ?? 4321) + 100;
const origin = `http://127.0.0.1:${port}`;
let wrangler: ChildProcess | undefined;
let wranglerLog: () => string = () => '';
let db: TestDb | undefined;
let capture: Server | undefined;
type ResendMail = { from: string; to: string[]; subject: string; text: string; html?: string };
const mails: ResendMail[] = [];

test.describe.configure({ mode: 'serial' });

/** Resend's POST /emails, recorded. */
async function startCapture(): Promise<string> {
  capture = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/emails' && req.headers.authorization === 'Bearer re_test_key') {
        mails.push(JSON.parse(body) as ResendMail);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `m${mails.length}` }));
      } else res.writeHead(401).end();
    });
  });
  await new Promise<void>((r) => capture!.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(capture.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The Hyperdrive binding needs a connection string; without a test server it points nowhere and only
  // the database-free checks below run (CI always has the server).
  db = POSTGRES_SKIPPED ? undefined : await createTestDb('postgres');
  const hyperdrive = db?.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:9/none';
  const resend = await startCapture();
  const started = startPagesDev(port, { ...productionBindings, RESEND_API_URL: resend }, hyperdrive);
  wrangler = started.child;
  wranglerLog = started.log;
  await started.ready(async () => (await fetch(`${origin}/api/health`)).ok);
});
test.afterAll(async () => {
  wrangler?.kill('SIGTERM');
  capture?.close();
  await db?.close();
});

/** What a production deployment sets (npm run deploy pushes these as Pages secrets). */
const productionBindings: Record<string, string> = {
  SITE_URL: 'https://jobs.example.com',
  STAFF_EMAIL: 'staff@rehabmatch.test',
  MAIL_FROM: 'RehabMatch <jobs@mail.rehabmatch.test>',
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_workerd_test',
  SUPABASE_SECRET_KEY: 'sb_secret_workerd_test',
  SIGNING_SECRET: 'workerd-test-signing-secret-0123456789',
  RESEND_API_KEY: 're_test_key',
  INTAKE_SECRET: 'an-intake-secret-of-at-least-32-characters',
};

/** `wrangler pages dev dist` with these bindings; `ready` polls until `up` answers true. */
function startPagesDev(onPort: number, bindings: Record<string, string>, hyperdrive: string) {
  let out = '';
  const child = spawn(
    'node_modules/.bin/wrangler',
    [
      'pages',
      'dev',
      'dist',
      '--port',
      String(onPort),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(onPort + 50),
      ...Object.entries(bindings).flatMap(([k, v]) => ['--binding', `${k}=${v}`]),
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdrive },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return {
    child,
    log: () => out,
    async ready(up: () => Promise<boolean>) {
      for (let i = 0; i < 150; i++) {
        if (await up().catch(() => false)) return;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 400));
      }
      throw new Error(`wrangler pages dev did not start:\n${out.slice(-2000)}`);
    },
  };
}

const post = (path: string, data: unknown, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    body: JSON.stringify(data),
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
  });
async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

test('through the Hyperdrive binding on PostgreSQL: apply-address, subscribe, a form with its outbox mail, send-saved-jobs', async () => {
  test.skip(POSTGRES_SKIPPED, 'needs TEST_DATABASE_URL (bash .ci/run starts a PostgreSQL server)');
  const sql = db!.sql;
  const health = await (await fetch(`${origin}/api/health`)).json();
  expect(health.adapters.jobStore).toBe('postgres (Hyperdrive)');

  const apply = await fetch(`${origin}/api/jobs/1/apply-address`, { headers: { 'cf-connecting-ip': '203.0.113.1' } });
  expect(await apply.json()).toEqual({ email: 'apply-1@leakcheck.example' });
  expect((await fetch(`${origin}/api/jobs/999999/apply-address`, { headers: { 'cf-connecting-ip': '203.0.113.1' } })).status).toBe(404);

  expect((await post('/api/subscribe', { name: 'Wen', email: 'Wen@Example.com' }, '203.0.113.2')).status).toBe(201);
  expect((await post('/api/subscribe', { name: 'Wen', email: 'wen@example.com' }, '203.0.113.3')).status).toBe(409);
  expect(await sql.query(`select name, email, is_active from public.email_subscriptions`)).toEqual([
    { name: 'Wen', email: 'wen@example.com', is_active: true },
  ]);
  // The card's weekly alert waits for its address to confirm it; only the confirmation is queued.
  expect(await sql.query(`select email, query, status from public.job_alerts`)).toEqual([{ email: 'wen@example.com', query: '', status: 'pending' }]);

  const key = { 'idempotency-key': '9d4c2b1a-7e6f-4a5b-8c9d-0e1f2a3b4c5d' };
  const message = { name: 'Ola Nowak', email: 'ola@example.com', userType: 'clinic-owner', message: 'Hiring two PTs in Tacoma.' };
  const first = await post('/api/contact', message, '203.0.113.4', key);
  expect(first.status).toBe(201);
  const { id } = (await first.json()) as { id: string };
  const again = await post('/api/contact', message, '203.0.113.5', key);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ ok: true, id });
  expect(await sql.query(`select count(*)::int as n from public.contact_messages`)).toEqual([{ n: 1 }]);
  // The outbox is drained after the response (waitUntil): one staff notice, marked sent.
  const staff = await until(
    () => mails.filter((m) => m.subject === `Contact message #${id} from Ola Nowak`),
    (m) => m.length > 0,
  );
  expect(staff).toHaveLength(1);
  expect(staff[0]!.to).toEqual(['staff@rehabmatch.test']);
  expect(staff[0]!.text).toContain('Hiring two PTs in Tacoma.');
  expect(
    await until(
      () => sql.query(`select kind, attempts, sent_at is not null as sent from public.mail_outbox order by id`),
      (r) => r.length === 3 && r.every((m) => m.sent === true),
    ),
  ).toEqual([
    // The repeat sign-up (409) sends the unconfirmed address its confirmation again.
    { kind: 'alert-confirmation', attempts: 1, sent: true },
    { kind: 'alert-confirmation', attempts: 1, sent: true },
    { kind: 'staff-notice', attempts: 1, sent: true },
  ]);
  expect(mails.filter((m) => m.subject.startsWith('Confirm your')).map((m) => m.to)).toEqual([['wen@example.com'], ['wen@example.com']]);

  // One page per job: /job/{id} of a job with a slug is a permanent redirect, looked up through Hyperdrive.
  const moved = await fetch(`${origin}/job/1`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(new URL(moved.headers.get('location')!, origin).pathname).toBe('/jobs/outpatient-orthopedic-pt-los-angeles');
  expect((await fetch(`${origin}/job/999999`, { redirect: 'manual' })).status).toBe(404);

  const saved = await post('/api/send-saved-jobs', { email: 'me@example.com', jobIds: ['1', '2', '999999'] }, '203.0.113.6');
  expect(await saved.json()).toEqual({ ok: true, sent: 2, skipped: 1, skippedIds: ['999999'] });
  // Through the outbox, drained after the answer.
  const list = (
    await until(
      () => mails.filter((m) => m.to[0] === 'me@example.com'),
      (m) => m.length > 0,
    )
  )[0];
  expect(list?.html).toContain('https://jobs.example.com/jobs/outpatient-orthopedic-pt-los-angeles');
  expect(JSON.stringify(list)).not.toContain('leakcheck');
});

test("on workerd the jobs API creates, lists and closes a tracking system's job by its reference, with its key", async () => {
  test.skip(POSTGRES_SKIPPED, 'needs TEST_DATABASE_URL (bash .ci/run starts a PostgreSQL server)');
  const sql = db!.sql;
  const key = `rmj_${'W'.repeat(32)}`;
  const hash = createHash('sha256').update(key).digest('hex');
  const [e] = await sql.query<{ id: string }>(
    `insert into public.employers (name, legal_entity, license_number, license_state, verified_by, verified_at)
     values ('Workerd PT', 'Workerd PT LLC', 'PT-9', 'WA', 'staff@x.example', now()) returning id::text`,
  );
  await sql.query(`insert into public.employer_api_keys (employer_id, name, key_hash, prefix) values ($1, 'ATS', $2, $3)`, [e!.id, hash, key.slice(0, 8)]);
  const call = (method: string, path: string, body?: unknown, bearer = key) =>
    fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'cf-connecting-ip': '203.0.113.40', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const job = {
    job_title: 'Outpatient Physical Therapist',
    city: 'Tacoma',
    state: 'WA',
    setting: 'outpatient',
    job_type: 'full-time',
    description: 'Orthopedic outpatient care.',
    contact_email: 'hiring@workerd.example',
    salary_min: 90000,
    salary_max: 110000,
  };
  const made = await call('PUT', '/jobs/WD-1', job);
  expect(made.status).toBe(201);
  expect(await made.json()).toMatchObject({ result: 'created', job: { reference: 'WD-1', status: 'pending_review' } });
  expect(await (await call('PUT', '/jobs/WD-1', job)).json()).toMatchObject({ result: 'unchanged' });
  expect((await call('PUT', '/jobs/WD-2', { ...job, job_title: '' })).status).toBe(400);
  expect(((await (await call('GET', '/jobs')).json()) as { jobs: unknown[] }).jobs).toEqual([expect.objectContaining({ reference: 'WD-1' })]);
  expect(await (await call('DELETE', '/jobs/WD-1')).json()).toMatchObject({ job: { status: 'closed' } });
  expect((await call('GET', '/jobs', undefined, `rmj_${'x'.repeat(32)}`)).status).toBe(401);
  const doc = await fetch(`${origin}/api/v1/openapi.json`);
  expect(doc.status).toBe(200);
  expect(((await doc.json()) as { servers: { url: string }[] }).servers[0]!.url).toBe('https://jobs.example.com/api/v1');
  expect(
    await sql.query(`select actor, action from public.job_events j join public.jobs x on x.id = j.job_id where x.external_ref = 'WD-1' order by j.id`),
  ).toEqual([
    { actor: 'api:ATS', action: 'created' },
    { actor: 'api:ATS', action: 'cancelled' },
  ]);
});

test('function responses carry the security headers and one Cache-Control; static files one Cache-Control each', async ({ request }) => {
  const cacheControl = (headers: { name: string; value: string }[]) => headers.filter((h) => h.name.toLowerCase() === 'cache-control').map((h) => h.value);
  const fn = await request.get(`${origin}/api/health`);
  expect(fn.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(fn.headers()['x-content-type-options']).toBe('nosniff');
  expect(fn.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(cacheControl(fn.headersArray())).toEqual(['no-store']);
  const page = await request.get(`${origin}/`);
  expect(page.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(cacheControl(page.headersArray())).toEqual(['public, max-age=0, must-revalidate']);
  const asset = readFileSync('dist/index.html', 'utf8').match(/\/_astro\/[^"']+\.(?:css|js)/)![0];
  expect(cacheControl((await request.get(`${origin}${asset}`)).headersArray())).toEqual(['public, max-age=31536000, immutable']);
});

test('on workerd the functions run unchanged and count rate limits in PostgreSQL', async ({ request }) => {
  const health = await (await request.get(`${origin}/api/health`)).json();
  expect(health.adapters.rateLimit).toBe('postgres counters');
  const geo = await request.post(`${origin}/api/geocode`, { data: { location: '94043' } });
  expect(await geo.json()).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
  const bad = await request.post(`${origin}/api/geocode`, { data: { location: 42 } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: 'location: must be a string' });
});

test('the write limit (20 per 10 minutes per client), counted in PostgreSQL, answers the 21st write with 429 and Retry-After', async ({ request }) => {
  test.skip(POSTGRES_SKIPPED, 'needs TEST_DATABASE_URL (bash .ci/run starts a PostgreSQL server)');
  const statuses: number[] = [];
  let retryAfter = '';
  for (let i = 0; i < 21; i++) {
    // An invalid body: the limit is counted before the body is read, and nothing is written.
    const res = await request.post(`${origin}/api/subscribe`, { data: { name: '' }, headers: { 'cf-connecting-ip': '198.51.100.99' } });
    statuses.push(res.status());
    retryAfter = res.headers()['retry-after'] ?? '';
  }
  expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
  expect(statuses[20]).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(590);
  expect(await db!.sql.query(`select count(*)::int as n from public.rate_limit_counters where key like 'write:%'`)).toEqual([{ n: expect.any(Number) }]);
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

test('on workerd a page a function serves comes in the site layout, read through the ASSETS binding', async ({ request }) => {
  const res = await request.get(`${origin}/api/unsubscribe?token=not-a-token`);
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain('Invalid unsubscribe link');
  expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
  expect(html).toContain('aria-label="Main"');
  expect(html).not.toContain('PAGE_SHELL');
  // The shell's inline scripts run: the page's own policy lists their hashes.
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  // A slug-less job's /job/{id} page comes through functions/job/[id].ts the same way.
  const data = { jobs: readBuiltBoard() };
  const page = await request.get(`${origin}${data.jobs.find((j) => j.url.startsWith('/job/'))!.url}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test("on workerd /jobs serves a shared search's first answer in the page, and the board as built without one", async ({ request }) => {
  const res = await request.get(`${origin}/jobs?q=PT+jobs&location=Austin+TX`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<html data-board-answered data-board-filtered/);
  expect(html).toContain('Jobs within <!-- -->50<!-- --> miles of <strong>Austin, TX</strong>');
  expect(html).toMatch(/<span class="board-initial">Showing \d+ of \d+ jobs<\/span>/);
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const plain = await request.get(`${origin}/jobs`);
  expect(plain.status()).toBe(200);
  expect(/<html[^>]*>/.exec(await plain.text())?.[0]).not.toContain('data-board-answered');
  expect(plain.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  // Odd bytes and a query over every limit: the page, never an error.
  for (const q of ['%ff%fe', '%00', 'a'.repeat(1000)]) expect((await request.get(`${origin}/jobs?q=${q}&location=${q}`)).status()).toBe(200);
});

test('every canonical URL in the sitemaps answers 200 on Cloudflare, not a redirect', async ({ request }) => {
  const locs = ['sitemap-pages.xml', 'sitemap-jobs.xml'].flatMap((f) =>
    [...readFileSync(`dist/${f}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  expect(locs.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const path of locs) {
    const res = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    if (res.status() !== 200) wrong.push(`${path} ${res.status()}`);
  }
  expect(wrong).toEqual([]);
});

// Last: a second `wrangler pages dev` in the same project shares its .wrangler folder, and stopping it once
// left the first one answering 500 for a static page (CI, session 11).
test('a deployment missing a setting still starts: every function answers 503 naming it', async () => {
  const other = port + 1;
  const { SUPABASE_PUBLISHABLE_KEY: _, ...missing } = productionBindings;
  const started = startPagesDev(other, missing, db?.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:9/none');
  try {
    await started.ready(async () => (await fetch(`http://127.0.0.1:${other}/api/health`)).status === 503);
    const res = await fetch(`http://127.0.0.1:${other}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The site is misconfigured: SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) is missing' });
    expect(
      (await fetch(`http://127.0.0.1:${other}/api/geocode`, { method: 'POST', body: '{"location":"94043"}', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(503);
    // The static site is still served, and the board's page, which reads only the built files.
    expect((await fetch(`http://127.0.0.1:${other}/`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${other}/jobs?q=PT`)).status).toBe(200);
    await expect.poll(() => started.log()).toContain('The site is misconfigured: SUPABASE_PUBLISHABLE_KEY');
  } finally {
    started.child.kill('SIGTERM');
  }
});

test('fuzz: 2,000 generated invalid requests over every function route: 4xx, still serving, nothing written, no memory kept', async () => {
  test.setTimeout(300_000);
  const routes = functionRoutes();
  // As Cloudflare would pass them on (tests/fuzz/requests.ts, `workerd`).
  const requests = generate(routes, 2000, 20261126, { workerd: true });
  const before = db ? await rowCounts(db.sql) : null;
  const inspector = await connectInspector(port + 50);
  try {
    // The control first: as many plain GETs of a static page, which no function serves, on the same process
    // (wrangler's own growth, and its warming up).
    const statics: number[] = [];
    const heapAtRest: number[] = [];
    await sendInBatches(
      port,
      requests.map(() => ({ method: 'GET', path: '/about', headers: {} })),
      {
        clients: 6,
        afterBatch: async () => {
          statics.push(treeRssMb(wrangler!.pid!, /workerd/));
          heapAtRest.push(await inspector.heapMb());
        },
      },
    );
    const rss: number[] = [];
    const heap: number[] = [];
    const tally = await sendInBatches(port, requests, {
      clients: 6,
      afterBatch: async (index) => {
        expect(wrangler!.exitCode, `wrangler ended after batch ${index + 1}`).toBeNull();
        expect((await fetch(`${origin}/api/health`)).status).toBe(200);
        rss.push(treeRssMb(wrangler!.pid!, /workerd/));
        heap.push(await inspector.heapMb());
      },
    });
    // What the functions keep is the heap's floor: V8 collects many times within a batch, so the lowest heap
    // of the later batches is what survived them; a leak raises it, garbage not yet collected does not.
    const kept = Math.min(...heap.slice(heap.length / 2)) - Math.min(...heapAtRest);
    const growth = rss.at(-1)! - rss[0]!;
    const control = statics.at(-1)! - statics[0]!;
    const mb = (n: number) => n.toFixed(0);
    console.log(
      `Fuzz, wrangler pages dev (workerd): ${requests.length} requests over ${routes.length} routes: ${tally['4xx']} 4xx, ${tally['2xx/3xx']} 2xx/3xx, ${tally['5xx']} 5xx, ${tally.aborted} cut off by the client; ` +
        `the functions' heap ${mb(Math.min(...heapAtRest))} MB at rest, ${heap.map(mb).join('/')} MB after each batch, kept ${mb(kept)} MB (bound 50 MB); ` +
        `RSS of workerd ${mb(rss[0]!)} -> ${mb(rss.at(-1)!)} MB (+${mb(growth)}), after ${requests.length} static GETs ${mb(statics[0]!)} -> ${mb(statics.at(-1)!)} MB (+${mb(control)})`,
    );
    // A 5xx names itself above; what the functions logged says why (the middleware logs each exception).
    if (tally.wrong.length)
      console.log(
        `wrangler's log of unhandled errors:\n${wranglerLog()
          .split('\n')
          .filter((l, i, all) => /Unhandled error|Error:/.test(l) || /Unhandled error/.test(all[i - 1] ?? ''))
          .slice(-20)
          .join('\n')}`,
      );
    expect(tally.wrong).toEqual([]);
    if (before) expect(await rowCounts(db!.sql)).toEqual(before);
    expect(kept).toBeLessThan(50);
    // workerd's RSS is printed, not bounded: it rises by hundreds of MB over the first few thousand requests
    // of any kind, static pages included, then levels off, while the functions' heap stays flat; it measures
    // wrangler's local server (its proxy and inspector workers share the process), not the functions.
  } finally {
    inspector.close();
  }
});

/** One request with its target and headers exactly as given (fetch would normalise the path and refuse a Host). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

test('on workerd no target or Host steers a function: `//` and bad percent-encoding answer 4xx; the Origin check follows SITE_URL, not Host', async () => {
  for (const path of ['//evil.example/api/subscribe', '//evil.com%2f..%2fapi/health', '/api/jobs/%ff/apply-address', '/api/jobs/%E0%A4%A/apply-address']) {
    const res = await raw('GET', path, { 'cf-connecting-ip': '198.51.100.61' });
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.status, path).toBeLessThan(500);
  }
  const body = JSON.stringify({ name: 'Ana', email: 'host-steer@example.com' });
  // The page's own origin as a stranger's Host would make it: refused, since the site is SITE_URL's.
  const steered = await raw(
    'POST',
    '/api/subscribe',
    { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.62' },
    body,
  );
  expect(steered.status).toBe(403);
  const own = await raw(
    'POST',
    '/api/subscribe',
    { origin: productionBindings.SITE_URL!, 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.63' },
    body,
  );
  expect(own.status).not.toBe(403);
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
});
