/**
 * The one SQL store on both drivers: grants, row-level security and the staff claim; the job reads;
 * rows that fail validation; writes, idempotency and the mail outbox.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_ROW_BASE } from '../../../tests/support/job-rows';
import { createTestDb, describeEachDriver, type TestDb } from '../../../tests/support/databases';
import type { JobInput } from '~/domain/job';
import { asRole, type DbRole, type JwtClaims } from '../db/sql';
import type { Mail, Mailer } from '../ports/mail';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createMailOutbox, MAX_ATTEMPTS } from './mail-outbox.store';
import { createWriteStore } from '~/features/forms/writes.store';

const now = new Date('2026-11-22T12:00:00Z');
const base = {
  ...JOB_ROW_BASE,
  contact_email: 'secret-contact@leakcheck.example',
  application_email: 'secret-apply@leakcheck.example',
} as const;
const rows: JobInput[] = [
  { ...base, id: 1, slug: 'ortho-pt-san-diego', job_title: 'Orthopedic PT', posted_at: '2026-11-20T00:00:00Z', is_active: true },
  { ...base, id: 2, slug: null, job_title: 'Inactive PTA', posted_at: '2026-11-21T00:00:00Z', is_active: false },
  { ...base, id: 3, slug: 'expired-ot', job_title: 'Expired OT', posted_at: '2026-11-19T00:00:00Z', expires_at: '2026-11-22T11:00:00Z', is_active: true },
  { ...base, id: 4, slug: null, job_title: 'Newest PT', posted_at: '2026-11-22T08:00:00Z', expires_at: '2026-12-22T00:00:00Z', is_active: true },
];

const USER_ID = '5b0e1c9e-8a55-4f0e-9d1a-1b2c3d4e5f60';
/** The signed-in session the claims name (recorded in auth.sessions before the tests). */
const SESSION_ID = '7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const user = (role?: string, aal: 'aal1' | 'aal2' = 'aal2', session = SESSION_ID): JwtClaims => ({
  role: 'authenticated',
  aal,
  sub: USER_ID,
  session_id: session,
  app_metadata: role ? { provider: 'email', role } : { provider: 'email' },
});

class Broken extends Error {}
function recordingMailer(): Mailer & { sent: Mail[]; broken: boolean } {
  const m = {
    kind: 'outbox' as const,
    sent: [] as Mail[],
    broken: false,
    async send(mail: Mail) {
      if (m.broken) throw new Broken('mail provider unavailable');
      m.sent.push(mail);
      return { id: String(m.sent.length) };
    },
  };
  return m;
}

