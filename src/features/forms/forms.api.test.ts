import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import type { PagesFunction } from '~/server/http/types';
import { onRequestPost as ccpa } from './ccpa-requests.api';
import { onRequestPost as contact } from './contact.api';
import { onRequestPost as interest } from './employer-interest.api';
import { onRequestPost as subscribe } from '~/features/alerts/subscribe.api';

let ip = 0;

describeEachDriver('form functions', (driver) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none', { STAFF_EMAIL: 'staff@example.com' });
  });
  afterAll(() => db.close());

  /** Calls a function as Cloudflare would and waits for its after-response work (the outbox drain). */
  async function call(fn: PagesFunction, body: string, headers: Record<string, string> = {}, env: Record<string, unknown> = db.env) {
    // A fresh client address per call keeps these tests clear of the rate limit (tested separately).
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.1.${Math.floor(ip / 250)}.${ip++ % 250}`, ...headers },
    });
    const { context, settle } = fnContext(request, env);
    const res = await fn(context);
    await settle();
    return res;
  }
  const outbox = () => {
    try {
      return readdirSync(join(db.dataDir, 'outbox')).map((f) => readFileSync(join(db.dataDir, 'outbox', f), 'utf8'));
    } catch {
      return [];
    }
  };
  async function count(table: string): Promise<number> {
    return (await db.sql.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]!.n;
  }

  describe('POST /api/contact', () => {
    it('stores the message and mails staff', async () => {
      const res = await call(
        contact,
        JSON.stringify({ name: 'Ana Lopez', email: 'Ana@Example.com', userType: 'therapist', message: 'Looking for pediatric roles in Austin.' }),
      );
      expect(res.status).toBe(201);
      expect(await count('contact_messages')).toBe(1);
      const mail = outbox().find((m) => m.includes('Contact message'));
      expect(mail).toContain('To: staff@example.com');
      expect(mail).toContain('Looking for pediatric roles in Austin.');
    });
    it('names the field that fails validation, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'a@b.co', userType: 'pta', message: 'x' }, 'name: is required'],
        [{ name: 'A', email: 'not-an-email', userType: 'pta', message: 'x' }, 'email: must be a valid email address'],
        [{ name: 'A', email: 'a@b.co', userType: 'alien', message: 'x' }, 'userType: must be one of therapist, pta, employer, clinic-owner, other'],
        [{ name: 'A', email: 'a@b.co', userType: 'pta', message: '   ' }, 'message: is required'],
      ];
      for (const [body, message] of cases) {
        const res = await call(contact, JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: message });
      }
      expect(await count('contact_messages')).toBe(1);
    });
    it('refuses bad JSON (400), bodies over 16 KB (413) and other origins (403)', async () => {
      expect((await call(contact, '{oops')).status).toBe(400);
      expect((await call(contact, JSON.stringify({ name: 'A', email: 'a@b.co', userType: 'pta', message: 'x'.repeat(17_000) }))).status).toBe(413);
      const cross = await call(contact, JSON.stringify({ name: 'A', email: 'a@b.co', userType: 'pta', message: 'hi' }), { origin: 'https://evil.example' });
      expect(cross.status).toBe(403);
      expect(await count('contact_messages')).toBe(1);
    });
  });

  describe('POST /api/employer-interest and /api/ccpa-requests', () => {
    it('stores an interest lead and mails staff', async () => {
      const res = await call(interest, JSON.stringify({ name: 'Dr. Kim', email: 'kim@clinic.example', clinicName: 'Harbor PT', role: 'physical-therapist' }));
      expect(res.status).toBe(201);
      expect(await count('employer_interest')).toBe(1);
      expect((await call(interest, JSON.stringify({ name: 'Dr. Kim', email: 'kim@clinic.example', clinicName: '', role: 'other' }))).status).toBe(400);
    });
    it('stores a CCPA request, mails staff and acknowledges the requester', async () => {
      const res = await call(ccpa, JSON.stringify({ name: 'Sam Lee', email: 'sam@example.com', requestType: 'delete', description: 'Please delete my data.' }));
      expect(res.status).toBe(201);
      expect(await count('ccpa_requests')).toBe(1);
      expect(outbox().some((m) => m.includes('To: sam@example.com') && m.includes('within 45 days'))).toBe(true);
      expect((await call(ccpa, JSON.stringify({ name: 'Sam', email: 'sam@example.com', requestType: 'sell', description: 'x' }))).status).toBe(400);
    });
  });

  describe('POST /api/subscribe', () => {
    it('subscribes with a trimmed name and lowercased email, then answers 409 for a duplicate', async () => {
      expect((await call(subscribe, JSON.stringify({ name: '  Ana  ', email: '  Ana@Example.COM ' }))).status).toBe(201);
      const row = (await db.sql.query('select name, email, is_active, subscription_type from public.email_subscriptions'))[0];
      expect(row).toEqual({ name: 'Ana', email: 'ana@example.com', is_active: true, subscription_type: 'weekly_jobs' });
      const dup = await call(subscribe, JSON.stringify({ name: 'Ana', email: 'ana@example.com' }));
      expect(dup.status).toBe(409);
      // Not confirmed yet: the spec's message, and the confirmation again.
      expect(await dup.json()).toEqual({
        error: 'This email is already subscribed to our weekly job updates.',
        confirmation: 'We sent the confirmation email again: use its link to start your weekly email.',
      });
    });
  });

  describe('a mail outage loses nothing and a retried submit stores nothing twice', () => {
    it('answers success once stored, keeps one row per Idempotency-Key, and mails staff and the requester once the mailer is back', async () => {
      const broken = { ...db.env, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' }; // nothing listens on port 9
      const key = { 'idempotency-key': '3c7a9e52-1d4b-4f2e-8a6c-9b0d5e7f1a23' };
      const body = JSON.stringify({ name: 'Rae Kim', email: 'rae@example.com', requestType: 'know', description: 'What do you hold about me?' });
      const before = { rows: await count('ccpa_requests'), mails: outbox().length };
      const first = await call(ccpa, body, key, broken);
      const second = await call(ccpa, body, key, broken);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      const firstId = ((await first.json()) as { id: string }).id;
      expect(await second.json()).toEqual({ ok: true, id: firstId });
      expect(await count('ccpa_requests')).toBe(before.rows + 1);
      expect(outbox()).toHaveLength(before.mails);
      expect(await db.sql.query(`select kind, attempts from public.mail_outbox where sent_at is null order by id`)).toEqual([
        { kind: 'staff-notice', attempts: 1 },
        { kind: 'ccpa-acknowledgement', attempts: 1 },
      ]);
      // The mailer is back; the scheduled drain runs once the backoff has passed.
      const { getBackend } = await import('~/server/root-node');
      const { createMailer } = await import('~/server/mail/index');
      const { parseEnv } = await import('~/config/env');
      const report = await (await getBackend(db.env)).outbox.drain(await createMailer(parseEnv(db.env)), { now: new Date(Date.now() + 120_000) });
      expect(report).toMatchObject({ sent: 2, failed: 0, pending: 0, dead: 0 });
      const mails = outbox().slice(before.mails);
      expect(mails).toHaveLength(2);
      expect(mails.filter((m) => m.includes('To: staff@example.com') && m.includes(`CCPA request #${firstId}`))).toHaveLength(1);
      expect(mails.filter((m) => m.includes('To: rae@example.com') && m.includes('within 45 days'))).toHaveLength(1);
    });
    it('refuses a malformed Idempotency-Key with 400 and stores nothing', async () => {
      const before = await count('contact_messages');
      const res = await call(contact, JSON.stringify({ name: 'A', email: 'a@b.co', userType: 'pta', message: 'hi' }), { 'idempotency-key': 'not-a-uuid' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Idempotency-Key: must be a UUID' });
      expect(await count('contact_messages')).toBe(before);
    });
  });

  describe('fuzz: malformed bodies never give a 5xx and write nothing', () => {
    const tables = ['contact_messages', 'employer_interest', 'ccpa_requests', 'email_subscriptions'];
    function malformed(i: number): string {
      const junk: unknown[] = [
        null,
        0,
        -1,
        1e308,
        true,
        'x',
        '',
        [],
        {},
        [1, 2],
        { name: null },
        { email: 42 },
        { name: 'a'.repeat(300), email: 'a@b.co' },
        { name: 'A', email: '@' },
        { name: 7, email: 'a@b.co', userType: 7, role: [], requestType: {}, message: 1, clinicName: false, description: null },
        { __proto__: { name: 'x' } },
        { name: '\u0000', email: 'a@b.co\u0000' },
      ];
      const raw = [
        '',
        '{',
        '}',
        'null',
        '[',
        '"str"',
        '{"name":',
        '\u0000\u0001',
        '{"a":1}{',
        'NaN',
        '{"name":"A","email":"a@b.co","userType":"pta","message":"x"',
        '<xml/>',
      ];
      return i % 3 === 0 ? raw[i % raw.length]! : JSON.stringify(junk[i % junk.length]);
    }
    it('sends 500 malformed bodies to each function', async () => {
      const before = await Promise.all(tables.map(count));
      const statuses = new Set<number>();
      for (const fn of [contact, interest, ccpa, subscribe]) {
        for (let i = 0; i < 500; i++) {
          const res = await call(fn, malformed(i));
          statuses.add(res.status);
          expect(res.status, malformed(i)).toBeLessThan(500);
        }
      }
      expect(await Promise.all(tables.map(count))).toEqual(before);
      expect([...statuses].sort()).toEqual([400]);
    });
  });
  describe("a form sent without script (the browser's own POST)", () => {
    const site = { origin: 'http://localhost', referer: 'http://localhost/contact?from=menu' };
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const plain = { 'content-type': 'application/x-www-form-urlencoded' };
    // As the browser posts it: to the form's own action.
    async function send(body: string, headers: Record<string, string>) {
      const request = new Request('http://localhost/api/contact', {
        method: 'POST',
        body,
        headers: { 'cf-connecting-ip': `10.2.${Math.floor(ip / 250)}.${ip++ % 250}`, ...headers },
      });
      const { context, settle } = fnContext(request, db.env);
      const res = await contact(context);
      await settle();
      return res;
    }
    const filled = { name: 'Ana Lopez', email: 'ana@example.com', userType: 'therapist', message: 'Sent from a phone with script off.' };

    it('is stored as the script would send it, and sends the visitor back to the form at its success', async () => {
      const before = await count('contact_messages');
      const res = await send(form(filled), { ...plain, ...site });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contact?from=menu#sent-contact');
      expect(await count('contact_messages')).toBe(before + 1);
      // multipart too (a form with a file input, or a browser's choice)
      const multipart = new FormData();
      for (const [k, v] of Object.entries(filled)) multipart.set(k, v);
      const encoded = new Request('http://x/', { method: 'POST', body: multipart });
      const res2 = await send(await encoded.text(), { 'content-type': encoded.headers.get('content-type')!, ...site });
      expect(res2.status).toBe(303);
      expect(await count('contact_messages')).toBe(before + 2);
    });

    it('answers a refused field with a page that names it, and a way back, storing nothing', async () => {
      const before = await count('contact_messages');
      const res = await send(form({ ...filled, email: 'not-an-email' }), { ...plain, ...site });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain('Email must be a valid email address.');
      expect(page).toContain('href="/contact?from=menu"');
      expect(await count('contact_messages')).toBe(before);
    });

    it("takes only this site's forms: no Origin, another site's, or a Referer elsewhere goes home", async () => {
      const before = await count('contact_messages');
      expect((await send(form(filled), { ...plain, referer: site.referer })).status).toBe(403);
      expect((await send(form(filled), { ...plain, origin: 'https://evil.example', referer: site.referer })).status).toBe(403);
      expect(await count('contact_messages')).toBe(before);
      const res = await send(form(filled), { ...plain, origin: site.origin, referer: 'https://evil.example/x' });
      expect(res.headers.get('location')).toBe('/#sent-contact');
    });

    it('refuses a body over the bound before reading it whole, and keeps serving', async () => {
      const res = await send(form({ ...filled, message: 'x'.repeat(20_000) }), { ...plain, ...site });
      expect(res.status).toBe(413);
      expect((await send(form(filled), { ...plain, ...site })).status).toBe(303);
    });
  });
});
