/**
 * "Really open" on both drivers: each mail's window and its idempotency (two passes at once send
 * one mail), the pause after silence and the return on an answer, the expiry reminder and the extension
 * request, and the counters' sums under concurrent beacons.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../../../tests/support/databases';
import { intakeJobSchema } from '~/domain/job-lifecycle';
import type { CheckedJob, LifecycleStore } from './lifecycle.port';
import type { OutboxMail } from '~/server/ports/mail-outbox';
import { createLifecycleStore } from './lifecycle.store';
import { createStaffStores } from '../../../tests/support/staff-stores';

const DAY = 86_400_000;
const mails = {
  confirm: (j: CheckedJob): OutboxMail => ({ kind: 'job-check', to: j.contactEmail, subject: `Still open? #${j.jobId}`, text: j.url ?? '' }),
  expiry: (j: CheckedJob): OutboxMail => ({ kind: 'job-check', to: j.contactEmail, subject: `Ends soon #${j.jobId}`, text: j.expiresAt ?? '' }),
  paused: (jobs: CheckedJob[]): OutboxMail => ({
    kind: 'staff-notice',
    to: 'staff@x.example',
    subject: `Paused ${jobs.map((j) => `#${j.jobId}`).join(' ')}`,
    text: '',
  }),
};

describeEachDriver('jobs that are really open', (driver) => {
  let db: TestDb;
  let store: LifecycleStore;
  let n = 0;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    store = createLifecycleStore(db.sql);
  });
  afterAll(() => db.close());

  /** A live job of its own verified employer; returns its id and go-live time. */
  async function liveJob(): Promise<{ id: string; live: number }> {
    n += 1;
    const staff = createStaffStores(db.sql);
    const job = intakeJobSchema.parse({
      job_title: `Home Health PT ${n}`,
      employer_name: `Clinic ${n}`,
      legal_entity: `Clinic ${n} LLC`,
      city: 'Tucson',
      state: 'AZ',
      job_type: 'full-time',
      setting: 'home-health',
      description: 'Visits across town.',
      contact_email: `hiring${n}@clinic.example`,
    });
    const r = await staff.intake(job, createHash('sha256').update(`job-${n}-${driver}`).digest('hex'));
    if (r.outcome !== 'stored') throw new Error(r.error);
    const id = r.id;
    const d = await staff.getJob(id);
    await staff.verifyEmployer(d!.job.employer_id, { license_number: `PT-${n}`, license_state: 'AZ' }, 'staff@x.example');
    const live = await staff.act(id, 'publish', { actor: 'staff@x.example' });
    return { id, live: Date.parse(live!.job.live_since!) };
  }
  const outbox = async (subject: string) =>
    (await db.sql.query<{ kind: string; to_address: string }>(`select kind, to_address from public.mail_outbox where subject = $1`, [subject])).length;
  const status = async (id: string) => (await db.sql.query<{ status: string }>('select status from public.jobs where id = $1', [id]))[0]!.status;

  it('"Still open?" goes 14 days after go-live, once per window, even with two passes at once', async () => {
    const { id, live } = await liveJob();
    expect((await store.runPass(new Date(live + 13 * DAY), mails)).confirmRequests).toBe(0);
    const at = new Date(live + 14 * DAY + 60_000);
    const [a, b] = await Promise.all([store.runPass(at, mails), store.runPass(at, mails)]);
    expect(a.confirmRequests + b.confirmRequests).toBe(1);
    expect(await outbox(`Still open? #${id}`)).toBe(1);
    expect((await store.runPass(new Date(at.getTime() + DAY), mails)).confirmRequests).toBe(0);
    expect(await outbox(`Still open? #${id}`)).toBe(1);
  });

  it('silence for 7 days pauses the job and tells staff; "Still open" brings it back and starts a new window', async () => {
    const { id, live } = await liveJob();
    await store.runPass(new Date(live + 14 * DAY + 60_000), mails);
    expect((await store.runPass(new Date(live + 20 * DAY), mails)).paused).toBe(0);
    const silent = new Date(live + 21 * DAY + 2 * 60_000);
    const [a, b] = await Promise.all([store.runPass(silent, mails), store.runPass(silent, mails)]);
    expect(a.paused + b.paused).toBeGreaterThanOrEqual(1);
    expect(await status(id)).toBe('paused');
    expect((await db.sql.query(`select 1 from public.mail_outbox where subject like 'Paused %' and subject like $1`, [`%#${id}%`])).length).toBe(1);
    const view = await store.ownerView(id, silent);
    expect(view).toMatchObject({ status: 'paused', pausedForSilence: true });

    const answeredAt = new Date(live + 22 * DAY);
    const after = await store.answer(id, 'open', answeredAt, () => {
      throw new Error('no mail for "open"');
    });
    expect(after).toMatchObject({ status: 'live', pausedForSilence: false, confirmedAt: answeredAt.toISOString() });
    const events = await db.sql.query<{ action: string; actor: string }>(`select action, actor from public.job_events where job_id = $1 order by id`, [id]);
    expect(events.map((e) => `${e.action}:${e.actor}`).slice(-3)).toEqual(['paused:lifecycle', 'resumed:employer', 'confirmed:employer']);
    // The next "Still open?" counts from the answer.
    expect((await store.runPass(new Date(answeredAt.getTime() + 13 * DAY), mails)).confirmRequests).toBe(0);
    await store.runPass(new Date(answeredAt.getTime() + 14 * DAY + 60_000), mails);
    expect(await outbox(`Still open? #${id}`)).toBe(2);
  });

  it('a repeated "Still open" the same day writes nothing: no change to the job, no line in its history, no rebuild', async () => {
    const { id, live } = await liveJob();
    // 09:00 UTC, so five answers an hour apart stay in one (UTC) day whenever the test runs.
    const first = new Date(live + 16 * DAY);
    first.setUTCHours(9, 0, 0, 0);
    await store.answer(id, 'open', first, () => mails.paused([]));
    const row = async () =>
      (
        await db.sql.query<{ confirmed_at: string; events: number }>(
          `select confirmed_at::text, (select count(*)::int from public.job_events where job_id = $1) as events from public.jobs where id = $1`,
          [id],
        )
      )[0]!;
    const before = await row();
    const notices: string[] = [];
    await db.sql.listen('jobs_changed', (payload) => notices.push(payload));
    for (let i = 1; i <= 5; i++) await store.answer(id, 'open', new Date(first.getTime() + i * 60 * 60_000), () => mails.paused([]));
    await new Promise((r) => setTimeout(r, 100));
    expect(await row()).toEqual(before);
    expect(notices.filter((n) => n === id)).toEqual([]);
    // The next day it counts again.
    await store.answer(id, 'open', new Date(first.getTime() + DAY), () => mails.paused([]));
    expect((await row()).confirmed_at).not.toBe(before.confirmed_at);
    // Closed, so the other tests' passes count only their own jobs.
    await store.answer(id, 'close', new Date(first.getTime() + DAY), () => mails.paused([]));
  });

  it('a pause staff chose stays when the employer answers', async () => {
    const { id } = await liveJob();
    await createStaffStores(db.sql).act(id, 'pause', { actor: 'staff@x.example' });
    expect((await store.answer(id, 'open', new Date(), () => ({ kind: 'staff-notice', to: 'x', subject: 'x', text: 'x' })))!.status).toBe('paused');
  });

  it('the expiry reminder goes 7 days before the end, once; "extend" tells staff and changes nothing; "filled" closes', async () => {
    const { id, live } = await liveJob();
    const end = live + 60 * DAY;
    expect((await store.runPass(new Date(end - 8 * DAY), mails)).expiryReminders).toBe(0);
    const [a, b] = await Promise.all([store.runPass(new Date(end - 6 * DAY), mails), store.runPass(new Date(end - 6 * DAY), mails)]);
    expect(a.expiryReminders + b.expiryReminders).toBe(1);
    expect(await outbox(`Ends soon #${id}`)).toBe(1);
    const extendMail = (job: { id: string }): OutboxMail => ({ kind: 'staff-notice', to: 'staff@x.example', subject: `Extend #${job.id}`, text: '' });
    // Before the term's last 7 days: nothing asked, nobody told.
    await store.answer(id, 'extend', new Date(end - 20 * DAY), extendMail);
    expect(await outbox(`Extend #${id}`)).toBe(0);
    const asked = await store.answer(id, 'extend', new Date(end - 5 * DAY), extendMail);
    expect(asked).toMatchObject({ status: 'live' });
    expect(await outbox(`Extend #${id}`)).toBe(1);
    // Asked again in the same term: staff are not told twice.
    await store.answer(id, 'extend', new Date(end - 4 * DAY), extendMail);
    expect(await outbox(`Extend #${id}`)).toBe(1);
    expect((await store.answer(id, 'filled', new Date(end - 4 * DAY), () => mails.paused([])))!).toMatchObject({ status: 'closed', closeReason: 'filled' });
  });

  it('counters: concurrent beacons all count; an unlisted job counts nothing; a day has its own row; old days are deleted', async () => {
    const { id } = await liveJob();
    const results = await Promise.all(Array.from({ length: 120 }, (_, i) => store.count(id, i % 3 === 0 ? 'save' : 'view', '2026-11-24')));
    expect(results.every(Boolean)).toBe(true);
    await store.count(id, 'view', '2026-11-23');
    const view = await store.ownerView(id, new Date('2026-11-24T12:00:00Z'));
    expect(view!.totals).toEqual({ view: 81, apply: 0, save: 40, resume: 0 });
    expect(view!.days.map((d) => [d.day, d.view, d.save])).toEqual([
      ['2026-11-24', 80, 40],
      ['2026-11-23', 1, 0],
    ]);
    expect(await store.count('999999', 'view', '2026-11-24')).toBe(false);
    await store.count(id, 'view', '2025-01-01');
    const swept = await store.runPass(new Date('2026-11-24T12:00:00Z'), mails);
    expect(swept.countsSwept).toBeGreaterThanOrEqual(1);
    expect((await db.sql.query(`select 1 from public.job_daily_counts where day = '2025-01-01'`)).length).toBe(0);
  });
});
