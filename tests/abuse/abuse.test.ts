/**
 * The abuse suite: what a stranger could do to the functions and the host, tried against the local host
 * over HTTP (the real handlers, limiters, database and files), one test per item of the security review.
 * It uses nothing but `createHost` and HTTP, so it runs unchanged against older code. It prints a table
 * of the bounds it measured.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost } from '../../scripts/host/server';
import { embeddedSupabaseFromEnv } from '../../src/server/embedded-auth/from-env.server';

const root = mkdtempSync(join(tmpdir(), 'abuse-'));
const dataDir = join(root, 'data');
const dist = join(root, 'dist');
const SITE_URL = 'https://jobs.example.com';
let port = 0;
let close: () => void = () => undefined;
const bounds: [string, string][] = [];

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request from a chosen loopback address (127.0.0.0/8), so the host's per-client limits apply. */
function send(method: string, path: string, options: { from?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, localAddress: options.from ?? '127.0.0.1', headers: { host: `127.0.0.1:${port}`, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', fail);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
const json = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  send('POST', path, { from, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
let n = 0;
/** A fresh loopback address per call, clear of per-client limits (10.x is not loopback; 127.x is). */
const fresh = () => `127.0.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}`;

function outbox(): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox')).map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'));
  } catch {
    return [];
  }
}
const pdf = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 65)]);
function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }): { body: Buffer; type: string } {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}
const upload = (fields: Record<string, string>, file = { name: 'cv.pdf', bytes: pdf() }, from = fresh()) => {
  const { body, type } = multipart(fields, file);
  return send('POST', '/api/resumes', { from, body, headers: { 'content-type': type } });
};
const resumeFiles = () => {
  try {
    return readdirSync(join(dataDir, 'resumes'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(dist, '_redirects'), '/old /new 301\n');
  writeFileSync(join(dist, '.secret'), 'dot file');
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
  const env = { DATA_DIR: dataDir, SITE_URL, STAFF_EMAIL: 'staff@jobs.example.com', EMBEDDED_AUTH_USERS: 'member@jobs.example.com:correct-horse-battery' };
  const embeddedSupabase = (await embeddedSupabaseFromEnv(env)) ?? undefined;
  const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env, quiet: true, embeddedSupabase });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
  // Opens (and seeds) the database before the timed parts.
  await send('GET', '/api/jobs/1/apply-address', { from: '127.0.9.9' });
}, 120_000);
afterAll(() => {
  close();
  console.log(`\nAbuse suite: bounds measured on the local host\n${bounds.map(([k, v]) => `  ${k.padEnd(64)} ${v}`).join('\n')}\n`);
  rmSync(root, { recursive: true, force: true });
});