describeEachDriver('SQL store', (driver) => {
  let db: TestDb;
  const read = <T extends Record<string, unknown>>(role: DbRole, text: string, claims?: JwtClaims) => asRole(db.sql, role, (tx) => tx.query<T>(text), claims);
  beforeAll(async () => {
    db = await createTestDb(driver, rows);
    await db.sql.query(`insert into auth.users (id, email) values ($1, 'staff@store.example')`, [USER_ID]);
    await db.sql.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [SESSION_ID, USER_ID]);
  });
  afterAll(() => db.close());

  describe('grants, row-level security and the staff claim', () => {
    it('refuses anon a contact column with 42501 and shows it no inactive row', async () => {
      await expect(read('anon', 'select contact_email from public.jobs')).rejects.toMatchObject({ code: '42501' });
      await expect(read('anon', 'select * from public.jobs')).rejects.toMatchObject({ code: '42501' });
      await expect(read('anon', 'select * from public.job_contacts')).rejects.toMatchObject({ code: '42501' });
      expect((await read('anon', 'select id from public.jobs order by id')).map((r) => Number(r.id))).toEqual([1, 3, 4]);
    });
    it('gives a signed-in user who is not staff exactly what anon gets', async () => {
      const claims = user();
      await expect(read('authenticated', 'select contact_email from public.jobs', claims)).rejects.toMatchObject({ code: '42501' });
      await expect(read('authenticated', 'select application_email from public.jobs', claims)).rejects.toMatchObject({ code: '42501' });
      expect(await read('authenticated', 'select * from public.job_contacts', claims)).toEqual([]);
      // A role claimed anywhere but app_metadata (which only the service sets) is not staff.
      expect(await read('authenticated', 'select * from public.job_contacts', { ...claims, role: 'staff', user_metadata: { role: 'staff' } })).toEqual([]);
      const anonRows = await read('anon', 'select id, job_title from public.jobs order by id');
      expect(await read('authenticated', 'select id, job_title from public.jobs order by id', claims)).toEqual(anonRows);
    });
    it('lets staff read contacts of active jobs only', async () => {
      const seen = await read<{ id: string; contact_email: string }>(
        'authenticated',
        'select id, contact_email from public.job_contacts order by id',
        user('staff'),
      );
      expect(seen.map((r) => Number(r.id))).toEqual([1, 3, 4]);
      expect(seen[0]?.contact_email).toBe('secret-contact@leakcheck.example');
    });
    it('reads no contact once the session has ended (signed out), or with no session or a malformed one', async () => {
      const ended = '00000000-0000-4000-8000-000000000001';
      for (const claims of [user('staff', 'aal2', ended), { ...user('staff'), session_id: 'not-a-uuid' }, { ...user('staff'), session_id: undefined }])
        expect(await read('authenticated', 'select id from public.job_contacts', claims)).toEqual([]);
    });
    it('needs a verified second factor (aal2) for contacts, unless the deployment turned that off (STAFF_MFA=off)', async () => {
      const contacts = () => read('authenticated', 'select id from public.job_contacts', user('staff', 'aal1'));
      expect(await contacts()).toEqual([]);
      await db.sql.query('update public.staff_settings set mfa_required = false where id');
      expect(await contacts()).toHaveLength(3);
      await db.sql.query('update public.staff_settings set mfa_required = true where id');
      // Nobody but the owner changes the setting.
      await expect(read('authenticated', 'update public.staff_settings set mfa_required = false', user('staff'))).rejects.toMatchObject({ code: '42501' });
    });
    it('refuses writes by anon and authenticated, staff included', async () => {
      await expect(read('anon', `update public.jobs set job_title = 'x'`)).rejects.toMatchObject({ code: '42501' });
      await expect(read('authenticated', `delete from public.jobs`, user('staff'))).rejects.toMatchObject({ code: '42501' });
      await expect(read('anon', `insert into public.email_subscriptions (name, email) values ('a', 'a@b.co')`)).rejects.toMatchObject({ code: '42501' });
      await expect(read('authenticated', `select * from public.mail_outbox`, user('staff'))).rejects.toMatchObject({ code: '42501' });
    });
    it('has the private resumes bucket', async () => {
      expect(await db.sql.query(`select public from storage.buckets where id = 'resumes'`)).toEqual([{ public: false }]);
    });
  });

  describe('job reads', () => {
    const warnings: string[] = [];
    const store = () => createJobStore(db.sql, (m) => warnings.push(m));
    it('lists active, unexpired jobs newest first, without contact fields', async () => {
      const jobs = await store().listListedJobs(now);
      expect(jobs.map((j) => j.job_title)).toEqual(['Newest PT', 'Orthopedic PT']);
      expect(JSON.stringify(jobs)).not.toContain('leakcheck');
      expect(jobs[0]).not.toHaveProperty('contact_email');
      expect(jobs[0]!.id).toBe('4');
    });
    it('reads listed jobs by id in the order given, each once', async () => {
      expect((await store().getListedJobsByIds(['1', '4', '2', '3', '99', 'x', '1'], now)).map((j) => j.id)).toEqual(['1', '4']);
    });
    it('reads jobs that expired in the last 90 days (never inactive ones) for the closed-job pages', async () => {
      expect((await store().listRecentlyExpiredJobs(now)).map((j) => j.id)).toEqual(['3']);
      expect(JSON.stringify(await store().listRecentlyExpiredJobs(now))).not.toContain('leakcheck');
      // Most recently expired first; job 3 (expired 2026-11-22 11:00) drops out 90 days later.
      expect((await store().listRecentlyExpiredJobs(new Date('2027-02-20T10:00:00Z'))).map((j) => j.id)).toEqual(['4', '3']);
      expect((await store().listRecentlyExpiredJobs(new Date('2027-02-20T12:00:00Z'))).map((j) => j.id)).toEqual(['4']);
      expect((await store().getRecentlyExpiredJobsByIds(['4', '3', '2', '3'], now)).map((j) => j.id)).toEqual(['3']);
    });
    it('reads one listed job with its contacts, and nothing for inactive, expired or malformed ids', async () => {
      expect((await store().getListedJobWithContacts('1', now))?.application_email).toBe('secret-apply@leakcheck.example');
      for (const id of ['2', '3', '99', '1; drop table jobs']) expect(await store().getListedJobWithContacts(id, now), id).toBeNull();
    });
    it('skips a row written before a rule existed, naming its id and field, and serves the rest', async () => {
      // Such a row predates the NOT VALID constraint: drop it, write the row, put the rule back as it was.
      const [{ def } = { def: '' }] = await db.sql.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'jobs_city_present' and conrelid = 'public.jobs'::regclass`,
      );
      await db.sql.exec('alter table public.jobs drop constraint jobs_city_present');
      // Written as an import (legacy rows predate the posting policies too).
      await db.sql.transaction(async (tx) => {
        await tx.query(`select set_config('jobs.import', 'on', true)`);
        await tx.query(`insert into public.jobs (id, job_title, employer_name, city, state, job_type, setting, role, description, posted_at, contact_email)
        values (50, 'Blank City PT', 'Clinic', '', 'TX', 'full-time', 'outpatient', 'pt', 'd', '2026-11-21T00:00:00Z', 'blank@clinic.example')`);
      });
      await db.sql.exec(`alter table public.jobs add constraint jobs_city_present ${def}`);
      warnings.length = 0;
      expect((await store().listListedJobs(now)).map((j) => j.id)).toEqual(['4', '1']);
      expect(warnings).toEqual(['Skipped job 50: city must not be empty']);
      expect(await store().getListedJobsByIds(['50', '1'], now)).toHaveLength(1);
      expect(await store().getListedJobWithContacts('50', now)).toBeNull();
      // New writes meet the rule.
      await expect(db.sql.query(`update public.jobs set city = '  ' where id = 1`)).rejects.toMatchObject({ code: '23514' });
      await db.sql.query('delete from public.jobs where id = 50');
    });
    it('a row that breaks a newer rule can always be set inactive (rules bind active rows only)', async () => {
      // The rule as the migrations left it, put back after writing a legacy row.
      const [{ def } = { def: '' }] = await db.sql.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'jobs_city_present' and conrelid = 'public.jobs'::regclass`,
      );
      expect(def).toMatch(/NOT is_active/);
      await db.sql.exec('alter table public.jobs drop constraint jobs_city_present');
      // Written as an import (legacy rows predate the posting policies too).
      await db.sql.transaction(async (tx) => {
        await tx.query(`select set_config('jobs.import', 'on', true)`);
        await tx.query(`insert into public.jobs (id, job_title, employer_name, city, state, job_type, setting, role, description, posted_at)
        values (51, 'Legacy PT', 'Clinic', '', 'TX', 'full-time', 'outpatient', 'pt', 'd', '2026-11-21T00:00:00Z')`);
      });
      await db.sql.exec(`alter table public.jobs add constraint jobs_city_present ${def}`);
      await expect(db.sql.query(`update public.jobs set job_title = 'Still broken' where id = 51`)).rejects.toMatchObject({ code: '23514' });
      expect(await db.sql.query(`update public.jobs set is_active = false where id = 51 returning id`)).toHaveLength(1);
      // Every rule added after a table existed binds active rows only.
      const strict = await db.sql.query<{ conname: string }>(
        `select conname from pg_constraint where conrelid = 'public.jobs'::regclass and contype = 'c' and not convalidated and pg_get_constraintdef(oid) not like '%NOT is_active%'`,
      );
      expect(strict).toEqual([]);
      await db.sql.query('delete from public.jobs where id = 51');
    });
  });

  describe('writes', () => {
    const writes = () => createWriteStore(db.sql);
    it('raises a real 23505 for a duplicate subscription and reports it as duplicate', async () => {
      expect(await writes().subscribe('Ana', 'ana@example.com')).toBe('created');
      expect(await writes().subscribe('Ana B', 'ana@example.com')).toBe('duplicate');
      await expect(db.sql.query(`insert into public.email_subscriptions (name, email) values ('Ana', 'ana@example.com')`)).rejects.toMatchObject({
        code: '23505',
      });
      expect(await writes().unsubscribe('ana@example.com')).toBe(true);
      expect(await writes().unsubscribe('ana@example.com')).toBe(false);
      expect(await writes().subscribe('Ana C', 'ana@example.com')).toBe('created');
      expect(await db.sql.query('select name, email, is_active from public.email_subscriptions')).toEqual([
        { name: 'Ana C', email: 'ana@example.com', is_active: true },
      ]);
    });
    it('records a resume upload', async () => {
      await writes().recordResume({ file_name: 'cv.pdf', file_path: 'a1.pdf', uploaded_by_email: null, job_id: '1', company_name: null, file_size: 2048 });
      expect(await writes().resumeUsage(new Date(Date.now() - 60_000))).toEqual({ count: 1, bytes: 2048 });
      expect(await db.sql.query('select file_name, job_id from public.resume_uploads')).toEqual([{ file_name: 'cv.pdf', job_id: '1' }]);
    });
  });

  describe('nothing lost when mail fails', () => {
    it('stores once per idempotency key, queues the mails with it, and delivers them after an outage', async () => {
      const mailer = recordingMailer();
      const outbox = createMailOutbox(db.sql);
      const key = '0b9e7a8c-3f6d-4c55-9a0e-52c1d7e4f3a2';
      const submit = () =>
        writes().submit(
          'ccpa_requests',
          { name: 'Sam Lee', email: 'sam@example.com', request_type: 'delete', description: 'Delete my data.', verification_info: null },
          {
            idempotencyKey: key,
            mails: (id) => [
              { kind: 'staff-notice', to: 'staff@example.com', subject: `CCPA request #${id}`, text: 'notice' },
              { kind: 'ccpa-acknowledgement', to: 'sam@example.com', subject: `We received your privacy request (#${id})`, text: 'ack' },
            ],
          },
        );
      const writes = () => createWriteStore(db.sql);
      mailer.broken = true;
      const first = await submit();
      // Queued rows are due from the database's clock: drain on the real one.
      const at = new Date(Date.now() + 1000);
      expect(await outbox.drain(mailer, { now: at })).toMatchObject({ sent: 0, failed: 2, pending: 2, dead: 0 });
      const second = await submit();
      expect(second).toEqual({ id: first.id, replay: true });
      expect(first.replay).toBe(false);
      // Not due again until its backoff has passed.
      mailer.broken = false;
      expect(await outbox.drain(mailer, { now: at })).toMatchObject({ sent: 0, failed: 0, pending: 2 });
      const later = new Date(at.getTime() + 61_000);
      expect(await outbox.drain(mailer, { now: later })).toMatchObject({ sent: 2, failed: 0, pending: 0, dead: 0 });
      expect(await outbox.drain(mailer, { now: later })).toMatchObject({ sent: 0 });
      expect(await db.sql.query('select count(*)::int as n from public.ccpa_requests')).toEqual([{ n: 1 }]);
      expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
        ['staff@example.com', `CCPA request #${first.id}`],
        ['sam@example.com', `We received your privacy request (#${first.id})`],
      ]);
    });
    it('a row that no longer parses is set aside with the reason, and the healthy mails claimed with it go out', async () => {
      const mailer = recordingMailer();
      const outbox = createMailOutbox(db.sql);
      await db.sql.query('update public.mail_outbox set sent_at = now() where sent_at is null');
      await db.sql.exec(`insert into public.mail_outbox (kind, to_address, subject, body_text, headers) values
        ('staff-notice', 'one@example.com', 'Healthy one', 't', '{}'),
        ('staff-notice', 'bad@example.com', 'Poisoned', 't', '[1, 2]'),
        ('staff-notice', 'two@example.com', 'Healthy two', 't', '{}');`);
      const report = await outbox.drain(mailer, { now: new Date(Date.now() + 1000) });
      expect(report).toMatchObject({ sent: 2, failed: 1, dead: 1 });
      expect(mailer.sent.map((m) => m.subject)).toEqual(['Healthy one', 'Healthy two']);
      const [bad] = await db.sql.query<{ attempts: number; last_error: string }>(
        `select attempts, last_error from public.mail_outbox where subject = 'Poisoned'`,
      );
      expect(bad!.attempts).toBe(MAX_ATTEMPTS);
      expect(bad!.last_error).toMatch(/^unreadable row: headers/);
      await db.sql.query(`delete from public.mail_outbox where subject = 'Poisoned'`);
    });
    it('a mail queued in the same millisecond a drain starts is sent by that drain (the database clock decides)', async () => {
      const mailer = recordingMailer();
      await db.sql.query('update public.mail_outbox set sent_at = now() where sent_at is null');
      // Queued at the database's now(), to the microsecond; JavaScript's clock reads the same millisecond.
      const [queued] = await db.sql.query<{ at: string }>(
        `insert into public.mail_outbox (kind, to_address, subject, body_text, next_attempt_at)
         values ('staff-notice', 'same-ms@example.com', 'Same millisecond', 't', clock_timestamp())
         returning to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
      );
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(queued!.at) });
      try {
        expect(await createMailOutbox(db.sql).drain(mailer)).toMatchObject({ sent: 1 });
      } finally {
        vi.useRealTimers();
      }
      expect(mailer.sent.map((m) => m.subject)).toEqual(['Same millisecond']);
    });
    it('two drains at once send each mail once', async () => {
      const mailer = recordingMailer();
      await db.sql.query('update public.mail_outbox set sent_at = now() where sent_at is null');
      for (let i = 0; i < 30; i++)
        await db.sql.query(`insert into public.mail_outbox (kind, to_address, subject, body_text) values ('staff-notice', $1, $2, 't')`, [
          `s${i}@example.com`,
          `Twice ${i}`,
        ]);
      const at = new Date(Date.now() + 1000);
      const [a, b] = await Promise.all([createMailOutbox(db.sql).drain(mailer, { now: at }), createMailOutbox(db.sql).drain(mailer, { now: at })]);
      expect(a.sent + b.sent).toBe(30);
      expect(new Set(mailer.sent.map((m) => m.subject)).size).toBe(30);
      expect(mailer.sent).toHaveLength(30);
    });
    it('gives up after the last attempt and reports the mail as dead', async () => {
      const mailer = recordingMailer();
      mailer.broken = true;
      const outbox = createMailOutbox(db.sql);
      await createWriteStore(db.sql).submit(
        'contact_messages',
        { name: 'A', email: 'a@b.co', user_type: 'pta', message: 'm' },
        {
          idempotencyKey: null,
          mails: () => [{ kind: 'staff-notice', to: 'staff@example.com', subject: 'x', text: 'y' }],
        },
      );
      let at = Date.now() + 1000;
      let report;
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
        report = await outbox.drain(mailer, { now: new Date(at) });
        at += 7 * 3600_000;
      }
      expect(report).toMatchObject({ dead: 1, pending: 0 });
      expect(await db.sql.query('select attempts, last_error from public.mail_outbox where sent_at is null')).toEqual([
        { attempts: MAX_ATTEMPTS, last_error: 'mail provider unavailable' },
      ]);
    });
  });
});
