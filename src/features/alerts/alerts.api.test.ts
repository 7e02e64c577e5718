/**
 * The alert functions on both drivers: POST /api/alerts, the confirm and manage pages and the
 * per-alert RFC 8058 one-click unsubscribe, called the way the host calls them.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmToken, manageToken, unsubscribeToken } from './alert-links';
import { signingSecret } from '~/server/signing';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import type { PagesFunction } from '~/server/http/types';
import * as confirm from './confirm.api';
import * as manage from './manage.api';
import { onRequestPost as subscribe } from '~/features/alerts/subscribe.api';
import { onRequestPost as requestAlert } from './alerts.api';
import * as unsubscribe from './unsubscribe.api';
import { onRequestPost as askLink } from './link.api';

let ip = 0;

describeEachDriver('alert functions', (driver) => {
  let db: TestDb;
  let secret = '';
  beforeAll(async () => {
    db = await createTestDb(driver, 'none', { SITE_URL: 'https://jobs.example.com' });
    secret = signingSecret({}, resolve(db.dataDir));
  });
  afterAll(() => db.close());

  async function call(fn: PagesFunction, url: string, init: RequestInit = {}) {
    const request = new Request(url, {
      ...init,
      headers: { 'cf-connecting-ip': `10.7.${Math.floor(ip / 250)}.${ip++ % 250}`, ...(init.headers as Record<string, string> | undefined) },
    });
    const { context, settle } = fnContext(request, db.env);
    const res = await fn(context);
    await settle();
    return res;
  }
  const post = (body: unknown) =>
    call(requestAlert, 'http://localhost/api/alerts', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const form = (fn: PagesFunction, url: string, fields: Record<string, string>, multipart = false) => {
    if (!multipart)
      return call(fn, url, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return call(fn, url, { method: 'POST', body });
  };
  const state = async () => db.sql.query(`select id, email, frequency, query, status, delivered_until from public.job_alerts order by id`);
  const mails = async () =>
    db.sql.query<{ kind: string; to_address: string; body_text: string; subject: string }>(
      `select kind, to_address, body_text, subject from public.mail_outbox order by id`,
    );
  const alertOf = async (email: string) =>
    await db.sql.query<{ id: string | number; status: string; query: string; frequency: string }>(
      `select * from public.job_alerts where email = $1 order by id`,
      [email],
    );

  describe('POST /api/alerts', () => {
    it('answers 202, stores a pending alert in the board’s words, and queues only a confirmation that repeats no typed name', async () => {
      const res = await post({
        email: 'Sam@Example.com',
        name: 'Visit evil.example now',
        frequency: 'daily',
        filters: { role: 'pt', minPay: 90000, location: 'San Diego, CA', newGrad: '1' },
      });
      expect(res.status).toBe(202);
      const [alert] = await alertOf('sam@example.com');
      expect(alert).toMatchObject({ status: 'pending', frequency: 'daily', query: 'location=San+Diego%2C+CA&role=pt&minPay=90000&newGrad=1' });
      const sent = await mails();
      expect(sent.map((m) => `${m.kind}:${m.to_address}`)).toEqual(['alert-confirmation:sam@example.com']);
      expect(sent[0]!.body_text).toContain('PT jobs · near San Diego, CA · $90k+ a year · new-grad friendly');
      expect(sent[0]!.body_text).toContain('https://jobs.example.com/alerts/confirm?token=');
      expect(sent[0]!.body_text).not.toContain('evil');
    });
    it('asking again for the same address and search creates nothing, and sends the confirmation again (the inbox limit bounds it)', async () => {
      const res = await post({
        email: 'sam@example.com',
        frequency: 'weekly',
        filters: { newGrad: 1, minPay: '90000', role: 'pt', location: 'San Diego, CA' },
      });
      expect(res.status).toBe(202);
      expect(await alertOf('sam@example.com')).toHaveLength(1);
      // A lost first mail must not lock the owner out: the confirmation goes again.
      expect(await mails()).toHaveLength(2);
    });
    it('refuses bad input with a clear message and stores nothing', async () => {
      const before = await state();
      for (const [body, message] of [
        [{ email: 'nope', frequency: 'daily' }, /email/],
        [{ email: 'a@example.com', frequency: 'hourly' }, /daily or weekly/],
        [{ email: 'a@example.com', frequency: 'daily', filters: { q: 'see https://evil.example' } }, /Keywords may hold/],
        [{ email: 'a@example.com', frequency: 'daily', filters: { salary: 1 } }, /salary|Unrecognized/i],
        [{ email: 'a@example.com', frequency: 'daily', filters: { role: 'doctor' } }, /role/],
      ] as const) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as { error: string }).error).toMatch(message);
      }
      expect(await state()).toEqual(before);
    });
  });

  describe('confirm, manage and unsubscribe links', () => {
    it('GET of any link changes nothing; the confirm button confirms once', async () => {
      const [alert] = await alertOf('sam@example.com');
      const id = String(alert!.id);
      const links = [
        `http://localhost/alerts/confirm?token=${encodeURIComponent(await confirmToken(secret, id))}`,
        `http://localhost/alerts/manage?token=${encodeURIComponent(await manageToken(secret, 'sam@example.com'))}`,
        `http://localhost/api/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(secret, id))}`,
      ];
      const before = await state();
      for (const [i, fn] of [confirm.onRequestGet, manage.onRequestGet, unsubscribe.onRequestGet].entries()) {
        const res = await call(fn, links[i]!);
        expect(res.status, links[i]).toBe(200);
        expect(res.headers.get('x-robots-tag')).toBe('noindex');
      }
      expect(await state()).toEqual(before);
      const page = await (await call(confirm.onRequestGet, links[0]!)).text();
      expect(page).toContain('Confirm my alert');
      expect(page).toContain('PT jobs · near San Diego, CA');

      const done = await form(confirm.onRequestPost, links[0]!, {});
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your job alert is on');
      expect((await alertOf('sam@example.com'))[0]!.status).toBe('active');
      // Pressed again (or the link opened again): the alert is on, said so, never "expired".
      const again = await form(confirm.onRequestPost, links[0]!, {});
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('Your job alert is already on');
      expect((await alertOf('sam@example.com'))[0]!.status).toBe('active');
      // A token for another purpose does not confirm: the manage token is not a confirm token.
      const wrong = `http://localhost/alerts/confirm?token=${encodeURIComponent(await unsubscribeToken(secret, id))}`;
      expect((await call(confirm.onRequestGet, wrong)).status).toBe(400);
    });

    it('manage changes frequency and search, pauses, resumes and deletes, only for the address in the token', async () => {
      await post({ email: 'sam@example.com', frequency: 'weekly', filters: { setting: 'home-health' } });
      const [first, second] = await alertOf('sam@example.com');
      const url = `http://localhost/alerts/manage?token=${encodeURIComponent(await manageToken(secret, 'sam@example.com'))}`;
      const page = await (await call(manage.onRequestGet, url)).text();
      expect(page).toContain('Home Health');
      expect(page).toContain('Waiting for you to confirm it');

      let res = await form(manage.onRequestPost, url, {
        id: String(first!.id),
        action: 'save',
        frequency: 'weekly',
        role: 'pta',
        q: '',
        location: 'Austin, TX',
        minPay: '',
      });
      expect(await res.text()).toContain('Alert saved.');
      expect((await alertOf('sam@example.com'))[0]).toMatchObject({ frequency: 'weekly', query: 'location=Austin%2C+TX&role=pta&newGrad=1' });
      res = await form(manage.onRequestPost, url, {
        id: String(first!.id),
        action: 'save',
        frequency: 'weekly',
        role: '',
        q: 'http://x',
        location: '',
        minPay: '',
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Keywords may hold');
      await form(manage.onRequestPost, url, { id: String(first!.id), action: 'pause' });
      expect((await alertOf('sam@example.com'))[0]!.status).toBe('paused');
      await form(manage.onRequestPost, url, { id: String(first!.id), action: 'resume' }, true);
      expect((await alertOf('sam@example.com'))[0]!.status).toBe('active');
      // Another address's token cannot touch Sam's alerts.
      const other = `http://localhost/alerts/manage?token=${encodeURIComponent(await manageToken(secret, 'eve@example.com'))}`;
      await form(manage.onRequestPost, other, { id: String(second!.id), action: 'delete-confirmed' });
      expect(await alertOf('sam@example.com')).toHaveLength(2);
      // Delete asks first: nothing is deleted until its confirmation is pressed.
      res = await form(manage.onRequestPost, url, { id: String(second!.id), action: 'delete' });
      const asked = await res.text();
      expect(asked).toContain('Delete this job alert?');
      expect(asked).toContain('value="delete-confirmed"');
      expect(await alertOf('sam@example.com')).toHaveLength(2);
      res = await form(manage.onRequestPost, url, { id: String(second!.id), action: 'delete-confirmed' });
      expect(await res.text()).toContain('Alert deleted.');
      expect(await alertOf('sam@example.com')).toHaveLength(1);
    });

    it('one-click unsubscribe (RFC 8058) takes either body encoding, needs the marker, and never redirects', async () => {
      await post({ email: 'kim@example.com', frequency: 'daily', filters: { role: 'ot' } });
      await post({ email: 'kim@example.com', frequency: 'daily', filters: { role: 'pta' } });
      const [a, b] = await alertOf('kim@example.com');
      const link = async (id: string | number) =>
        `http://localhost/api/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(secret, String(id)))}`;
      expect((await form(unsubscribe.onRequestPost, await link(a!.id), { other: 'x' })).status).toBe(400);
      expect(await alertOf('kim@example.com')).toHaveLength(2);
      const urlencoded = await form(unsubscribe.onRequestPost, await link(a!.id), { 'List-Unsubscribe': 'One-Click' });
      expect(urlencoded.status).toBe(200);
      expect(urlencoded.headers.get('location')).toBeNull();
      expect(await alertOf('kim@example.com')).toHaveLength(1);
      const multipart = await form(unsubscribe.onRequestPost, await link(b!.id), { 'List-Unsubscribe': 'One-Click' }, true);
      expect(multipart.status).toBe(200);
      expect(await multipart.text()).toContain('You have been unsubscribed');
      expect(await alertOf('kim@example.com')).toHaveLength(0);
      // Again: the same answer.
      expect((await form(unsubscribe.onRequestPost, await link(b!.id), { 'List-Unsubscribe': 'One-Click' })).status).toBe(200);
    });
  });

  describe('the weekly card is an alert with no filters', () => {
    it('keeps the subscription and its duplicate answer, and adds a pending weekly alert that mails only its confirmation', async () => {
      const body = JSON.stringify({ name: 'Jo', email: 'jo@example.com' });
      const init = { method: 'POST', body, headers: { 'content-type': 'application/json' } };
      expect((await call(subscribe, 'http://localhost/api/subscribe', init)).status).toBe(201);
      expect(await alertOf('jo@example.com')).toMatchObject([{ status: 'pending', frequency: 'weekly', query: '' }]);
      expect((await mails()).filter((m) => m.to_address === 'jo@example.com').map((m) => m.kind)).toEqual(['alert-confirmation']);
      const again = await call(subscribe, 'http://localhost/api/subscribe', init);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: string }).error).toBe('This email is already subscribed to our weekly job updates.');
    });
  });

  describe('POST /api/alerts/link (My jobs: "Email me my alerts link")', () => {
    it('answers 202 either way and mails the manage link only to an address that has alerts', async () => {
      const ask = (email: string) =>
        call(askLink, 'http://localhost/api/alerts/link', { method: 'POST', body: JSON.stringify({ email }), headers: { 'content-type': 'application/json' } });
      expect((await post({ email: 'lin@example.com', frequency: 'weekly', filters: { setting: 'outpatient' } })).status).toBe(202);
      expect((await ask('Lin@Example.com')).status).toBe(202);
      expect((await ask('nobody@example.com')).status).toBe(202);
      const sent = (await mails()).filter((m) => m.kind === 'alerts-link');
      expect(sent.map((m) => m.to_address)).toEqual(['lin@example.com']);
      const link = /https:\/\/jobs\.example\.com\/alerts\/manage\?token=\S+/.exec(sent[0]!.body_text)![0];
      const page = await call(manage.onRequestGet, link.replace('https://jobs.example.com', 'http://localhost'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('lin@example.com');
      expect((await ask('not an address')).status).toBe(400);
    });
  });
});
