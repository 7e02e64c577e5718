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
import { confirmToken, manageToken } from '../../src/features/alerts/alert-links';
import { unsubscribeToken as weeklyToken } from '../../src/features/alerts/weekly-unsubscribe-token';
import { embeddedSupabaseFor } from '../../src/server/embedded-auth/from-env.server';
import { closeBackends, getNodeServices } from '../../src/server/root-node';
import { recipientKey } from '../../src/server/ports/rate-limit';
import { statusToken } from '../../src/features/applications/application-links';
import { ownerToken } from '../../src/features/auth/owner-link';
import { hashPassword, verifyPassword } from '../../src/server/embedded-auth/passwords';
import { dataDirFromTemplate } from '../support/test-db';

const root = mkdtempSync(join(tmpdir(), 'abuse-'));
const dataDir = join(root, 'data');
const dist = join(root, 'dist');
const SITE_URL = 'https://jobs.example.com';
let port = 0;
let close: () => Promise<void> = async () => undefined;
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

/** The mails in another host's data folder's outbox. */
function outboxIn(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'outbox')).map((f) => readFileSync(join(dir, 'outbox', f), 'utf8'));
  } catch {
    return [];
  }
}
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
const resumeFilesIn = (dir: string) => {
  try {
    return readdirSync(join(dir, 'resumes')).length;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(dist, '_redirects'), '/old /new 301\n');
  writeFileSync(join(dist, '.secret'), 'dot file');
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
  const env = {
    DATA_DIR: dataDirFromTemplate(dataDir),
    SITE_URL,
    STAFF_EMAIL: 'staff@jobs.example.com',
    EMBEDDED_AUTH_USERS: 'member@jobs.example.com:correct-horse-battery',
  };
  const embeddedSupabase = (await embeddedSupabaseFor(() => getNodeServices(env))) ?? undefined;
  const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env, quiet: true, embeddedSupabase });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise<void>((r) => server.close(() => r()));
  // Opens (and seeds) the database before the timed parts.
  await send('GET', '/api/jobs/1/apply-address', { from: '127.0.9.9' });
}, 120_000);
afterAll(async () => {
  // The host's answers may still be writing (the outbox, the database): closed and settled before the folder goes.
  await close();
  await closeBackends();
  console.log(`\nAbuse suite: bounds measured on the local host\n${bounds.map(([k, v]) => `  ${k.padEnd(64)} ${v}`).join('\n')}\n`);
  rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
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
    // The overall 60 an hour, plus the reserve for clients' first asks (40: fairness).
    expect(got.size).toBeLessThanOrEqual(100);
    // One person applying to many jobs in a sitting is not refused: a fresh client's first 25 all answer.
    // (The overall cap is spent by now, so this runs on its own host further down.)
  });

  it('send-saved-jobs: plus-addressing does not multiply the per-recipient limit', async () => {
    const statuses: number[] = [];
    const client = fresh();
    for (let i = 1; i <= 6; i++) statuses.push((await json('/api/send-saved-jobs', { email: `victim+v${i}@example.com`, jobIds: ['2'] }, client)).status);
    bounds.push(['send-saved-jobs: mails to one inbox per hour (plus-addressed)', String(statuses.filter((s) => s === 200).length)]);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]); // the inbox limit: 5 an hour per client
    await settle(); // the mails go out through the outbox after the answers
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

  it('no request stops or steers the host: `//` and `/\\` targets, bad Host headers and bad percent-encoding answer 400, and it keeps serving', async () => {
    const alive = async () => (await send('GET', '/api/health', { from: fresh() })).status;
    const targets = [
      '//evil.com%2f..%2fabout/',
      '//evil.example/api/subscribe',
      '/\\evil.example/x',
      '/api/resumes/%ff',
      '/api/resumes/%E0%A4%A',
      '/%',
      '/a%ZZb',
    ];
    for (const path of targets) {
      const res = await send('GET', path, { from: fresh() });
      expect(res.status, path).toBe(400);
      expect(await alive(), `after ${path}`).toBe(200);
    }
    // A POST through a `//` path names another origin; it must not pass the Origin check.
    const steered = await json('//evil.example/api/subscribe', { name: 'Ana', email: 'steer@example.com' }, fresh(), { origin: 'http://evil.example' });
    expect(steered.status).toBe(400);
    for (const host of ['x:99999', 'evil.example:0x50', 'a b', 'evil.example/x', '[::1']) {
      const res = await send('GET', '/', { from: fresh(), headers: { host } });
      expect(res.status, host).toBe(400);
      expect(await alive(), `after Host ${host}`).toBe(200);
    }
    // A well-formed Host that is not the site's: served, but origin checks and links follow SITE_URL.
    const foreign = await json('/api/subscribe', { name: 'Ana', email: 'host@example.com' }, fresh(), { host: 'evil.example', origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it("the embedded sign-in mails recovery links to SITE_URL whatever the Host (a stranger's host never gets the token)", async () => {
    const before = outbox().length;
    const res = await send('POST', '/auth/v1/recover?redirect_to=http%3A%2F%2Fevil.example%2F', {
      from: fresh(),
      headers: { host: 'evil.example', 'content-type': 'application/json', apikey: 'embedded-anon-key' },
      body: JSON.stringify({ email: 'member@jobs.example.com' }),
    });
    expect(res.status).toBe(200);
    await settle();
    const mail = outbox()
      .slice(before)
      .find((m) => /^To: member@jobs\.example\.com$/m.test(m));
    expect(mail).toBeDefined();
    const links = [...mail!.replace(/=\r?\n/g, '').matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(SITE_URL), link).toBe(true);
    expect(mail).not.toContain('evil.example');
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
      // Each from a network of its own (uploads are budgeted per network too).
      last = await upload({}, { name: 'cv.pdf', bytes: pdf(1_000_000) }, `127.${60 + Math.floor(i / 200)}.${i % 200}.1`);
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
    const server = createHost({
      distDir: dist,
      functionsDir: resolve('functions'),
      env: { DATA_DIR: dataDirFromTemplate(join(root, 'data-person')), SITE_URL },
      quiet: true,
    });
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
    const hashWork: number[] = [];
    const stored = await hashPassword('another-password');
    for (let i = 0; i < 7; i++) {
      known.push((await attempt('member@jobs.example.com', `127.0.7.${i + 1}`)).ms);
      unknown.push((await attempt(`nobody${i}@jobs.example.com`, `127.0.8.${i + 1}`)).ms);
      const t = performance.now();
      await verifyPassword('wrong-password', stored);
      hashWork.push(performance.now() - t);
    }
    bounds.push([
      'sign-in: median ms, known vs unknown account (wrong password), one hash check',
      `${median(known).toFixed(0)} vs ${median(unknown).toFixed(0)}, ${median(hashWork).toFixed(0)}`,
    ]);
    // An unknown account's answer includes a whole password check (the decoy hash), measured beside it in this
    // process: comparing with the known account's time alone failed under CI's load.
    // (Half of one check, not the whole: under a busy CI the two medians swing apart by a fifth; without the
    // decoy an unknown account answers in a few milliseconds, far below either.)
    expect(median(unknown)).toBeGreaterThan(median(hashWork) * 0.5);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(`guess${i}@jobs.example.com`, '127.0.9.1')).status);
    const allowed = statuses.indexOf(429);
    bounds.push(['sign-in: password attempts per client before 429 (10 minutes)', String(allowed)]);
    expect(allowed).toBe(10);
  });
});

