import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { JOB_ROW_BASE } from '../../../tests/support/job-rows';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobInput } from '~/domain/job';
import { unsubscribeToken } from './weekly-unsubscribe-token';
import { signingSecret } from '~/server/signing';
import { createHost } from '../../../scripts/host/server';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import type { PagesFunction } from '~/server/http/types';
import { onRequestPost as subscribe } from './subscribe.api';
import { onRequestGet, onRequestPost } from './weekly-unsubscribe.api';

const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const base = {
  ...JOB_ROW_BASE,
  created_at: daysAgo(30),
  updated_at: daysAgo(1),
  contact_email: 'secret-contact@leakcheck.example',
} as const;
const rows: JobInput[] = [
  { ...base, id: 1, slug: 'fresh-pt', job_title: 'Fresh Outpatient PT', posted_at: daysAgo(2), is_active: true },
  { ...base, id: 2, slug: null, job_title: 'Six Days Old PTA', posted_at: daysAgo(6.9), is_active: true },
  { ...base, id: 3, slug: null, job_title: 'Last Month OT', posted_at: daysAgo(8), is_active: true },
  { ...base, id: 4, slug: null, job_title: 'Inactive PT', posted_at: daysAgo(1), is_active: false },
  {
    ...base,
    id: 5,
    slug: null,
    job_title: 'Expired PT',
    posted_at: daysAgo(3),
    expires_at: new Date(now.getTime() - 3_600_000).toISOString(),
    is_active: true,
  },
  { ...base, id: 6, slug: null, job_title: 'Home Health PT <b>bonus</b>', posted_at: daysAgo(1), is_active: true },
];
let ip = 0;

describeEachDriver('weekly email unsubscribe', (driver) => {
  let db: TestDb;
  let dataDir = '';
  let env: Record<string, string> = {};
  let secret = '';

  function call(fn: PagesFunction, url: string, init: RequestInit = {}) {
    const request = new Request(url, {
      ...init,
      headers: { 'cf-connecting-ip': `10.9.${Math.floor(ip / 250)}.${ip++ % 250}`, ...(init.headers as Record<string, string> | undefined) },
    });
    return fn(fnContext(request, env).context);
  }
  const oneClick = (token: string) =>
    call(onRequestPost, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  async function active(): Promise<string[]> {
    return (await db.sql.query<{ email: string }>(`select email from public.email_subscriptions where is_active order by email`)).map((r) => r.email);
  }
  beforeAll(async () => {
    db = await createTestDb(driver, rows, { SITE_URL: 'https://jobs.example.com' });
    dataDir = db.dataDir;
    env = db.env;
    await db.sql.query(
      `insert into public.email_subscriptions (name, email, is_active) values ('Ana', 'ana@example.com', true), ('Ben', 'ben@example.com', true), ('Cy', 'cy@example.com', false)`,
    );
    secret = signingSecret({}, resolve(dataDir));
  });
  afterAll(() => db.close());

  describe('GET/POST /api/unsubscribe', () => {
    it("the mail's link shows a confirmation without changing anything; the one-click POST unsubscribes", async () => {
      const token = await unsubscribeToken(secret, 'ben@example.com');
      const page = await call(onRequestGet, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('ben@example.com');
      expect(html).toContain('Unsubscribe</button>');
      expect(await active()).toEqual(['ana@example.com', 'ben@example.com']);

      const res = await oneClick(token);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('You have been unsubscribed');
      expect(await active()).toEqual(['ana@example.com']);
      // Again: same answer, nothing else changes.
      expect((await oneClick(token)).status).toBe(200);
      expect(await active()).toEqual(['ana@example.com']);
    });

    it('takes the one-click body as multipart/form-data too (RFC 8058)', async () => {
      await db.sql.query(`update public.email_subscriptions set is_active = true where email = 'ben@example.com'`);
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const token = await unsubscribeToken(secret, 'ben@example.com');
      const res = await call(onRequestPost, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: form });
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await active()).toEqual(['ana@example.com']);
    });

    it('refuses a missing, malformed, tampered or foreign token with 400 and writes nothing', async () => {
      const good = await unsubscribeToken(secret, 'ana@example.com');
      const [b64, sig] = good.split('.') as [string, string];
      const forged = `${Buffer.from('ana@example.com').toString('base64url')}.${(await unsubscribeToken('another-secret', 'ana@example.com')).split('.')[1]}`;
      const otherAddress = `${Buffer.from('cy@example.com').toString('base64url')}.${sig}`;
      for (const token of ['', 'abc', `${b64}.`, `.${sig}`, `${b64}.${sig.slice(0, -2)}xx`, forged, otherAddress, `${b64}.${sig}.extra`, '%%%']) {
        const get = await call(onRequestGet, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(get.status, token).toBe(400);
        expect(await get.text()).toContain('This unsubscribe link is invalid');
        expect((await oneClick(token)).status, token).toBe(400);
      }
      expect((await call(onRequestPost, 'http://localhost/api/unsubscribe', { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(400);
      expect(await active()).toEqual(['ana@example.com']);
    });

    it('needs the one-click body on POST', async () => {
      const token = await unsubscribeToken(secret, 'ana@example.com');
      const res = await call(onRequestPost, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: 'hello' });
      expect(res.status).toBe(400);
      const big = await call(onRequestPost, `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: 'x'.repeat(5000) });
      expect(big.status).toBe(413);
      expect(await active()).toEqual(['ana@example.com']);
    });

    it('subscribing again after unsubscribing switches the same subscription back on; a second time is a duplicate', async () => {
      const body = JSON.stringify({ name: 'Ben Again', email: 'ben@example.com' });
      const first = await call(subscribe, 'http://localhost/api/subscribe', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(first.status).toBe(201);
      expect(await active()).toEqual(['ana@example.com', 'ben@example.com']);
      const second = await call(subscribe, 'http://localhost/api/subscribe', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(second.status).toBe(409);
    });

    it('fuzz: 600 malformed requests get no 5xx and change nothing', async () => {
      const before = await active();
      const valid = await unsubscribeToken(secret, 'ana@example.com');
      let seed = 42;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const pieces = [
        '.',
        '=',
        '%',
        '-',
        '_',
        'a',
        'Z',
        '9',
        '/',
        '+',
        '\u00e9',
        '\u0000',
        ' ',
        '&token=',
        valid.slice(0, 10),
        'List-Unsubscribe',
        'One-Click',
      ];
      const junk = (n: number) => Array.from({ length: n }, () => pieces[Math.floor(rand() * pieces.length)]).join('');
      for (let i = 0; i < 600; i++) {
        const token = i % 5 === 0 ? valid.slice(0, Math.floor(rand() * valid.length)) : junk(Math.floor(rand() * 40));
        const url = `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`;
        const res =
          i % 2
            ? await call(onRequestGet, url)
            : await call(onRequestPost, url, { method: 'POST', body: i % 3 ? junk(Math.floor(rand() * 60)) : 'List-Unsubscribe=One-Click' });
        expect(res.status, `${i}: ${token}`).toBeLessThan(500);
      }
      expect(await active()).toEqual(before);
    });

    it('answers other methods with 405 on the host', async () => {
      const root = mkdtempSync(join(tmpdir(), 'unsub-host-'));
      mkdirSync(join(root, 'dist'));
      const server = createHost({ distDir: join(root, 'dist'), functionsDir: resolve('functions'), env, quiet: true });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/unsubscribe`, { method: 'PUT' });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toContain('POST');
      } finally {
        server.close();
        rmSync(root, { recursive: true, force: true });
      }
    });
  });
});
