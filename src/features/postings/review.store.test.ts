/**
 * The posting policies, enforced in the database, on both drivers: through the staff store
 * and as a Studio user writes them (direct SQL as the table owner).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { titleRoles, type IntakeJob } from '~/domain/job-lifecycle';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createStaffStores, intakePosting, sha256, type StaffStores } from '../../../tests/support/staff-stores';

const DAY = 86_400_000;
/** A valid intake body with a pay range; each call a different title (no duplicates unless asked). */
const posting = (over: Partial<Record<string, unknown>> = {}) => intakePosting({ salary_min: 90000, salary_max: 110000, ...over });
const hash = sha256;

describeEachDriver('the job lifecycle and posting policies', (driver) => {
  const db = suiteDb(driver, 'none');
  let staff: StaffStores;
  beforeAll(() => {
    staff = createStaffStores(db().sql);
  });

  /** Employer keys issued by verification, by legal entity: the tests' employer posts with its own. */
  const keys = new Map<string, string>();
  async function intake(job: IntakeJob): Promise<string> {
    const key = job.employer_key ?? keys.get(job.legal_entity);
    if (key) job = { ...job, employer_key: key };
    const r = await staff.intake(job, hash(JSON.stringify(job)));
    if (r.outcome !== 'stored') throw new Error(`refused: ${r.error}`);
    return r.id;
  }
  async function refusal(work: Promise<unknown>): Promise<PolicyRefusal> {
    const e = await work.then(
      () => null,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(PolicyRefusal);
    return e as PolicyRefusal;
  }
  async function verifiedEmployerOf(jobId: string) {
    const d = await staff.getJob(jobId);
    const verified = await staff.verifyEmployer(d!.job.employer_id, { license_number: 'PT-12345', license_state: 'CA' }, 'staff@x.example');
    keys.set(d!.job.legal_entity!, verified!.posting_key!);
    return verified!;
  }
  /** Today's postings (every employer's) become yesterday's, as far as the daily cap counts. */
  async function newPacificDay() {
    const today = `(now() at time zone 'America/Los_Angeles')::date`;
    await db().sql.query(`delete from public.job_daily_postings where day = ${today} - 1`);
    await db().sql.query(`update public.job_daily_postings set day = day - 1 where day = ${today}`);
  }

  it('intake stores a job pending review, never listed, logged as created', async () => {
    const id = await intake(posting());
    const d = await staff.getJob(id);
    expect(d!.job).toMatchObject({ status: 'pending_review', employer_verified: false, expires_at: null, legal_entity: 'Harbor Rehab Group LLC' });
    expect(d!.fields.is_active).toBe(false);
    expect(d!.events.map((e) => [e.action, e.actor])).toEqual([['created', 'intake']]);
    expect((await createJobStore(db().sql).listListedJobs()).map((j) => j.id)).not.toContain(id);
    expect((await staff.listJobs({ status: 'pending_review' })).map((j) => j.id)).toContain(id);
  });

  it('a listing goes live only for a verified employer; it then runs 60 days and shows the badge', async () => {
    await newPacificDay();
    const id = await intake(posting());
    const refused = await refusal(staff.act(id, 'publish', { actor: 'staff@x.example' }));
    expect(refused.rule).toBe('jobs_verified_employer');
    expect(refused.message).toMatch(/not verified as a licensed PT provider/);
    await verifiedEmployerOf(id);
    const live = await staff.act(id, 'publish', { actor: 'staff@x.example' });
    expect(live!.job.status).toBe('live');
    expect(Date.parse(live!.job.expires_at!) - Date.parse(live!.job.live_since!)).toBe(60 * DAY);
    expect(live!.fields).toMatchObject({ is_active: true, employer_verified: true });
    expect(live!.events[0]).toMatchObject({ action: 'published', actor: 'staff@x.example', before: { status: 'pending_review' }, after: { status: 'live' } });
    const listed = await createJobStore(db().sql).listListedJobs();
    expect(listed.find((j) => j.id === id)?.employer_verified).toBe(true);
  });

  it('intake takes the contract terms; an edit that breaks a pair is refused in words, changing nothing', async () => {
    const id = await intake(
      posting({
        noncompete_miles: 15,
        noncompete_months: 12,
        clawback_months: 12,
        clawback_prorated: true,
        documentation_paid: false,
        units_per_hour: 4.5,
        employer_type: 'nonprofit',
        mentorship_hours: 2,
      }) as IntakeJob,
    );
    const fields = (await staff.getJob(id))!.fields;
    expect({ ...fields, units_per_hour: Number(fields.units_per_hour) }).toMatchObject({
      noncompete_miles: 15,
      noncompete_months: 12,
      clawback_prorated: true,
      documentation_paid: false,
      units_per_hour: 4.5,
      employer_type: 'nonprofit',
    });
    const refused = await refusal(staff.editJob(id, { noncompete_miles: 0 }, 'staff@x.example'));
    expect(refused).toMatchObject({ rule: 'jobs_noncompete_whole', message: 'A non-compete needs both its miles and its months (0 and 0 for none)' });
    await staff.editJob(id, { noncompete_miles: 0, noncompete_months: 0, clawback_months: 0, clawback_prorated: null }, 'staff@x.example');
    expect((await staff.getJob(id))!.fields).toMatchObject({ noncompete_miles: 0, noncompete_months: 0, clawback_months: 0, clawback_prorated: null });
  });

  it('the 4th edit is refused by name; status changes are not edits', async () => {
    await newPacificDay();
    const id = await intake(posting());
    // Edits during review are the review, not the listing's edits.
    await staff.editJob(id, { description: 'Fixed a typo in review.' }, 'staff@x.example');
    await staff.act(id, 'publish', { actor: 'staff@x.example' });
    for (let i = 1; i <= 3; i++) {
      const d = await staff.editJob(id, { salary_max: 110000 + i * 1000 }, 'staff@x.example');
      expect(d!.job.edit_count).toBe(i);
    }
    await staff.act(id, 'pause', { actor: 'staff@x.example' });
    await staff.act(id, 'resume', { actor: 'staff@x.example' });
    await staff.act(id, 'extend', { actor: 'staff@x.example' });
    expect((await staff.getJob(id))!.job.edit_count).toBe(3);
    const refused = await refusal(staff.editJob(id, { salary_max: 120000 }, 'staff@x.example'));
    expect(refused.message).toBe('This listing has used its 3 edits');
    expect((await staff.getJob(id))!.fields.salary_max).toBe(113000);
    const edits = (await staff.getJob(id))!.events.filter((e) => e.action === 'edited');
    expect(edits).toHaveLength(4);
    expect(edits[0]).toMatchObject({ before: { salary_max: 112000, edit_count: 2 }, after: { salary_max: 113000, edit_count: 3 } });
  });

  it('an entity makes 3 new postings per Pacific day: the 4th is refused, the first of the next day goes through', async () => {
    const entity = 'Bayside Therapy Inc';
    const mine = (over: Record<string, unknown> = {}) => posting({ employer_name: 'Bayside PT', legal_entity: entity, ...over });
    for (let i = 0; i < 3; i++) await intake(mine());
    // Another brand of the same legal entity counts against the same cap ("  bayside   THERAPY inc" is the same entity).
    const fourth = await staff.intake(mine({ employer_name: 'Bayside Kids', legal_entity: '  bayside   THERAPY inc' }), hash('fourth'));
    expect(fourth).toMatchObject({ outcome: 'refused', rule: 'jobs_daily_cap', error: expect.stringMatching(/3 new postings today \(Pacific Time\)/) });
    // The count is per Pacific day: the three become yesterday's, and a new one fits.
    await newPacificDay();
    await intake(mine());
    // Another entity was never limited by this one.
    await intake(posting({ employer_name: 'Canyon PT', legal_entity: 'Canyon PT PLLC' }));
  });

  it('refuses duplicates and multi-role posts; a closed listing can be posted again (and counts as new)', async () => {
    const entity = 'Duplicate Checks LLC';
    const job = posting({ employer_name: 'Dupe Clinic', legal_entity: entity, job_title: 'Home Health PT', city: 'Austin', state: 'TX' });
    const id = await intake(job);
    const again = await staff.intake({ ...job, description: 'Another wording.' }, hash('dupe-2'));
    expect(again).toMatchObject({ outcome: 'refused', rule: 'jobs_no_duplicates', error: expect.stringContaining(`(job ${id})`) });
    const multi = await staff.intake(posting({ legal_entity: entity, employer_name: 'Dupe Clinic', job_title: 'PT/PTA - Outpatient' }), hash('multi'));
    expect(multi).toMatchObject({ outcome: 'refused', rule: 'jobs_one_role' });
    await staff.act(id, 'close', { actor: 'staff@x.example', reason: 'withdrawn' });
    const repost = await staff.intake({ ...job, description: 'Reposted.' }, hash('repost'));
    expect(repost.outcome).toBe('stored');
  });

  it('titles: the same roles in TypeScript and in the database', async () => {
    const titles = [
      'PT/PTA - Outpatient',
      'Physical Therapist Assistant',
      'Physical Therapist',
      'OT or PT (Hand Therapy)',
      'COTA',
      'OTR/L',
      'Travel DPT',
      'Rehab Director',
      'PTA',
    ];
    for (const t of titles) {
      const [row] = await db().sql.query<{ roles: string[] }>('select to_jsonb(public.job_title_roles($1)) as roles', [t]);
      expect([...(row!.roles ?? [])].sort(), t).toEqual([...titleRoles(t)].sort());
    }
    expect(titleRoles('PT/PTA - Outpatient')).toHaveLength(2);
    expect(titleRoles('Physical Therapist Assistant')).toEqual(['pta']);
  });

  it('an extension adds 60 days; a pause gives its time back on reinstatement', async () => {
    await newPacificDay();
    const id = await intake(posting());
    await staff.act(id, 'publish', { actor: 'staff@x.example' });
    const start = (await staff.getJob(id))!.job;
    const extended = (await staff.act(id, 'extend', { actor: 'staff@x.example' }))!.job;
    expect(Date.parse(extended.expires_at!) - Date.parse(start.expires_at!)).toBe(60 * DAY);
    expect(extended.extensions).toBe(1);
    await staff.act(id, 'pause', { actor: 'staff@x.example' });
    expect((await staff.getJob(id))!.fields.is_active).toBe(false);
    // Five days pass while paused (the clock is moved as an import would, outside the rules).
    await db().sql.transaction(async (tx) => {
      await tx.query(`select set_config('jobs.import', 'on', true)`);
      await tx.query(`update public.jobs set paused_at = paused_at - interval '5 days' where id = $1`, [id]);
    });
    const resumed = (await staff.act(id, 'resume', { actor: 'staff@x.example' }))!;
    const given = Date.parse(resumed.job.expires_at!) - Date.parse(extended.expires_at!);
    expect(given).toBeGreaterThanOrEqual(5 * DAY);
    expect(given).toBeLessThan(5 * DAY + 60_000);
    expect(resumed.events[0]).toMatchObject({ action: 'resumed' });
  });

  it('cancel works before go-live (also when scheduled) and is refused after', async () => {
    await newPacificDay();
    const a = await intake(posting());
    expect((await staff.act(a, 'cancel', { actor: 'staff@x.example' }))!.job).toMatchObject({ status: 'closed', close_reason: 'cancelled' });
    const b = await intake(posting());
    const when = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = (await staff.act(b, 'publish', { actor: 'staff@x.example', goLiveAt: when }))!;
    expect(scheduled.job).toMatchObject({ status: 'scheduled' });
    expect(scheduled.fields.is_active).toBe(false);
    expect((await staff.act(b, 'cancel', { actor: 'staff@x.example' }))!.job.close_reason).toBe('cancelled');
    const c = await intake(posting());
    await staff.act(c, 'publish', { actor: 'staff@x.example' });
    const refused = await refusal(staff.act(c, 'cancel', { actor: 'staff@x.example' }));
    expect(refused.rule).toBe('jobs_cancel_before_live');
    expect(refused.message).toMatch(/no refund after go-live/);
    expect((await staff.act(c, 'close', { actor: 'staff@x.example', reason: 'filled' }))!.job).toMatchObject({ status: 'closed', close_reason: 'filled' });
  });

  it('time moves listings on: a scheduled one goes live at its time, a live one expires at its end', async () => {
    await newPacificDay();
    const id = await intake(posting());
    await staff.act(id, 'publish', { actor: 'staff@x.example', goLiveAt: new Date(Date.now() + DAY).toISOString() });
    await db().sql.transaction(async (tx) => {
      await tx.query(`select set_config('jobs.import', 'on', true)`);
      await tx.query(`update public.jobs set go_live_at = now() - interval '61 days' where id = $1`, [id]);
    });
    expect(await staff.advance()).toBeGreaterThanOrEqual(1);
    let d = (await staff.getJob(id))!;
    // It went live 61 days ago, so its 60-day term has ended too: the next pass expires it.
    expect(['live', 'expired']).toContain(d.job.status);
    await staff.advance();
    d = (await staff.getJob(id))!;
    expect(d.job.status).toBe('expired');
    expect(d.events.map((e) => e.actor)).toContain('schedule');
    // An extension brings it back for the rest of its second term.
    expect((await staff.act(id, 'extend', { actor: 'staff@x.example' }))!.job.status).toBe('live');
  });

  it('Studio-style SQL obeys the same rules', async () => {
    await newPacificDay();
    // A direct insert lands in the review queue, whatever it says.
    const [row] = await db().sql.query<{ id: string; status: string; is_active: boolean }>(
      `insert into public.jobs (job_title, employer_name, city, state, job_type, setting, role, description, is_active, status)
       values ('Studio PT', 'Harbor Rehab', 'San Diego', 'CA', 'full-time', 'outpatient', 'pt', 'd', true, 'live') returning id, status, is_active`,
    );
    expect(row).toMatchObject({ status: 'pending_review', is_active: false });
    const id = String(row!.id);
    await expect(db().sql.query(`update public.jobs set status = 'live' where id = $1`, [id])).rejects.toThrow(/not verified as a licensed PT provider/);
    await db().sql.query(
      `update public.employers set license_number = 'PT-1', license_state = 'CA', verified_by = 'studio', verified_at = now() where id = (select employer_id from public.jobs where id = $1)`,
      [id],
    );
    await db().sql.query(`update public.jobs set status = 'live' where id = $1`, [id]);
    await expect(db().sql.query(`update public.jobs set expires_at = now() + interval '1 year' where id = $1`, [id])).rejects.toThrow(
      /follows the 60-day term/,
    );
    for (let i = 1; i <= 3; i++) await db().sql.query(`update public.jobs set description = $2 where id = $1`, [id, `edit ${i}`]);
    await expect(db().sql.query(`update public.jobs set description = 'edit 4' where id = $1`, [id])).rejects.toThrow('This listing has used its 3 edits');
    await expect(db().sql.query(`update public.jobs set edit_count = 0 where id = $1`, [id])).rejects.toThrow(/edit count is kept by the database/);
    await expect(db().sql.query(`update public.jobs set status = 'closed', close_reason = 'cancelled' where id = $1`, [id])).rejects.toThrow(
      /cannot be cancelled|not gone live/,
    );
    await expect(db().sql.query(`update public.jobs set status = 'pending_review' where id = $1`, [id])).rejects.toThrow(
      /A live listing cannot become pending review/,
    );
    const events = await db().sql.query<{ action: string; actor: string }>(`select action, actor from public.job_events where job_id = $1 order by id`, [id]);
    // Verifying the employer in Studio is in the job's history too.
    expect(events.map((e) => e.action)).toEqual(['created', 'employer verified', 'published', 'edited', 'edited', 'edited']);
    expect(events[0]!.actor).toBe('postgres');
  });

  it('a replayed intake within 24 hours answers the first result and stores nothing new', async () => {
    await newPacificDay();
    const job = posting();
    const key = hash('replay-body');
    const [first, second] = await Promise.all([staff.intake(job, key), staff.intake(job, key)]);
    expect({ ...first!, replay: false }).toEqual({ ...second!, replay: false });
    expect([first!.replay, second!.replay].sort()).toEqual([false, true]);
    const [count] = await db().sql.query<{ n: number }>(`select count(*)::int as n from public.jobs where job_title = $1`, [job.job_title]);
    expect(count!.n).toBe(1);
    // After 24 hours the same body is a new delivery (here: a duplicate of the first).
    await db().sql.query(`update public.intake_receipts set created_at = now() - interval '25 hours' where body_hash = $1`, [key]);
    expect(await staff.intake(job, key)).toMatchObject({ outcome: 'refused', rule: 'jobs_no_duplicates' });
  });

  it('submissions: listed newest first, marked answered once; CCPA acknowledged and extended', async () => {
    await db().sql.query(
      `insert into public.ccpa_requests (name, email, request_type, description) values ('Ann', 'ann@x.example', 'delete', 'Delete my data')`,
    );
    await db().sql.query(`insert into public.contact_messages (name, email, user_type, message) values ('Bo', 'bo@x.example', 'therapist', 'Hello')`);
    const [ccpa] = await staff.listSubmissions('ccpa');
    expect(ccpa).toMatchObject({ name: 'Ann', answered_at: null, details: { request_type: 'delete' } });
    expect((await staff.markSubmission('ccpa', ccpa!.id, 'acknowledged', 'staff@x.example'))!.acknowledged_at).not.toBeNull();
    expect((await staff.markSubmission('ccpa', ccpa!.id, 'extended', 'staff@x.example'))!.extended_at).not.toBeNull();
    const answered = await staff.markSubmission('ccpa', ccpa!.id, 'answered', 'staff@x.example');
    expect(answered).toMatchObject({ answered_by: 'staff@x.example' });
    const [contact] = await staff.listSubmissions('contact');
    expect(await staff.markSubmission('contact', contact!.id, 'extended', 'staff@x.example')).toBeNull();
    expect(await staff.markSubmission('contact', contact!.id, 'answered', 'a@x.example')).toMatchObject({ answered_by: 'a@x.example' });
    // Answered once: a second mark keeps the first answer.
    expect(await staff.markSubmission('contact', contact!.id, 'answered', 'b@x.example')).toMatchObject({ answered_by: 'a@x.example' });
  });

  it('the queue finds a job by its id or by words in its title, employer, legal entity or city, whatever their case', async () => {
    const unique = `Zeta${driver}`;
    const id = await intake(
      posting({
        job_title: `Hand Therapist ${unique}`,
        employer_name: `${unique} Hand Clinic`,
        legal_entity: `${unique} Holdings 100% LLC`,
        city: 'Boise',
        state: 'ID',
      }),
    );
    const ids = async (q: string) => (await staff.listJobs({ q })).map((j) => j.id);
    expect(await ids(id)).toContain(id);
    expect(await ids(`hand ${unique.toLowerCase()}`)).toEqual([id]);
    expect(await ids(`boise ${unique}`)).toEqual([id]);
    expect(await ids(`holdings 100%`)).toContain(id);
    // Every word must match; LIKE's wildcards are plain characters.
    expect(await ids(`${unique} Denver`)).toEqual([]);
    expect(await ids(`${unique} 1_0%`)).toEqual([]);
    expect(await ids(`${unique} "quoted\\`)).toEqual([]);
    expect((await staff.listJobs({ q: unique, status: 'live' })).map((j) => j.id)).not.toContain(id);
    expect((await staff.listJobs({ q: unique, status: 'pending_review' })).map((j) => j.id)).toEqual([id]);
  });

  it('a submission is read by its id, however many others there are (the CCPA erase finds its request)', async () => {
    // 600 requests: more than a list returns (500), the one asked for the oldest and answered, so last in any list.
    await db().sql.query(
      `insert into public.ccpa_requests (name, email, request_type, description, created_at)
       select 'R' || g, 'r' || g || '@x.example', 'know', 'What do you hold?', now() - make_interval(mins => g) from generate_series(1, 600) g`,
    );
    const [oldest] = await db().sql.query<{ id: string }>(`select id::text from public.ccpa_requests order by created_at limit 1`);
    await staff.markSubmission('ccpa', oldest!.id, 'answered', 'staff@x.example');
    expect((await staff.listSubmissions('ccpa', 1000)).some((r) => r.id === oldest!.id)).toBe(false);
    expect(await staff.getSubmission('ccpa', oldest!.id)).toMatchObject({ id: oldest!.id, name: 'R600', details: { request_type: 'know' } });
    expect(await staff.getSubmission('ccpa', '999999999')).toBeNull();
    expect(await staff.getSubmission('ccpa', 'x; drop table')).toBeNull();
    expect(await staff.getSubmission('contact', oldest!.id)).toBeNull();
  });

  it("verifying an employer writes a row in each of its jobs' history, naming who and the licence", async () => {
    const first = await intake(posting({ legal_entity: 'Juniper Rehab PLLC', employer_name: 'Juniper Rehab' }));
    const second = await intake(posting({ legal_entity: 'Juniper Rehab PLLC', employer_name: 'Juniper Rehab' }));
    const before = await staff.getJob(first);
    await staff.verifyEmployer(before!.job.employer_id, { license_number: 'PT 7781', license_state: 'WA' }, 'verifier@x.example');
    for (const id of [first, second]) {
      const d = await staff.getJob(id);
      expect(d!.job.employer_verified).toBe(true);
      expect(d!.events[0]).toMatchObject({
        action: 'employer verified',
        actor: 'verifier@x.example',
        note: 'PT licence PT 7781 (WA)',
        before: { employer_verified: false },
        after: { employer_verified: true },
      });
      // Not an edit: the listing keeps its three.
      expect(d!.job.edit_count).toBe(0);
    }
    // Verifying again changes nothing and writes nothing.
    await staff.verifyEmployer(before!.job.employer_id, { license_number: 'PT 7781', license_state: 'WA' }, 'verifier@x.example');
    expect((await staff.getJob(first))!.events.filter((e) => e.action === 'employer verified')).toHaveLength(1);
  });

  it('employers: created once per legal entity and name; verifying needs a licence and shows on their jobs', async () => {
    const e = await staff.createEmployer({ name: 'Summit PT', legal_entity: 'Summit Physical Therapy PC' });
    expect(e.verified_at).toBeNull();
    const dup = await refusal(staff.createEmployer({ name: 'summit pt', legal_entity: 'SUMMIT physical therapy pc' }));
    expect(dup.message).toMatch(/exists already/);
    await expect(db().sql.query(`update public.employers set verified_by = 'x', verified_at = now() where id = $1`, [e.id])).rejects.toThrow(
      /employers_verified_licensed/,
    );
    const v = await staff.verifyEmployer(e.id, { license_number: 'PT 998', license_state: 'CO' }, 'staff@x.example');
    expect(v).toMatchObject({ verified_by: 'staff@x.example', license_state: 'CO' });
    expect((await staff.listEmployers()).find((x) => x.id === e.id)?.verified_at).not.toBeNull();
  });
});