describe('abuse suite (local host)', () => {
  it('apply-address: 16 clients cannot harvest the catalog (per client, per job and overall limits)', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
    const got = new Set<string>();
    let asked = 0;
    // Every limit window is an hour, so what 16 clients get in one burst is what they get in 10 minutes.
    for (let round = 0; round < 8; round++) {
      await Promise.all(
        Array.from({ length: 16 }, async (_, c) => {
          for (const id of ids.slice((c * 8 + round) % ids.length, ((c * 8 + round) % ids.length) + 8)) {
            asked++;
            const res = await send('GET', `/api/jobs/${id}/apply-address`, { from: `127.0.1.${c + 1}` });
            if (res.status === 200) got.add((JSON.parse(res.body) as { email: string }).email);
          }
        }),
      );
    }
    bounds.push(['apply-address: distinct addresses 16 clients obtain in 10 minutes', `${got.size} (of ${asked} requests)`]);
    expect(got.size).toBeLessThanOrEqual(60);
    // One person applying to many jobs in a sitting is not refused: a fresh client's first 25 all answer.
    // (The overall cap is spent by now, so this runs on its own host further down.)
  });

  it('send-saved-jobs: plus-addressing does not multiply the per-recipient limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await json('/api/send-saved-jobs', { email: `victim+v${i}@example.com`, jobIds: ['2'] }, fresh())).status);
    bounds.push(['send-saved-jobs: mails to one inbox per hour (plus-addressed)', String(statuses.filter((s) => s === 200).length)]);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('forms: CR/LF in one-line fields, ESC and bidi overrides are refused with 400; nothing stored or mailed', async () => {
    const before = outbox().length;
    const cases = [
      { name: 'Ana\r\nEmail: forged@evil.example', email: 'a@b.co', userType: 'pta', message: 'hi' },
      { name: 'Ana\u001b[31m', email: 'a@b.co', userType: 'pta', message: 'hi' },
      { name: 'Ana', email: 'a@b.co', userType: 'pta', message: 'refund \u202egnp.exe' },
    ];
    for (const body of cases) expect((await json('/api/contact', body, fresh())).status).toBe(400);
    const ccpa = await json(
      '/api/ccpa-requests',
      { name: 'Sam', email: 'sam@example.com', requestType: 'know', description: 'x', verificationInfo: 'a\u0000b' },
      fresh(),
    );
    expect(ccpa.status).toBe(400);
    expect(outbox().length).toBe(before);
  });

  it('CCPA: the acknowledgement to the typed address carries only the request type and date', async () => {
    const bait = 'Click https://evil.example/claim to receive your refund';
    const res = await json('/api/ccpa-requests', { name: bait, email: 'someone@example.com', requestType: 'know', description: bait }, fresh());
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500)); // the outbox is sent after the answer
    const ack = outbox().find((m) => /^To: someone@example\.com$/m.test(m));
    expect(ack).toBeDefined();
    expect(ack).not.toContain('evil.example');
    expect(ack).toContain('Right to know');
  });

  it('JSON functions answer 415 to text/plain and to a missing Content-Type', async () => {
    const body = JSON.stringify({ name: 'Ana', email: 'ana@example.com' });
    expect((await send('POST', '/api/subscribe', { from: fresh(), body, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await send('POST', '/api/subscribe', { from: fresh(), body })).status).toBe(415);
  });

  it('an https Origin is refused on an http host (scheme, host and port are compared)', async () => {
    const res = await json('/api/subscribe', { name: 'Ana', email: 'origin@example.com' }, fresh(), { origin: `https://127.0.0.1:${port}` });
    expect(res.status).toBe(403);
  });

  it('resume uploads: a bad field is refused before anything is written; files are private; links come from SITE_URL', async () => {
    const before = resumeFiles().length;
    expect((await upload({ companyName: 'Acme\u0000' })).status).toBe(400);
    expect((await upload({ companyName: 'Acme' }, { name: 'cv\r\n.pdf', bytes: pdf() })).status).toBe(400);
    expect(resumeFiles().length).toBe(before);
    const ok = await upload({ companyName: 'Acme' }, undefined, fresh());
    expect(ok.status).toBe(201);
    const hostile = await (async () => {
      const { body, type } = multipart({}, { name: 'cv.pdf', bytes: pdf() });
      return send('POST', '/api/resumes', { from: fresh(), body, headers: { 'content-type': type, host: 'evil.example' } });
    })();
    expect(JSON.parse(hostile.body).url).toMatch(/^https:\/\/jobs\.example\.com\/api\/resumes\//);
    expect(JSON.parse(ok.body).url).toMatch(/^https:\/\/jobs\.example\.com\//);
    const dir = join(dataDir, 'resumes');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(dir)) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
  });

  it('resume uploads: a daily overall budget, whatever the number of clients (503 with Retry-After)', async () => {
    let accepted = 0;
    let bytes = 0;
    let last: Reply | undefined;
    for (let i = 0; i < 260; i++) {
      last = await upload({}, { name: 'cv.pdf', bytes: pdf(1_000_000) }, fresh());
      if (last.status !== 201) break;
      accepted++;
      bytes += 1_000_009;
    }
    bounds.push(['resumes: files / bytes accepted per day (1 MB files, fresh clients)', `${accepted} files, ${(bytes / 1024 / 1024).toFixed(0)} MB`]);
    expect(last!.status).toBe(503);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);

  it('the host answers 405 with Allow to TRACE and other methods, and never 500', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await send(method, '/api/subscribe');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toContain('POST');
      expect((await send(method, '/')).status).toBe(405);
    }
  });

  it('the host listens on loopback unless HOST says otherwise', async () => {
    const server = await import('../../scripts/host/server');
    const listenHost = (server as { listenHost?: (c: { HOST?: string }) => string }).listenHost;
    expect(listenHost?.({})).toBe('127.0.0.1');
    expect(listenHost?.({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('mails kept in the outbox folder are private (0600 files in a 0700 folder)', async () => {
    await json('/api/contact', { name: 'Ana', email: 'ana@example.com', userType: 'pta', message: 'Hello' }, fresh());
    await new Promise((r) => setTimeout(r, 500));
    const dir = join(dataDir, 'outbox');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
  });

  it('the host never serves _headers, _redirects, _routes.json or dot files', async () => {
    for (const path of ['/_headers', '/_redirects', '/_routes.json', '/.secret']) expect((await send('GET', path)).status, path).toBe(404);
  });

  it('feeds and pages: nothing a stranger can post reaches them (the functions write no job); the feed code strips XML-illegal characters', async () => {
    const { xmlText } = await import('../../src/features/publishing/feeds');
    expect(xmlText('PT\u0000\u0001\u000b Job\uffff')).toBe('PT Job');
    expect(xmlText('tab\tand\nnewline')).toBe('tab\tand\nnewline');
  });

  it('websites other than http(s) are refused at input and never rendered as links', async () => {
    const { jobSchema } = await import('../../src/domain/job');
    const row = {
      id: 1,
      job_title: 'PT',
      employer_name: 'A',
      city: 'Austin',
      state: 'TX',
      job_type: 'full-time',
      setting: 'outpatient',
      role: 'pt',
      description: 'd',
      posted_at: '2026-11-01T00:00:00Z',
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      is_active: true,
    };
    expect(jobSchema.safeParse({ ...row, company_website: 'javascript:alert(1)' }).success).toBe(false);
    expect(jobSchema.safeParse({ ...row, company_website: 'https://clinic.example' }).success).toBe(true);
  });
});

describe('abuse suite: limits a person never meets, and sign-in', () => {
  it('a person applying to 25 jobs in one sitting gets every address', async () => {
    // A host of its own (its own counters): the suite above spent the first one's overall allowance.
    const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env: { DATA_DIR: join(root, 'data-person'), SITE_URL }, quiet: true });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const old = port;
    port = (server.address() as AddressInfo).port;
    try {
      const statuses: number[] = [];
      for (let id = 1; id <= 25; id++) statuses.push((await send('GET', `/api/jobs/${id}/apply-address`, { from: '127.0.5.5' })).status);
      expect(statuses.filter((s) => s === 429)).toEqual([]);
    } finally {
      server.close();
      port = old;
    }
  });

  it('embedded sign-in: unknown accounts cost the same hash work, and guessing is rate-limited', async () => {
    const attempt = async (email: string, from: string) => {
      const t = performance.now();
      const res = await send('POST', '/auth/v1/token?grant_type=password', {
        from,
        body: JSON.stringify({ email, password: 'wrong-password' }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, ms: performance.now() - t };
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push((await attempt('member@jobs.example.com', `127.0.7.${i + 1}`)).ms);
      unknown.push((await attempt(`nobody${i}@jobs.example.com`, `127.0.8.${i + 1}`)).ms);
    }
    bounds.push(['sign-in: median ms, known vs unknown account (wrong password)', `${median(known).toFixed(0)} vs ${median(unknown).toFixed(0)}`]);
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(`guess${i}@jobs.example.com`, '127.0.9.1')).status);
    const allowed = statuses.indexOf(429);
    bounds.push(['sign-in: password attempts per client before 429 (10 minutes)', String(allowed)]);
    expect(allowed).toBe(10);
  });
});
