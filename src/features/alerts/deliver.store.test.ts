/**
 * Job alerts on both drivers: the store's double opt-in, the board's rules for matching (a
 * property test against the /jobs code path), exactly-once delivery across a crash, and batches.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSyntheticJobs } from '../../../scripts/seed/synthetic';
import { createTestDb, describeEachDriver, type TestDb } from '../../../tests/support/databases';
import { PERIOD_MS } from './alert';
import { runBoard } from '~/features/board/text-board';
import { filtersFromQuery } from '~/features/board/filters';
import { geocodeTarget } from '~/features/board/place-search';
import { indexEntries, searchText } from '~/features/board/indexed';
import { decodeIndex, encodeIndex } from '~/features/board/compact-index';
import { toJobSummary } from '~/features/jobs/summaries.server';
import { geocode } from '~/features/location/gazetteer.server';
import type { AlertStore } from '~/features/alerts/alerts.port';
import { createOutboxMailer } from '~/server/mail/eml-file-mailer';
import { createResendMailer } from '~/server/mail/resend';
import type { Mail, Mailer } from '~/server/ports/mail';
import { createAlertStore } from '~/features/alerts/alerts.store';
import { createJobStore } from '~/features/jobs/jobs.store';
import { alertQuery, alertFiltersSchema } from './alert-search';
import { confirmationMail } from './alert-mail';
import { deliverAlerts, matchAlert } from '~/features/alerts/deliver.job';

/** A mailer that writes each mail to a new temporary folder (named from `prefix`), and that folder. */
function fileMailer(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, mailer: createOutboxMailer(dir, 'Jobs <jobs@example.com>') };
}

const now = new Date();
const jobs = buildSyntheticJobs(600, { now, startId: 1, seed: 7 });
const confirmation = async (alert: { email: string; name: string | null; frequency: 'daily' | 'weekly'; query: string }) => ({
  kind: 'alert-confirmation' as const,
  ...confirmationMail(alert, { siteUrl: 'https://x', productName: 'RehabMatch', confirmUrl: 'https://x/alerts/confirm?token=t', place: () => null }),
});
const noSleep = async () => undefined;
class Crash extends Error {}

