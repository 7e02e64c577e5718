/**
 * Applications through the site on both drivers: the relay (202, no employer address in any
 * answer or applicant mail, Reply-To the applicant, one mail per application under concurrent drains,
 * limits, bad input changes nothing), the employer's status page (GET changes nothing, one mail per
 * change), the "viewed" mark from the resume link, "My applications", and the retention step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedJobs } from '../../../supabase/seed/jobs';
import { createTestDb, describeEachDriver, fnContext, type TestDb } from '../../../tests/support/databases';
import { parseEnv } from '~/config/env';
import { getNodeServices } from '~/server/root-node';
import { site } from '~/config/site';
import { resumeToken } from '~/domain/resume-link';
import { mineToken, statusToken } from './application-links';
import { recipientKey } from '~/server/ports/rate-limit';
import type { Mail, Mailer } from '~/server/ports/mail';
import { createMailOutbox } from '~/server/store/mail-outbox.store';
import { createApplicationStore } from '~/features/applications/applications.store';
import { employerMail, receiptMail } from './application-mail';
import { signingSecret } from '~/server/signing';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import * as statusPage from './employer-application.api';
import * as minePage from './mine.api';
import { onRequestGet as openResume } from './resume-open.api';
import { onRequestPost as relay } from './applications.api';
import { onRequestPost as askLink } from './link.api';
import { onRequestGet as applicantsPage } from './applicants.api';
import { ownerToken } from '~/features/auth/owner-link';
import { onRequestGet as jobPage } from '~/features/postings/employer-job.api';

const seed = buildSeedJobs(new Date());
const JOB = '1'; // application_email apply-1@leakcheck.example
const listed = (j: (typeof seed)[number]) => j.is_active !== false && (!j.expires_at || Date.parse(String(j.expires_at)) > Date.now() + 86_400_000);
const partnerId = String(seed.find((j) => j.employer_name === site.name && listed(j))!.id);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ADDRESS = /leakcheck\.example/; // every seed contact and application address

describeEachDriver('applications through the site', (driver) => {
  let db: TestDb;
  let secret = '';
  let ip = 0;
  const net = driver === 'pglite' ? 31 : 32;
  beforeAll(async () => {
    db = await createTestDb(driver, seed);
    secret = signingSecret(parseEnv(db.env), db.dataDir);
  });
  // The functions drain the outbox after answering: let those finish before the database closes.
  const settling: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await Promise.all(settling.map((settle) => settle()));
    await db.close();
  });

  const ctx = (request: Request, params: Record<string, string> = {}) => {
    const c = fnContext(request, db.env, params);
    settling.push(c.settle);
    return c.context as FunctionContext;
  };
  // Each post from a network of its own (limits are charged per sending network) unless `from` says otherwise.
  const post = (body: unknown, headers: Record<string, string> = {}, from = `10.${net}.${++ip % 200}.${1 + (Math.floor(ip / 200) % 250)}`) =>
    relay(
      ctx(
        new Request('http://localhost:4321/api/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': from, 'user-agent': BROWSER, ...headers },
          body: JSON.stringify(body),
        }),
      ),
    );
  const app = (over: Record<string, unknown> = {}) => ({
    jobId: JOB,
    name: 'Ana Lopez',
    email: 'ana.lopez+jobs@gmail.com',
    message: 'I would like to apply.',
    ...over,
  });
  const outbox = (where = 'true') =>
    db.sql.query<{ id: string; kind: string; to_address: string; reply_to: string | null; subject: string; body_text: string; sent_at: unknown }>(
      `select id, kind, to_address, reply_to, subject, body_text, sent_at from public.mail_outbox where ${where} order by id`,
    );
  const count = async (table: string, where = 'true') =>
    Number((await db.sql.query<{ n: number }>(`select count(*)::int n from public.${table} where ${where}`))[0]!.n);
  const page = (fn: PagesFunction, url: string, init: RequestInit = {}) =>
    fn(ctx(new Request(url, { ...init, headers: { 'cf-connecting-ip': `10.${net}.250.${++ip % 200}`, 'user-agent': BROWSER, ...(init.headers ?? {}) } })));

  describe('POST /api/applications', () => {
    it('answers 202 with the id and never the address; queues the employer mail (Reply-To the applicant) and a receipt without it', async () => {
      const res = await post(app());
      expect(res.status).toBe(202);
      const text = await res.text();
      expect(text).not.toMatch(ADDRESS);
      const { id } = JSON.parse(text) as { id: string };
      const mails = await outbox(`body_text like '%${id}%' or to_address like 'ana%'`);
      const employer = mails.find((m) => m.kind === 'application')!;
      expect(employer).toMatchObject({ to_address: 'apply-1@leakcheck.example', reply_to: 'ana.lopez+jobs@gmail.com' });
      expect(employer.subject).toMatch(/^Application for .+ Position$/);
      expect(employer.body_text).toContain('Name: Ana Lopez');
      expect(employer.body_text).toContain('/employer?application=');
      const receipt = mails.find((m) => m.kind === 'application-receipt')!;
      expect(receipt.to_address).toBe('ana.lopez+jobs@gmail.com');
      expect(receipt.body_text).toContain('/applications/mine?token=');
      expect(`${receipt.subject}\n${receipt.body_text}\n${receipt.reply_to}`).not.toMatch(ADDRESS);
      expect(await count('applications', `id = ${id} and status = 'sent' and inbox_key = 'analopez@gmail.com'`)).toBe(1);
    });

    it("a recruiting-partner job's application goes to staff", async () => {
      const res = await post(app({ jobId: partnerId, email: 'bo@example.com' }));
      expect(res.status).toBe(202);
      const [mail] = await outbox(`kind = 'application' and reply_to = 'bo@example.com'`);
      expect(mail!.to_address).toBe(parseEnv(db.env).STAFF_EMAIL ?? site.staffEmail);
      expect(mail!.subject).toMatch(/^Interest in /);
    });

    it('bad input gets the field and stores nothing; an unknown or closed job 404; a forged resume 400', async () => {
      const before = await count('applications');
      const cases: [unknown, number, RegExp][] = [
        [app({ email: 'not-an-email' }), 400, /^email: /],
        [app({ name: '' }), 400, /^name: /],
        [app({ message: 'x'.repeat(5001) }), 400, /^message: /],
        [app({ jobId: '1; drop' }), 400, /^jobId: /],
        [{ ...app(), to: 'someone@else.example' }, 400, /./],
        [app({ jobId: '999999' }), 404, /Job not found/],
        [app({ resume: 'abc.def' }), 400, /^resume: /],
      ];
      for (const [body, status, error] of cases) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(((await res.json()) as { error: string }).error).toMatch(error);
      }
      // A resume link made for another job does not pass.
      const other = await resumeToken(secret, { path: '1700000000000-0123456789abcdef01234567.pdf', jobId: '2', expires: Math.floor(Date.now() / 1000) + 60 });
      expect((await post(app({ resume: other }))).status).toBe(400);
      expect(await count('applications')).toBe(before);
    });

    it('a retried submit (same Idempotency-Key) answers the first application and sends nothing more', async () => {
      const key = crypto.randomUUID();
      const first = (await (await post(app({ email: 'retry@example.com' }), { 'idempotency-key': key })).json()) as { id: string };
      const again = await post(app({ email: 'retry@example.com' }), { 'idempotency-key': key });
      expect(again.status).toBe(202);
      expect(((await again.json()) as { id: string }).id).toBe(first.id);
      expect(await count('applications', `email = 'retry@example.com'`)).toBe(1);
      expect(await count('mail_outbox', `to_address = 'retry@example.com' or reply_to = 'retry@example.com'`)).toBe(2);
    });

    it("a second application from the same inbox (however spelled) to the same job is answered with the first one's date and sends nothing; another job is fine", async () => {
      const job = String(seed.filter((j) => listed(j) && j.employer_name !== site.name && (j.application_email || j.contact_email)).at(-30)!.id);
      const first = await post(app({ email: 'Twice.Sender@gmail.com', jobId: job }));
      expect(first.status).toBe(202);
      const { id } = (await first.json()) as { id: string };
      const mailsBefore = await count('mail_outbox', `inbox_key = 'twicesender@gmail.com' or reply_to ilike 'twice%'`);
      for (const email of ['twice.sender+again@gmail.com', 'TWICESENDER@googlemail.com']) {
        const again = await post(app({ email, jobId: job }));
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({ ok: true, id, already: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      }
      expect(await count('applications', `inbox_key = 'twicesender@gmail.com' and job_id = ${job}`)).toBe(1);
      expect(await count('mail_outbox', `inbox_key = 'twicesender@gmail.com' or reply_to ilike 'twice%'`)).toBe(mailsBefore);
      // The database holds the rule per row, whatever the statement: a multi-row insert of two for one inbox and job fails whole.
      await expect(
        db.sql.exec(
          `insert into public.applications (job_id, name, email, inbox_key, message) values (${job}, 'A', 'x1@example.com', 'rowrule@example.com', 'm'), (${job}, 'B', 'x2@example.com', 'rowrule@example.com', 'm')`,
        ),
      ).rejects.toThrow(/applications_one_per_inbox_and_job|duplicate key/);
      // Nor can an insert mark itself a repeat to pass the rule.
      await expect(
        db.sql.exec(
          `insert into public.applications (job_id, name, email, inbox_key, message, repeat_of_earlier) values (${job}, 'C', 'twice.sender@gmail.com', 'twicesender@gmail.com', 'm', true)`,
        ),
      ).rejects.toThrow(/applications_one_per_inbox_and_job|duplicate key/);
    });

    it('limits charge the sender: 10 an hour per client; per sending network 10 a day to one inbox however spelled and 3 an hour to one job; the owner and other networks are never shut out', async () => {
      const client = `10.${net}.240.1`;
      // Jobs no other test here reads: eleven in one sitting from one client, then others for each bound.
      const jobs = seed
        .filter((j) => listed(j) && j.employer_name !== site.name && (j.application_email || j.contact_email))
        .map((j) => String(j.id))
        .slice(-24);
      const fromClient = await Promise.all(Array.from({ length: 11 }, (_, i) => post(app({ email: `c${i}@example.com`, jobId: jobs[i] }), {}, client)));
      expect(fromClient.filter((r) => r.status === 202)).toHaveLength(10);
      expect(fromClient.filter((r) => r.status === 429)).toHaveLength(1);
      // Eleven applications to spellings of one Gmail inbox, from eleven addresses of one network.
      const spellings = ['Inbox.Limit@gmail.com', 'inboxlimit+a@gmail.com', 'inbox.limit+b@googlemail.com'];
      const byInbox = [];
      for (let i = 0; i < 11; i++) byInbox.push((await post(app({ email: spellings[i % 3], jobId: jobs[11 + i] }), {}, `10.${net}.241.${i + 1}`)).status);
      expect(byInbox.filter((s) => s === 202)).toHaveLength(10);
      expect(byInbox.at(-1)).toBe(429);
      // The inbox's owner, on their own network, still applies; the inbox got at most 5 receipts today.
      expect((await post(app({ email: 'inboxlimit@gmail.com', jobId: jobs[22] }), {}, `10.${net}.243.1`)).status).toBe(202);
      expect(await count('mail_outbox', `kind = 'application-receipt' and inbox_key = 'inboxlimit@gmail.com'`)).toBe(5);
      expect(await count('applications', `inbox_key = 'inboxlimit@gmail.com'`)).toBe(11);
      // Four applications to one job from one network: the fourth waits; another network's goes through.
      const job = jobs[23]!;
      const byJob = [];
      for (let i = 0; i < 4; i++) byJob.push((await post(app({ email: `j${i}@example.com`, jobId: job }), {}, `10.${net}.242.${i + 1}`)).status);
      expect(byJob).toEqual([202, 202, 202, 429]);
      expect((await post(app({ email: 'j-other@example.com', jobId: job }), {}, `10.${net}.244.1`)).status).toBe(202);
    });

    it('two drains at once send each application mail once', async () => {
      // The drains earlier requests started after answering finish first. (The 20 rows are queued the moment
      // before the drains start: they claim by the database's clock, else a row queued in the same
      // millisecond was left for the next pass.)
      await Promise.all(settling.map((settle) => settle()));
      await db.sql.exec(`update public.mail_outbox set sent_at = now() where sent_at is null`);
      // Stored as the function stores them (its own drain after answering would send them first).
      const store = createApplicationStore(db.sql);
      const job = { title: 'Drain PT', employer: 'Drain Clinic', url: 'http://localhost:4321/job/1', partner: false };
      for (let i = 0; i < 20; i++) {
        const a = { name: `D ${i}`, email: `drain${i}@example.com`, message: 'Hello', resumeUrl: null };
        await store.submit({ jobId: JOB, ...a, inboxKey: a.email, resumePath: null, idempotencyKey: null }, async (id) => [
          employerMail('apply-1@leakcheck.example', job, a, `http://localhost:4321/employer/application?token=${id}`, 'RehabMatch'),
          receiptMail(job, a, 'http://localhost:4321/applications/mine?token=x', 'RehabMatch'),
        ]);
      }
      const sent: Mail[] = [];
      const mailer: Mailer = { kind: 'smtp', send: async (m) => (await new Promise((r) => setTimeout(r, 2)), sent.push(m), { id: String(sent.length) }) };
      const drains = [createMailOutbox(db.sql), createMailOutbox(db.sql)];
      await Promise.all(drains.map((o) => o.drain(mailer, { limit: 100 })));
      const employer = sent.filter((m) => /^Application for /.test(m.subject) && /^drain/.test(m.replyTo ?? ''));
      expect(employer).toHaveLength(20);
      expect(new Set(employer.map((m) => m.replyTo)).size).toBe(20);
      expect(sent).toHaveLength(40);
    });
  });

  describe('the employer status page, the viewed mark and My applications', () => {
    it('GET changes nothing; each new status records once and mails the applicant once, whatever answers at once', async () => {
      const { id } = (await (await post(app({ email: 'status@example.com' }))).json()) as { id: string };
      const url = `http://localhost:4321/employer/application?token=${encodeURIComponent(await statusToken(secret, id))}`;
      const statusMails = () => count('mail_outbox', `kind = 'application-status' and to_address = 'status@example.com'`);
      const shown = await page(statusPage.onRequestGet as PagesFunction, url);
      expect(shown.status).toBe(200);
      const html = await shown.text();
      for (const label of ['Reviewed', 'Moving forward', 'Not selected']) expect(html).toContain(`>${label}</button>`);
      expect(await count('applications', `id = ${id} and status = 'sent'`)).toBe(1);
      expect(await statusMails()).toBe(0);
      const press = (status: string) =>
        page(statusPage.onRequestPost as PagesFunction, url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' },
          body: `status=${status}`,
        });
      // A status mails the applicant: the first press only asks, and changes and mails nothing.
      const asked = await press('moving_forward');
      expect(asked.status).toBe(200);
      const question = await asked.text();
      expect(question).toContain('We will mail Ana Lopez that they are moving forward');
      expect(question).toContain('>Yes, mark and mail Ana Lopez</button>');
      expect(await count('applications', `id = ${id} and status = 'sent'`)).toBe(1);
      expect(await statusMails()).toBe(0);
      const both = await Promise.all([press('confirm:moving_forward'), press('confirm:moving_forward')]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(await count('applications', `id = ${id} and status = 'moving_forward' and status_at is not null`)).toBe(1);
      expect(await statusMails()).toBe(1);
      const [mail] = await outbox(`kind = 'application-status' and to_address = 'status@example.com'`);
      expect(mail!.subject).toMatch(/: Moving forward$/);
      expect(mail!.body_text).not.toMatch(ADDRESS);
      expect((await press('not_selected')).status).toBe(200);
      expect(await statusMails()).toBe(1);
      expect((await press('confirm:not_selected')).status).toBe(200);
      expect(await statusMails()).toBe(2);
      expect((await press('bogus')).status).toBe(400);
      // A token for another application's purpose, or none, opens nothing.
      const forged = `http://localhost:4321/employer/application?token=${encodeURIComponent(await mineToken(secret, id))}`;
      expect((await page(statusPage.onRequestGet as PagesFunction, forged)).status).toBe(400);
    });

    it("a person's opening counts (a scanner's does not); 'Mark as spam' from the page's own form (Origin: null) tells nobody, and the page says so", async () => {
      const { id } = (await (await post(app({ email: 'junk-sender@example.com' }))).json()) as { id: string };
      const url = `http://localhost:4321/employer/application?token=${encodeURIComponent(await statusToken(secret, id))}`;
      const opened = async () => (await db.sql.query<{ o: boolean }>(`select opened_at is not null as o from public.applications where id = $1`, [id]))[0]!.o;
      // A mail scanner's fetch opens nothing; a person's click does.
      await page(statusPage.onRequestGet as PagesFunction, url);
      expect(await opened()).toBe(false);
      const shown = await (await page(statusPage.onRequestGet as PagesFunction, url, { headers: { 'sec-fetch-user': '?1' } })).text();
      expect(await opened()).toBe(true);
      expect(shown).toContain('>Mark as spam</button>');
      const before = await count('mail_outbox', `to_address = 'junk-sender@example.com'`);
      // The signed pages keep no-referrer, so the browser's Origin is "null"; a stranger's site is still refused.
      const spam = (origin: string) =>
        page(statusPage.onRequestPost as PagesFunction, url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          body: 'status=spam',
        });
      expect((await spam('https://evil.example')).status).toBe(403);
      const marked = await spam('null');
      expect(marked.status).toBe(200);
      expect(await marked.text()).toContain('Marked as spam. Ana Lopez is not told');
      expect(await count('applications', `id = ${id} and spam_at is not null and status = 'sent'`)).toBe(1);
      expect(await count('mail_outbox', `to_address = 'junk-sender@example.com'`)).toBe(before);
    });

    it("a stranger's typed name and message reach no inbox that never asked: the receipt and status mails name only the job, the employer and the site", async () => {
      const bait = 'URGENT: your RehabMatch account is locked. Verify at https://evil.example/verify';
      const { id } = (await (await post(app({ email: 'victim@example.com', name: bait, message: `${bait} (message)` }))).json()) as { id: string };
      const url = `http://localhost:4321/employer/application?token=${encodeURIComponent(await statusToken(secret, id))}`;
      await page(statusPage.onRequestPost as PagesFunction, url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' },
        body: 'status=confirm:reviewed',
      });
      const mails = await outbox(`to_address = 'victim@example.com'`);
      expect(mails.map((m) => m.kind).sort()).toEqual(['application-receipt', 'application-status']);
      for (const m of mails) {
        expect(`${m.subject}\n${m.body_text}`).not.toMatch(/URGENT|evil\.example|locked/);
        expect(m.body_text).toMatch(/^Hello,$/m);
      }
    });

    it('one status link used 90 times from 61 addresses sends the applicant at most 3 mails (one per status, 3 a day)', async () => {
      const { id } = (await (await post(app({ email: 'bombed@example.com' }))).json()) as { id: string };
      const url = `http://localhost:4321/employer/application?token=${encodeURIComponent(await statusToken(secret, id))}`;
      const statuses = ['reviewed', 'moving_forward', 'not_selected'];
      const answers: number[] = [];
      for (let i = 0; i < 90; i++) {
        const res = await statusPage.onRequestPost(
          ctx(
            new Request(url, {
              method: 'POST',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                origin: 'http://localhost:4321',
                'cf-connecting-ip': `10.${net}.240.${i % 61}`,
                'user-agent': BROWSER,
              },
              body: `status=confirm:${statuses[i % 3]}`,
            }),
          ),
        );
        answers.push(res.status);
      }
      expect(answers.every((s) => s === 200)).toBe(true);
      expect(await count('mail_outbox', `kind = 'application-status' and to_address = 'bombed@example.com'`)).toBe(3);
      // The page says so when no mail goes.
      const quiet = await (
        await page(statusPage.onRequestPost as PagesFunction, url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' },
          body: 'status=confirm:reviewed',
        })
      ).text();
      expect(quiet).toMatch(/no new mail was sent/);
    });

    it('opening the resume link marks the application viewed (no mail); My applications lists it with the status, without the address', async () => {
      const path = `${Date.now()}-0123456789abcdef01234567.pdf`;
      await db.sql.query(
        `insert into public.resume_uploads (file_name, file_path, uploaded_by_email, job_id, file_size) values ('cv.pdf', $1, 'viewed@example.com', '1', 10)`,
        [path],
      );
      const token = await resumeToken(secret, { path, jobId: JOB, expires: Math.floor(Date.now() / 1000) + 600 });
      expect((await post(app({ email: 'Viewed@example.com', resume: token }))).status).toBe(202);
      const employer = (await outbox(`kind = 'application' and reply_to = 'viewed@example.com'`))[0]!;
      expect(employer.body_text).toContain(`Resume: http://localhost:4321/api/resumes/open/${token}`);
      const mine = `http://localhost:4321/applications/mine?token=${encodeURIComponent(await mineToken(secret, recipientKey('viewed@example.com')))}`;
      expect(await (await page(minePage.onRequestGet as PagesFunction, mine)).text()).toMatch(/data-application-status>Sent</);
      const mailsBefore = await count('mail_outbox', `to_address = 'viewed@example.com'`);
      const opened = await openResume(ctx(new Request(`http://localhost:4321/api/resumes/open/${token}`, { headers: { 'user-agent': BROWSER } }), { token }));
      expect(opened.status).toBe(302);
      expect(await count('applications', `email = 'viewed@example.com' and viewed_at is not null`)).toBe(1);
      expect(await count('mail_outbox', `to_address = 'viewed@example.com'`)).toBe(mailsBefore);
      const list = await (await page(minePage.onRequestGet as PagesFunction, mine)).text();
      expect(list).toMatch(/data-application-status>Viewed</);
      expect(list).not.toMatch(ADDRESS);
      expect((await page(minePage.onRequestGet as PagesFunction, `${mine}x`)).status).toBe(400);
    });

    it('POST /api/applications/link answers 202 either way and mails the link only to an inbox that applied', async () => {
      const ask = (email: string) =>
        askLink(
          ctx(
            new Request('http://localhost:4321/api/applications/link', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${net}.230.${++ip % 200}` },
              body: JSON.stringify({ email }),
            }),
          ),
        );
      // The answer never waits on the lookup (equal work either way): with the lookup stalled, it still comes.
      const backend = (await getNodeServices(db.env)).backend;
      const mine = backend.applications.mine;
      let release = () => undefined as void;
      let lookupDone = false;
      backend.applications.mine = (key) =>
        new Promise<void>((r) => (release = r)).then(() => {
          lookupDone = true;
          return mine(key);
        });
      try {
        expect((await ask('viewed@example.com')).status).toBe(202);
        // Answered while the lookup still waits.
        expect(lookupDone).toBe(false);
      } finally {
        release();
        backend.applications.mine = mine;
      }
      expect((await ask('viewed@example.com')).status).toBe(202);
      expect((await ask('never-applied@example.com')).status).toBe(202);
      await Promise.all(settling.splice(0).map((settle) => settle()));
      expect(await count('mail_outbox', `kind = 'applications-link' and to_address = 'viewed@example.com'`)).toBe(2);
      expect(await count('mail_outbox', `to_address = 'never-applied@example.com'`)).toBe(0);
      expect((await ask('nope')).status).toBe(400);
    });
  });

  describe('privacy', () => {
    it('the daily step deletes applications and their resume records 180 days after the job ended, not before; a CCPA delete erases the rest', async () => {
      const store = createApplicationStore(db.sql);
      const job = String(
        seed.filter((j) => listed(j) && j.application_email && j.employer_name !== site.name && !['1', partnerId].includes(String(j.id)))[1]!.id,
      );
      const path = `${Date.now()}-fedcba9876543210fedcba98.pdf`;
      await db.sql.query(
        `insert into public.resume_uploads (file_name, file_path, uploaded_by_email, job_id, file_size) values ('cv.pdf', $1, 'old@example.com', $2, 10)`,
        [path, job],
      );
      const token = await resumeToken(secret, { path, jobId: job, expires: Math.floor(Date.now() / 1000) + 600 });
      expect((await post(app({ jobId: job, email: 'old@example.com', resume: token }))).status).toBe(202);
      await db.sql.exec(
        `select set_config('jobs.actor', 'staff@example.com', false); update public.jobs set status = 'closed', close_reason = 'filled' where id = ${job}`,
      );
      const day = 86_400_000;
      expect(await store.sweep(new Date(Date.now() + 179 * day), 180)).toEqual({ deleted: 0, resumes: [] });
      expect(await store.sweep(new Date(Date.now() + 181 * day), 180)).toEqual({ deleted: 1, resumes: [path] });
      expect(await count('applications', `email = 'old@example.com'`)).toBe(0);
      expect(await count('resume_uploads', `file_path = '${path}'`)).toBe(0);
      // Live jobs' applications stay.
      expect(await count('applications', `job_id = 1`)).toBeGreaterThan(0);
      const erased = await store.erase('Ana.Lopez@gmail.com');
      expect(erased.deleted).toBeGreaterThan(0);
      expect(await count('applications', `inbox_key = 'analopez@gmail.com'`)).toBe(0);
    });
  });

  describe("the employer's applicants", () => {
    it("lists a job's applications, newest first, with message, resume and status buttons, behind the job's own link only", async () => {
      // A job no other test applies to (the limit test fills the first one's hourly quota).
      const JOB2 = String(seed.filter((j) => listed(j) && j.application_email && j.employer_name !== site.name && String(j.id) !== JOB)[3]!.id);
      const first = (await (
        await post(app({ jobId: JOB2, name: 'Kim Early', email: 'kim.early@example.com', message: 'First, with\ntwo lines.' }))
      ).json()) as { id: string };
      const second = (await (await post(app({ jobId: JOB2, name: 'Lee Later', email: 'lee.later@example.com', message: 'Second.' }))).json()) as { id: string };
      const url = async (jobId: string) => `http://localhost:4321/employer/applicants?token=${encodeURIComponent(await ownerToken(secret, jobId))}`;
      const res = await page(applicantsPage, await url(JOB2));
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text, JSON.stringify([first, second])).toContain('Lee Later');
      expect(text.indexOf('Lee Later')).toBeLessThan(text.indexOf('Kim Early')); // newest first
      expect(text).toContain('First, with\ntwo lines.');
      expect(text).toContain('No resume sent.');
      // Each application's buttons post to its own status page.
      const actions = [...text.matchAll(/action="(\/employer\/application\?token=[^"]+)"/g)].map((m) => m[1]);
      expect(actions).toHaveLength(2);
      const answer = await page(statusPage.onRequestPost, `http://localhost:4321${actions[0]!.replaceAll('&amp;', '&')}`, {
        method: 'POST',
        body: new URLSearchParams({ status: 'confirm:reviewed' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' },
      });
      expect(answer.status).toBe(200);
      // The answer keeps the way back to this list (its link checked); a forged one is not offered.
      expect(await answer.text()).toContain(
        `href="/employer/applicants?token=${encodeURIComponent(new URL(await url(JOB2)).searchParams.get('token')!)}">Back to all applicants`,
      );
      const forgedBack = actions[0]!.replaceAll('&amp;', '&').replace(/from=[^&]+/, 'from=forged');
      expect(await (await page(statusPage.onRequestGet, `http://localhost:4321${forgedBack}`)).text()).not.toContain('Back to all applicants');
      expect(await count('applications', `id = ${second.id} and status = 'reviewed'`)).toBe(1);
      expect(await count('applications', `id = ${first.id} and status = 'sent'`)).toBe(1);
      // The job's own page counts them and links here; another job's link shows none of them.
      const owner = await (await page(jobPage, (await url(JOB2)).replace('/employer/applicants', '/employer/job'))).text();
      expect(owner).toContain('2 applications sent through the site.');
      expect(owner).toContain('/employer/applicants?token=');
      const other = await (await page(applicantsPage, await url(partnerId))).text();
      expect(other).not.toContain('Kim Early');
      expect((await page(applicantsPage, 'http://localhost:4321/employer/applicants?token=forged')).status).toBe(400);
      // The application's own page shows the message too.
      const own = await (await page(statusPage.onRequestGet, `http://localhost:4321${actions[1]!.replaceAll('&amp;', '&')}`)).text();
      expect(own).toContain('First, with\ntwo lines.');
    });
  });
});