/** Every mail in the host's outbox folder whose recipient is this inbox, however spelled. */
const mailsToInbox = (inbox: string) => outbox().filter((m) => recipientKey(/^To: (.+)$/m.exec(m)?.[1]?.trim() ?? '') === inbox);
const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms)); // the outbox is drained after the answer
const hostSecret = () => readFileSync(join(dataDir, 'signing-secret'), 'utf8').trim();

/** A host of its own (own counters, own database), for the tests that spend a budget on purpose. */
async function withOwnHost<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env: { SITE_URL, ...env }, quiet: true });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const old = port;
  port = (server.address() as AddressInfo).port;
  try {
    return await body();
  } finally {
    server.close();
    port = old;
  }
}

/** Sends `total` bytes as a chunked body (never read whole by a bounded reader) and measures the process's peak RSS growth. */
async function hugeBody(path: string, contentType: string, total: number): Promise<{ status: number; growthMb: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 97);
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const status = await new Promise<number>((done, fail) => {
      let answered = 0;
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path, headers: { host: `127.0.0.1:${port}`, 'content-type': contentType, 'transfer-encoding': 'chunked' } },
        (res) => {
          answered = res.statusCode ?? 0;
          res.resume();
          res.on('end', () => done(answered));
          req.destroy();
        },
      );
      req.on('error', (e) => (answered ? done(answered) : fail(e)));
      let sent = 0;
      const pump = () => {
        while (sent < total && !answered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    peak = Math.max(peak, process.memoryUsage().rss);
    return { status, growthMb: (peak - base) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

describe('abuse suite: mail that cannot be turned against anyone', () => {
  it('one inbox, one key: 120 spellings of a Gmail address from 6 clients, and saved-jobs mails from 4 more, put at most 5 mails a day in it', async () => {
    const spellings: string[] = [];
    const local = 'victimname';
    for (let i = 0; spellings.length < 120; i++) {
      const dotted = i % local.length ? `${local.slice(0, i % local.length)}.${local.slice(i % local.length)}` : local;
      const domain = i % 2 ? 'googlemail.com' : 'gMail.com';
      spellings.push(`${i % 3 ? dotted.toUpperCase() : dotted}${i % 4 ? `+t${i}` : ''}@${domain}`);
    }
    const clients = Array.from({ length: 6 }, (_, c) => `127.0.20.${c + 1}`);
    const statuses: number[] = [];
    for (let i = 0; i < spellings.length; i++) {
      const words = ['ortho', 'neuro', 'pediatric', 'travel', 'acute', 'sports'];
      const filters = { q: `${words[i % 6]} ${words[Math.floor(i / 6) % 6]} ${words[Math.floor(i / 36) % 6]}` };
      statuses.push((await json('/api/alerts', { email: spellings[i], frequency: 'weekly', filters }, clients[i % 6]!)).status);
    }
    const saved: number[] = [];
    for (let i = 0; i < 20; i++) saved.push((await json('/api/send-saved-jobs', { email: spellings[i], jobIds: ['2'] }, `127.0.21.${(i % 4) + 1}`)).status);
    await settle(1000);
    const received = mailsToInbox('victimname@gmail.com').length;
    bounds.push([
      'one Gmail inbox: mails from 120 spellings + 20 saved-jobs (6+4 clients)',
      `${received} (a review counted 120 + 20 before the per-inbox key)`,
    ]);
    // Requests: 5 an hour per client and inbox (limits.ts inbox). Mails: 5 a day into the inbox, whoever asks.
    expect(received).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(90);
  }, 60_000);

  it('16 spellings of one Gmail inbox from 16 networks put 5 mails in it; every request is still answered alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const spelling = `${'sixteeninbox'.slice(0, 1 + (i % 11))}.${'sixteeninbox'.slice(1 + (i % 11))}`;
      const email = `${i % 3 ? spelling.toUpperCase() : spelling}+n${i}@${i % 2 ? 'googlemail.com' : 'gmail.com'}`;
      statuses.push((await json('/api/alerts', { email, frequency: 'weekly', filters: { q: `sixteen ${i}` } }, `127.0.${30 + i}.1`)).status);
    }
    await settle(1000);
    const received = mailsToInbox('sixteeninbox@gmail.com').length;
    bounds.push(['one Gmail inbox: alert mails from 16 spellings on 16 networks', `${received} (a review counted 15 from 16 spellings and 4 clients)`]);
    expect(statuses).toEqual(Array(16).fill(202));
    expect(received).toBe(5);
  });

  it('a confirmation carries nothing the requester typed: no keywords, no unknown place, no name; a second request keeps the first name', async () => {
    const bait = { q: 'ACCOUNT SUSPENDED verify at paypal-secure-login.com', location: 'Call +1 (800) 555-0100 now' };
    const res = await json('/api/alerts', { email: 'phish-target@example.com', name: 'URGENT account locked', frequency: 'daily', filters: bait }, fresh());
    expect(res.status).toBe(202);
    await json('/api/alerts', { email: 'phish-target@example.com', name: 'Hi URGENT call now', frequency: 'daily', filters: bait }, fresh());
    await settle();
    const mails = mailsToInbox('phish-target@example.com');
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      // Without what is random in every mail (its ids, date, MIME boundaries and signed link tokens), where the
      // digits of the bait could turn up by chance.
      const said = m
        .replace(/=\r?\n/g, '')
        .replace(/^(Message-ID|Date|Content-Type|--).*$/gim, '')
        .replace(/token=[\w%.=-]+/g, 'token=');
      for (const bad of ['SUSPENDED', 'paypal', '555', '800', 'URGENT', 'Call']) expect(said, bad).not.toContain(bad);
      expect(m).toContain('your keywords');
      expect(m).toContain('near the place you chose');
    }
    // A place the gazetteer knows is named by the gazetteer, not as typed.
    await json('/api/alerts', { email: 'place-check@example.com', frequency: 'daily', filters: { location: 'mountain view,  ca' } }, fresh());
    await settle();
    expect(mailsToInbox('place-check@example.com')[0]).toContain('near Mountain View, CA');
  });

  it('bodies are bounded while read: a 200 MB body to a form or a JSON function grows memory by under 100 MB', async () => {
    const form = await hugeBody('/api/unsubscribe?token=not-a-token', 'application/x-www-form-urlencoded', 200 * 1024 * 1024);
    const jsonBody = await hugeBody('/api/subscribe', 'application/json', 200 * 1024 * 1024);
    bounds.push([
      '200 MB chunked body: memory growth (one-click form / JSON)',
      `${form.growthMb.toFixed(0)} MB / ${jsonBody.growthMb.toFixed(0)} MB (form: 466 MB before bodies were read bounded)`,
    ]);
    expect(form.status).toBe(413);
    expect(jsonBody.status).toBe(413);
    expect(form.growthMb).toBeLessThan(100);
    expect(jsonBody.growthMb).toBeLessThan(100);
  }, 120_000);

  it("every body is bounded: a 300 MB form body to the employer's pages (with valid links) grows memory by under 100 MB; cross-site POSTs are refused", async () => {
    const secret = (await getNodeServices({ DATA_DIR: dataDir, SITE_URL })).signingSecret();
    const application = `/employer/application?token=${encodeURIComponent(await statusToken(secret, '999999'))}`;
    const job = `/employer/job?token=${encodeURIComponent(await ownerToken(secret, '1'))}`;
    const a = await hugeBody(application, 'application/x-www-form-urlencoded', 300 * 1024 * 1024);
    const j = await hugeBody(job, 'application/x-www-form-urlencoded', 300 * 1024 * 1024);
    bounds.push([
      '300 MB form body to /employer/application, /employer/job: memory growth',
      `${a.growthMb.toFixed(0)} MB / ${j.growthMb.toFixed(0)} MB (answers ${a.status} / ${j.status})`,
    ]);
    expect(a.growthMb).toBeLessThan(100);
    expect(j.growthMb).toBeLessThan(100);
    expect(a.status).toBeLessThan(500);
    expect(j.status).toBeLessThan(500);
    // A page elsewhere cannot press the buttons (the application's page had the check; the job's and the alerts' now too).
    for (const path of [application, job, '/alerts/confirm?token=x', '/alerts/manage?token=x', '/api/beacon']) {
      const r = await send('POST', path, {
        from: fresh(),
        body: path === '/api/beacon' ? '{"job":"1","kind":"view"}' : 'answer=open',
        headers: { origin: 'https://elsewhere.example', 'content-type': path === '/api/beacon' ? 'application/json' : 'application/x-www-form-urlencoded' },
      });
      expect(r.status, path).toBe(403);
    }
  }, 120_000);

  it('nobody is locked out: a stranger signed them up, they sign up, the confirmation comes again; after unsubscribing, signing up works anew', async () => {
    const email = 'lockout@example.com';
    expect((await json('/api/subscribe', { name: 'Stranger', email }, fresh())).status).toBe(201);
    const again = await json('/api/subscribe', { name: 'Owner', email }, fresh());
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toEqual({
      error: 'This email is already subscribed to our weekly job updates.',
      confirmation: 'We sent the confirmation email again: use its link to start your weekly email.',
    });
    await settle();
    expect(mailsToInbox(email).filter((m) => /Subject: Confirm your/.test(m))).toHaveLength(2);
    // One-click unsubscribe, then a new sign-up is a new subscription with a new confirmation.
    const token = await weeklyToken(hostSecret(), email);
    const off = await send('POST', `/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      from: fresh(),
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.status).toBe(200);
    expect((await json('/api/subscribe', { name: 'Owner', email }, fresh())).status).toBe(201);
    await settle();
    expect(mailsToInbox(email).filter((m) => /Subject: Confirm your/.test(m))).toHaveLength(3);
  });

  it("a stranger's requests spend the stranger's budget: after 5 alert requests for an inbox from one client, its owner's own requests are all still taken; the inbox still gets no more than 5 mails that day", async () => {
    const email = 'owner.inbox@example.com';
    const stranger = '127.0.70.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await json('/api/alerts', { email, frequency: 'weekly', filters: { q: `stranger ${i}` } }, stranger)).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
    await settle(1000);
    const owner = '127.0.71.1';
    const before = mailsToInbox(email).length;
    const alert = await json('/api/alerts', { email, frequency: 'daily', filters: { q: 'ortho' } }, owner);
    const weekly = await json('/api/subscribe', { name: 'Owner', email }, owner);
    const saved = await json('/api/send-saved-jobs', { email, jobIds: ['2'] }, owner);
    const link = await json('/api/applications/link', { email }, owner);
    bounds.push([
      'owner after 5 stranger requests: alert / weekly / saved jobs / applications link',
      `${alert.status} / ${weekly.status} / ${saved.status} / ${link.status} (was 429 / 201 without a mail / 429 / 429)`,
    ]);
    expect([alert.status, weekly.status, saved.status, link.status]).toEqual([202, 201, 200, 202]);
    await settle(1000);
    // The stranger's five spent the inbox's day: the owner's requests are taken, their mails wait for tomorrow.
    expect(before).toBe(5);
    expect(mailsToInbox(email).length).toBe(5);
  });

  it('resume uploads: 200 from 200 addresses of one network take 20; parallel uploads never pass the daily budget', async () => {
    await withOwnHost({ DATA_DIR: dataDirFromTemplate(join(root, 'data-resume-network')) }, async () => {
      const answers: number[] = [];
      for (let i = 0; i < 200; i++) answers.push((await upload({}, { name: 'cv.pdf', bytes: pdf(2000) }, `127.0.80.${(i % 250) + 1}`)).status);
      const taken = answers.filter((a) => a === 201).length;
      const next = await upload({}, { name: 'cv.pdf', bytes: pdf(2000) }, '127.0.81.1');
      bounds.push([
        'resumes: 200 uploads from 200 addresses of one /24, then another network',
        `${taken} taken, next ${next.status} (was 200 taken, next 503 until midnight)`,
      ]);
      expect(taken).toBe(20);
      expect(next.status).toBe(201);
    });
    await withOwnHost({ DATA_DIR: dataDirFromTemplate(join(root, 'data-resume-parallel')) }, async () => {
      // 190 first uploads from 190 networks, then 30 at once from 30 more: the day's 200 files, not one more.
      let taken = 0;
      for (let i = 0; i < 190; i++)
        if ((await upload({}, { name: 'cv.pdf', bytes: pdf(1000) }, `127.${90 + Math.floor(i / 100)}.${i % 100}.1`)).status === 201) taken++;
      const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => upload({}, { name: 'cv.pdf', bytes: pdf(1000) }, `127.95.${i}.1`)));
      taken += burst.filter((r) => r.status === 201).length;
      bounds.push(['resumes: 190 uploads, then 30 at once (daily budget 200)', `${taken} taken (was 208)`]);
      expect(taken).toBe(200);
      expect(resumeFilesIn(join(root, 'data-resume-parallel'))).toBe(200);
    });
  }, 120_000);

  it('valid one-click unsubscribes are never rate-limited (40 from one provider address); bad tokens still are', async () => {
    const provider = '127.0.30.1';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const token = await weeklyToken(hostSecret(), `reader${i}@example.com`);
      const res = await send('POST', `/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        from: provider,
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      statuses.push(res.status);
    }
    bounds.push(['one-click: valid unsubscribes accepted from one address (of 40)', `${statuses.filter((s) => s === 200).length} (was 30)`]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const guesses: number[] = [];
    for (let i = 0; i < 40; i++)
      guesses.push(
        (
          await send('POST', `/api/unsubscribe?token=guess${i}`, {
            from: provider,
            body: 'List-Unsubscribe=One-Click',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      );
    expect(guesses).toContain(429);
  });

  it('budgets keep a share for newcomers: 60 apply-address asks from one place, or 210 uploads from 21 addresses, leave the next applicant room', async () => {
    await withOwnHost({ DATA_DIR: dataDirFromTemplate(join(root, 'data-fair-apply')) }, async () => {
      let spent = 0;
      for (const c of [1, 2])
        for (let i = 0; i < 30; i++) if ((await send('GET', `/api/jobs/${(i % 25) + 1 + c}/apply-address`, { from: `127.0.40.${c}` })).status === 200) spent++;
      const next = await send('GET', '/api/jobs/1/apply-address', { from: '127.0.41.1' });
      bounds.push(['apply-address: next applicant after one place asked 60 times', `${next.status} (was 429)`]);
      expect(spent).toBeGreaterThanOrEqual(55);
      expect(next.status).toBe(200);
    });
    await withOwnHost({ DATA_DIR: dataDirFromTemplate(join(root, 'data-fair-resume')) }, async () => {
      let accepted = 0;
      for (let c = 1; c <= 21; c++)
        for (let i = 0; i < 10; i++) if ((await upload({}, { name: 'cv.pdf', bytes: pdf(2000) }, `127.0.42.${c}`)).status === 201) accepted++;
      const next = await upload({}, { name: 'cv.pdf', bytes: pdf(2000) }, '127.0.43.1');
      bounds.push(['resumes: next applicant after 21 addresses uploaded 10 each', `${next.status} (was 503; ${accepted} of 210 accepted)`]);
      expect(next.status).toBe(201);
    });
  }, 120_000);

  it("apply-address limits charge the asker: one network's 30 asks for a job leave it open to others; 81 made-up ids spend no one's budget", async () => {
    await withOwnHost({ DATA_DIR: dataDirFromTemplate(join(root, 'data-apply-victim')) }, async () => {
      const mine: number[] = [];
      for (let i = 0; i < 30; i++) mine.push((await send('GET', '/api/jobs/3/apply-address', { from: `127.0.50.${(i % 3) + 1}` })).status);
      const other = await send('GET', '/api/jobs/3/apply-address', { from: '127.0.51.1' });
      bounds.push(['apply-address: another network, after one network asked for a job 30 times', `${other.status} (was 429)`]);
      expect(other.status).toBe(200);
      expect(mine.filter((s) => s === 429).length).toBeGreaterThan(0);
      // Made-up ids from 3 networks: each is told 404 until its own per-client bound, the shared budget untouched.
      const madeUp: number[] = [];
      for (let i = 0; i < 81; i++) madeUp.push((await send('GET', `/api/jobs/${900000 + i}/apply-address`, { from: `127.0.${52 + (i % 3)}.1` })).status);
      expect(new Set(madeUp)).toEqual(new Set([404]));
      let served = 0;
      for (let c = 1; c <= 20; c++) if ((await send('GET', `/api/jobs/${c + 3}/apply-address`, { from: `127.0.${60 + c}.1` })).status === 200) served++;
      bounds.push(['apply-address: 20 new applicants after 81 asks for made-up ids', `${served} served (was 0 once the budget was spent)`]);
      expect(served).toBe(20);
    });
  }, 120_000);

  it('reports cannot take the board down: 27 IPv6 /64s of one /48 freeze no job; 27 networks, each confirming addresses, freeze at most the hourly cap', async () => {
    // A host of its own that keeps cf-connecting-ip (as behind a proxy that sets it), so IPv6 clients can be played.
    const run = async (label: string, address: (c: number) => string) => {
      const data = dataDirFromTemplate(join(root, `data-freeze-${label}`));
      const server = createHost({ distDir: dist, functionsDir: resolve('functions'), env: { SITE_URL, DATA_DIR: data }, quiet: true, trustProxy: true });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      const old = port;
      port = (server.address() as AddressInfo).port;
      try {
        const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
        const listedBefore: string[] = [];
        for (let i = 0; i < ids.length; i += 50)
          listedBefore.push(
            ...(JSON.parse((await send('GET', `/api/jobs/listed?ids=${ids.slice(i, i + 50).join(',')}`, { from: fresh() })).body) as { listed: string[] })
              .listed,
          );
        const started = Date.now();
        let sent = 0;
        // Each of 27 clients reports 10 jobs (its hourly allowance), leaving an address it then confirms.
        for (let c = 0; c < 27; c++) {
          for (let k = 0; k < 10; k++) {
            const job = listedBefore[(c * 10 + k) % listedBefore.length]!;
            const email = `s${c}-${job}@reporters-${label}.example`;
            sent++;
            const res = await json('/api/reports', { jobId: job, reason: 'not_real', email }, '127.0.0.1', { 'cf-connecting-ip': address(c) });
            if (res.status !== 201) continue;
          }
        }
        await settle(1500);
        let confirmed = 0;
        for (const mail of outboxIn(data).filter((m) => m.includes('/reports/confirm?token='))) {
          const token = /\/reports\/confirm\?token=([^\s"&<]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
          if (!token) continue;
          const res = await send('POST', `/reports/confirm?token=${token}`, {
            from: fresh(),
            headers: { 'cf-connecting-ip': `198.51.100.${(confirmed % 250) + 1}` },
          });
          if (res.status === 200) confirmed++;
        }
        const listedAfter: string[] = [];
        for (let i = 0; i < listedBefore.length; i += 50)
          listedAfter.push(
            ...(
              JSON.parse((await send('GET', `/api/jobs/listed?ids=${listedBefore.slice(i, i + 50).join(',')}`, { from: fresh() })).body) as { listed: string[] }
            ).listed,
          );
        const frozen = listedBefore.length - listedAfter.length;
        bounds.push([
          `reports: jobs frozen by 27 clients (${label}) in ${Math.round((Date.now() - started) / 1000)} s`,
          `${frozen} of ${listedBefore.length} (${sent} reports, ${confirmed} confirmed; a review froze all 85)`,
        ]);
        return frozen;
      } finally {
        port = old;
        server.close();
      }
    };
    expect(await run('one-48', (c) => `2001:db8:77:${c.toString(16)}::1`)).toBe(0);
    const wide = await run('27-48s', (c) => `2001:db8:${(0x100 + c).toString(16)}:1::1`);
    expect(wide).toBeGreaterThan(0);
    expect(wide).toBeLessThanOrEqual(5);
  }, 240_000);

  it('a database outage: function pages answer an HTML 503, /api/health says the database is down, /job/{id} is no 404', async () => {
    const secret = 'outage-test-signing-secret-0123456789abcdef';
    await withOwnHost(
      { DATA_DIR: dataDirFromTemplate(join(root, 'data-outage')), DATABASE_URL: 'postgres://u:p@127.0.0.1:9/none', SIGNING_SECRET: secret },
      async () => {
        const confirm = await send('GET', `/alerts/confirm?token=${encodeURIComponent(await confirmToken(secret, '1'))}`, { from: fresh() });
        const manage = await send('GET', `/alerts/manage?token=${encodeURIComponent(await manageToken(secret, 'a@example.com'))}`, { from: fresh() });
        for (const page of [confirm, manage]) {
          expect(page.status).toBe(503);
          expect(page.headers['content-type']).toMatch(/text\/html/);
          expect(page.body).toContain('Something went wrong');
        }
        const health = await send('GET', '/api/health', { from: fresh() });
        expect(health.status).toBe(503);
        expect(JSON.parse(health.body)).toMatchObject({ ok: false, database: expect.stringMatching(/^unreachable/) });
        const job = await send('GET', '/job/424242', { from: fresh() });
        expect(job.status).toBe(503);
        expect(job.headers['content-type']).toMatch(/text\/html/);
      },
    );
  }, 60_000);

  it('no recipient address in the logs of a flood, a saved-jobs mail or a failed alert run', async () => {
    const lines: string[] = [];
    const original = { log: console.log, error: console.error, warn: console.warn };
    for (const k of ['log', 'error', 'warn'] as const) console[k] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    try {
      await json('/api/send-saved-jobs', { email: 'logcheck@example.com', jobIds: ['2'] }, fresh());
      await json('/api/alerts', { email: 'logcheck2@example.com', frequency: 'daily' }, fresh());
      await settle();
    } finally {
      Object.assign(console, original);
    }
    expect(mailsToInbox('logcheck@example.com').length).toBe(1);
    expect(lines.join('\n')).not.toMatch(/logcheck/);
  });

  it('a new alert and an existing one get the same answer, with the same work behind it', async () => {
    const ask = async (email: string) => {
      const t = performance.now();
      const res = await json('/api/alerts', { email, frequency: 'weekly', filters: { role: 'pt' } }, fresh());
      return { status: res.status, body: res.body, ms: performance.now() - t };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const fresh10: number[] = [];
    const again10: number[] = [];
    for (let i = 0; i < 10; i++) {
      const first = await ask(`timing${i}@example.com`);
      const again = await ask(`timing${i}@example.com`);
      expect([first.status, first.body]).toEqual([again.status, again.body]);
      fresh10.push(first.ms);
      again10.push(again.ms);
    }
    bounds.push(['/api/alerts: median ms, new vs existing alert', `${median(fresh10).toFixed(1)} vs ${median(again10).toFixed(1)}`]);
  });

  it('addresses over 254 characters are refused with 400 by every form, and nothing is stored', async () => {
    const long = `${'a'.repeat(245)}@example.com`;
    expect(long.length).toBe(257);
    const replies = [
      await json('/api/subscribe', { name: 'Ana', email: long }, fresh()),
      await json('/api/alerts', { email: long, frequency: 'daily' }, fresh()),
      await json('/api/send-saved-jobs', { email: long, jobIds: ['2'] }, fresh()),
      await json('/api/contact', { name: 'Ana', email: long, userType: 'pta', message: 'hi' }, fresh()),
      await json('/api/ccpa-requests', { name: 'Ana', email: long, requestType: 'know', description: 'x' }, fresh()),
    ];
    expect(replies.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    for (const r of replies) expect(JSON.parse(r.body).error).toBe('email: must be at most 254 characters');
  });
});