describeEachDriver('job alerts', (driver) => {
  let db: TestDb;
  let alerts: AlertStore;
  const jobStore = () => createJobStore(db.sql);
  beforeAll(async () => {
    db = await createTestDb(driver, jobs);
    alerts = createAlertStore(db.sql);
  });

  /** The alert store of a process that dies at its `n`th record of sent mail, before recording it. */
  const diesAtMark = (n: number, message: string): AlertStore => {
    let marks = 0;
    return {
      ...alerts,
      markSent: async (keys, at) => {
        if (++marks === n) throw new Crash(message);
        return alerts.markSent(keys, at);
      },
    };
  };
  afterAll(() => db.close());
  const reset = () => db.sql.query('delete from public.job_alerts');
  const outboxKinds = async () =>
    (await db.sql.query<{ kind: string; to_address: string }>(`select kind, to_address from public.mail_outbox order by id`)).map(
      (r) => `${r.kind}:${r.to_address}`,
    );

  /** n confirmed alerts, addresses a0..a(n-1)@example.com, with these queries in turn. */
  async function confirmed(n: number, queries: string[], frequency: 'daily' | 'weekly' = 'weekly') {
    for (let i = 0; i < n; i++) {
      const { alert } = await alerts.request({ email: `a${i}@example.com`, name: null, frequency, query: queries[i % queries.length]! }, confirmation, now);
      expect(await alerts.confirm(alert.id, now)).not.toBeNull();
    }
  }

  describe('double opt-in', () => {
    beforeAll(reset);
    it('stores one pending alert per address and search, and queues only its confirmation (again when asked again, keeping the first name)', async () => {
      const first = await alerts.request({ email: 'pat@example.com', name: 'Pat', frequency: 'daily', query: 'role=pt' }, confirmation, now);
      expect(first).toMatchObject({ created: true, mailed: true, alert: { status: 'pending', frequency: 'daily', name: 'Pat' } });
      // A second request (anyone can type the address) gets the confirmation again, never a new name.
      const again = await alerts.request(
        { email: 'pat@example.com', name: 'URGENT: account locked', frequency: 'weekly', query: 'role=pt' },
        confirmation,
        now,
      );
      expect(again).toMatchObject({ created: false, mailed: true, alert: { id: first.alert.id, frequency: 'weekly', name: 'Pat' } });
      expect(await outboxKinds()).toEqual(['alert-confirmation:pat@example.com', 'alert-confirmation:pat@example.com']);
      expect((await alerts.forEmail('pat@example.com')).map((a) => a.name)).toEqual(['Pat']);
    });
    it('sends an unconfirmed address nothing but the confirmation, and deletes it after 7 days', async () => {
      const { dir, mailer } = fileMailer('alerts-unconfirmed-');
      const report = await deliverAlerts({
        alerts,
        jobs: jobStore(),
        mailer,
        siteUrl: 'https://x',
        productName: 'P',
        secret: 's',
        now,
        sleep: noSleep,
      });
      expect(report).toMatchObject({ due: 0, sent: 0 });
      expect(readdirSync(dir)).toEqual([]);
      expect(await alerts.expirePending(new Date(now.getTime() + 6 * 86_400_000))).toBe(0);
      expect(await alerts.expirePending(new Date(now.getTime() + 7.2 * 86_400_000))).toBe(1);
      expect(await alerts.forEmail('pat@example.com')).toEqual([]);
    });
    it('confirms only a pending alert within 7 days, and starts its first window one period back', async () => {
      const { alert } = await alerts.request({ email: 'lee@example.com', name: null, frequency: 'daily', query: '' }, confirmation, now);
      expect(await alerts.confirm(alert.id, new Date(now.getTime() + 8 * 86_400_000))).toBeNull();
      const ok = await alerts.confirm(alert.id, now);
      expect(ok).toMatchObject({ status: 'active' });
      expect(ok!.deliveredUntil!.getTime()).toBe(now.getTime() - PERIOD_MS.daily);
      expect(await alerts.confirm(alert.id, now)).toBeNull(); // once
      // The database holds the rules too: no active alert without a confirmation, no odd frequency.
      await expect(
        db.sql.query(`insert into public.job_alerts (email, frequency, query, status) values ('x@example.com', 'weekly', '', 'active')`),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(db.sql.query(`insert into public.job_alerts (email, frequency, query) values ('x@example.com', 'hourly', '')`)).rejects.toMatchObject({
        code: '23514',
      });
    });
  });

  describe('matching with the board rules', () => {
    it('equals what /jobs shows for the same URL, restricted to the window, for random filter sets', async () => {
      const listed = await jobStore().listListedJobs(now);
      const summaries = listed.map(toJobSummary);
      // /jobs's own path: the build's compact index, decoded as the browser decodes it.
      const { index, order } = encodeIndex(summaries, now.getTime());
      // With the search text, which the board fetches as soon as a query has keywords.
      const entries = indexEntries(decodeIndex(JSON.parse(JSON.stringify(index))), order.map(searchText));
      let seed = 3;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
      let compared = 0;
      for (let i = 0; i < 120; i++) {
        const raw: Record<string, unknown> = {};
        if (rand() < 0.5) raw.role = pick(['pt', 'pta', 'ot', 'cota', 'other']);
        if (rand() < 0.4) raw.type = pick(['full-time', 'part-time', 'contract', 'per-diem']);
        if (rand() < 0.4) raw.setting = pick(['outpatient', 'inpatient', 'home-health', 'skilled-nursing', 'acute-care', 'pediatric', 'remote']);
        if (rand() < 0.3) raw.specialty = pick(['orthopedic', 'neurology', 'geriatric', 'sports-medicine']);
        if (rand() < 0.4) raw.minPay = pick([60000, 80000, 95000, 110000]);
        if (rand() < 0.2) raw.payOnly = '1';
        if (rand() < 0.2) raw.newGrad = '1';
        if (rand() < 0.2) raw.bonus = '1';
        if (rand() < 0.2) raw.schedule = pick(['4x10', 'days', 'evenings', 'weekends', 'prn']);
        if (rand() < 0.3) raw.location = pick(['94043', 'Bay Area', 'TX', 'Chicago, IL', 'San Diego', 'NYC']);
        if (rand() < 0.2) raw.q = pick(['therapist', 'home', 'clinic']);
        if (rand() < 0.3) raw.sort = pick(['pay', 'distance', 'newest']);
        const query = alertQuery(alertFiltersSchema.parse(raw));
        const windowDays = pick([1, 7, 3]);
        const window = { start: new Date(now.getTime() - windowDays * 86_400_000), end: now };
        const alert = matchAlert({ query }, summaries, window, now).map((j) => j.id);
        // /jobs for the same URL.
        const f = filtersFromQuery(new URLSearchParams(query));
        const target = geocodeTarget(f.location);
        const { ranks } = runBoard(entries, f, target ? geocode(target) : null, now.getTime(), index.t);
        const board = ranks
          .map((r) => order[r]!)
          .filter((j) => Date.parse(j.posted_at) > window.start.getTime() && Date.parse(j.posted_at) <= now.getTime())
          .map((j) => j.id);
        expect(alert, query).toEqual(board);
        if (board.length) compared++;
      }
      expect(compared).toBeGreaterThan(30); // most random searches match something: the test compares real lists
    });
  });

  describe('delivery', () => {
    beforeAll(reset);
    it('mails each due alert once with its matches, then nothing until its period is up, and moves on when nothing is new', async () => {
      await confirmed(6, ['', 'role=pt', 'setting=home-health', 'role=cota&setting=remote&bonus=1']);
      const { dir, mailer } = fileMailer('alerts-deliver-');
      const run = (at: Date) =>
        deliverAlerts({ alerts, jobs: jobStore(), mailer, siteUrl: 'https://x', productName: 'P', secret: 's', now: at, sleep: noSleep });
      const first = await run(now);
      expect(first.due).toBe(6);
      expect(first.sent + first.nothingNew).toBe(6);
      expect(first.sent).toBeGreaterThanOrEqual(4);
      expect(readdirSync(dir)).toHaveLength(first.sent);
      const mail = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8').replace(/\n\s+/g, ' '); // unfolded headers
      expect(mail).toMatch(/List-Unsubscribe: <https:\/\/x\/api\/alerts\/unsubscribe\?token=/);
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail).toContain('alerts/manage'); // the body is quoted-printable
      // Not due again the same day; a week later nothing new was posted: no mail, the window moves on.
      expect(await run(new Date(now.getTime() + 3_600_000))).toMatchObject({ due: 0, sent: 0 });
      const week = await run(new Date(now.getTime() + 7 * 86_400_000));
      expect(week).toMatchObject({ due: 6, sent: 0, nothingNew: 6 });
      expect(readdirSync(dir)).toHaveLength(first.sent);
    });
  });

  describe('exactly once across a crash', () => {
    beforeEach(reset);
    it('outbox transport: a run killed after some sends were accepted but not recorded, run again: one mail per due subscriber', async () => {
      await confirmed(40, ['', 'role=pt', 'setting=outpatient', 'type=full-time']);
      const { dir, mailer } = fileMailer('alerts-crash-');
      // The process dies in the worst place: the 13th mail was written, its record never was.
      const crashing = diesAtMark(13, 'killed');
      const options = { jobs: jobStore(), mailer, siteUrl: 'https://x', productName: 'P', secret: 's', now, sleep: noSleep };
      await expect(deliverAlerts({ ...options, alerts: crashing })).rejects.toThrow('killed');
      const written = readdirSync(dir).length;
      expect(written).toBe(13);
      const rerun = await deliverAlerts({ ...options, alerts, now: new Date(now.getTime() + 60_000) });
      expect(rerun.resumed).toBe(40 - 12);
      const perAddress = new Map<string, number>();
      for (const f of readdirSync(dir)) {
        const to = /^To: (.+)$/m.exec(readFileSync(join(dir, f), 'utf8'))![1]!;
        perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      }
      expect(perAddress.size).toBe(40);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      // And a third run has nothing to send.
      expect(await deliverAlerts({ ...options, alerts, now: new Date(now.getTime() + 120_000) })).toMatchObject({ sent: 0, resumed: 0 });
    });

    it("Resend's batch endpoint: a crash after a batch was accepted, a 429 and a 500 on the way: one mail per subscriber", async () => {
      await confirmed(250, ['', 'role=pt', 'setting=outpatient']);
      // A stand-in for Resend's documented API: batches of up to 100, Idempotency-Key kept 24 hours.
      const delivered: Mail[] = [];
      const seen = new Map<string, unknown>();
      let calls = 0;
      const fakeFetch = (async (_url: string, init: RequestInit) => {
        calls++;
        if (calls === 2) return new Response('{}', { status: 429, headers: { 'retry-after': '1' } });
        if (calls === 4) return new Response('{}', { status: 500 });
        const key = (init.headers as Record<string, string>)['idempotency-key'];
        if (key && seen.has(key)) return Response.json(seen.get(key));
        const body = JSON.parse(String(init.body)) as { to: string[]; subject: string }[] | { to: string[]; subject: string };
        const list = Array.isArray(body) ? body : [body];
        expect(list.length).toBeLessThanOrEqual(100);
        for (const m of list) delivered.push({ to: m.to[0]!, subject: m.subject, text: '' });
        const answer = Array.isArray(body) ? { data: list.map((_, i) => ({ id: `${calls}-${i}` })) } : { id: String(calls) };
        if (key) seen.set(key, answer);
        return Response.json(answer);
      }) as unknown as typeof fetch;
      const mailer: Mailer = createResendMailer('re_test', 'Jobs <jobs@example.com>', fakeFetch, 'https://resend.test');
      const crashing = diesAtMark(2, 'killed after the second batch was accepted');
      const slept: number[] = [];
      const options = { jobs: jobStore(), mailer, siteUrl: 'https://x', productName: 'P', secret: 's', now, sleep: async (ms: number) => void slept.push(ms) };
      await expect(deliverAlerts({ ...options, alerts: crashing })).rejects.toThrow('killed');
      const rerun = await deliverAlerts({ ...options, alerts, now: new Date(now.getTime() + 60_000) });
      expect(rerun.failed).toEqual([]);
      const perAddress = new Map<string, number>();
      for (const m of delivered) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
      expect(perAddress.size).toBe(250);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      // Backoff: the 429's Retry-After (1 s) and 1 s after the 500; and the pace of 2 requests a second.
      expect(slept).toContain(1000);
    });

    it('two runs at once: one holds the delivery lock and sends, the other sends nothing; each address gets one mail', async () => {
      await reset();
      await confirmed(20, ['']);
      const { dir, mailer: outbox } = fileMailer('alerts-twice-');
      // A slow transport keeps the first run inside its lock while the second starts.
      const slow: Mailer = { kind: 'outbox', send: async (m) => (await new Promise((r) => setTimeout(r, 5)), outbox.send(m)) };
      const options = { alerts, jobs: jobStore(), siteUrl: 'https://x', productName: 'P', secret: 's', now, sleep: noSleep, mailer: slow };
      const [a, b] = await Promise.all([deliverAlerts(options), deliverAlerts(options)]);
      expect([a.ran, b.ran].sort()).toEqual([false, true]);
      expect(a.sent + b.sent).toBe(20);
      const perAddress = new Map<string, number>();
      for (const f of readdirSync(dir)) {
        const to = /^To: (.+)$/m.exec(readFileSync(join(dir, f), 'utf8'))![1]!.trim();
        perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      }
      expect(perAddress.size).toBe(20);
      expect(Math.max(...perAddress.values())).toBe(1);
      // The lock is released: the next run may deliver.
      expect((await deliverAlerts({ ...options, now: new Date(now.getTime() + 60_000) })).ran).toBe(true);
    });

    it('reports an address whose send keeps failing, and the next run delivers it', async () => {
      await confirmed(3, ['']);
      const { dir, mailer: outbox } = fileMailer('alerts-fail-');
      const flaky: Mailer = {
        kind: 'outbox',
        send: async (m) => (m.to === 'a1@example.com' ? Promise.reject(new Error('mailbox unavailable')) : outbox.send(m)),
      };
      const options = { alerts, jobs: jobStore(), siteUrl: 'https://x', productName: 'P', secret: 's', now, sleep: noSleep };
      const first = await deliverAlerts({ ...options, mailer: flaky });
      expect(first.failed).toHaveLength(1);
      expect(first.failed[0]).toMatch(/^alert \d+$/); // an id, never the address (run output lands in CI logs)
      expect(first.sent).toBe(2);
      const second = await deliverAlerts({ ...options, mailer: outbox, now: new Date(now.getTime() + 60_000) });
      expect(second).toMatchObject({ resumed: 1, sent: 1, failed: [] });
      expect(readdirSync(dir)).toHaveLength(3);
    });
  });
});
