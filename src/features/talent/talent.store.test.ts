/**
 * Open to offers by the database's rules alone, on both drivers: who reads a profile's identity (anon, a
 * signed-in person, an unverified employer, a blocked employer, an employer before and after acceptance),
 * the pool as a verified employer's search returns it (place, radius, licence reach, pay), the looks, and
 * interview requests checked row by row (one statement or many): a live job of the practice, at or above
 * the floor, once per job, a daily bound.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { practicePerson, signedInPerson } from '../../../tests/support/signed-in';
import { asRole, type Queryable } from '~/server/db/sql';
import { createTalentStore } from './talent.store';
import { mailMatches } from './matches.job';
import type { ProfileInput } from './talent';

const SIGNING = 'talent-store-test-signing-secret-0123456789';
const FRESNO = { lat: 36.7378, lng: -119.7871 };
const CLOVIS = { lat: 36.8252, lng: -119.7029 };
const LA = { lat: 34.0522, lng: -118.2437 };

const PROFILE: ProfileInput = {
  name: 'Dana Ortiz',
  phone: '559-555-0101',
  currentEmployer: 'Valley Ortho Group',
  role: 'pt',
  licenceStates: ['CA'],
  compact: false,
  settings: ['outpatient'],
  specialties: ['orthopedic'],
  payFloor: 45,
  payUnit: 'hour',
  place: 'Fresno, CA',
  radiusMiles: 25,
  remote: false,
  availableFrom: '2027-01-04',
  schedule: 'full-time',
  mustHaves: ['no-noncompete'],
  paused: false,
  matchMails: true,
};

describeEachDriver('open to offers', (driver) => {
  const db = suiteDb(driver, 'none');
  const store = () => createTalentStore(db().sql);
  let n = 0;
  const claimsOf = (p: { id: string; email: string; session: string }) => ({ role: 'authenticated', sub: p.id, email: p.email, session_id: p.session });

  async function clinician(over: Partial<ProfileInput> = {}, at = FRESNO) {
    const p = await signedInPerson(db().sql, SIGNING, `pt${++n}-${driver}@mail.example`);
    const claims = claimsOf(p);
    const account = await store().save(claims, { ...PROFILE, ...over }, over.place === null ? null : at);
    return { ...p, claims, ref: account.profile!.ref };
  }
  async function practice(name: string, salaryMax = 55) {
    const p = await practicePerson(db().sql, SIGNING, name);
    const [j] = await db().sql.query<{ id: string }>(
      `insert into public.jobs (employer_id, employer_name, job_title, role, setting, job_type, city, state, description, salary_min, salary_max, pay_unit)
       values ($1, $2, 'Outpatient PT', 'pt', 'outpatient', 'full-time', 'Fresno', 'CA', 'Outpatient care.', 40, $3, 'hour') returning id::text`,
      [p.employerId, name, salaryMax],
    );
    await db().sql.query(`update public.jobs set status = 'live' where id = $1`, [j!.id]);
    return { ...p, claims: claimsOf(p), jobId: j!.id };
  }
  const search = (e: Awaited<ReturnType<typeof practice>>, over: Record<string, unknown> = {}, at: { lat: number; lng: number } | null = FRESNO) =>
    store().search(
      e.claims,
      { employerId: e.employerId, role: 'pt', radiusMiles: 30, remote: false, settings: [], payUnit: 'hour', ...over },
      { at, compactState: false },
    );
  const ask = (e: Awaited<ReturnType<typeof practice>>, ref: string, over: Record<string, unknown> = {}) =>
    store().request(e.claims, {
      employerId: e.employerId,
      ref,
      jobId: e.jobId,
      payMin: 48,
      payMax: 55,
      payUnit: 'hour',
      message: 'Come and meet the team.',
      ...over,
    });
  const reason = async (p: Promise<unknown>) =>
    p.then(
      () => 'allowed',
      (e: Error & { rule?: string }) => e.rule ?? e.message,
    );
  const as = <T>(claims: Record<string, unknown> | null, fn: (tx: Queryable) => Promise<T>) =>
    asRole(db().sql, claims ? 'authenticated' : 'anon', fn, claims ?? { role: 'anon' });

  it('a profile is its clinician’s alone: anon, another person and an employer read no row of it or of who they are', async () => {
    const dana = await clinician();
    const mine = await store().account(dana.claims);
    expect(mine.profile).toMatchObject({ name: 'Dana Ortiz', currentEmployer: 'Valley Ortho Group', payFloor: 45, place: 'Fresno, CA' });
    const stranger = await signedInPerson(db().sql, SIGNING, `stranger-${driver}@mail.example`);
    const clinic = await practice('Sierra PT');
    for (const who of [claimsOf(stranger), clinic.claims]) {
      expect(await as(who, (tx) => tx.query('select * from public.talent_profiles'))).toEqual([]);
      expect(await as(who, (tx) => tx.query('select * from public.talent_identities'))).toEqual([]);
      expect(await as(who, (tx) => tx.query(`update public.talent_identities set name = 'x' returning 1`))).toEqual([]);
    }
    expect(await reason(as(null, (tx) => tx.query('select * from public.talent_profiles')))).toMatch(/permission denied/);
    expect(await reason(as(null, (tx) => tx.query('select * from public.talent_identities')))).toMatch(/permission denied/);
    // A signed-out session reads nothing, not even its own.
    await db().sql.query('delete from auth.sessions where id = $1', [dana.session]);
    expect(await as(dana.claims, (tx) => tx.query('select * from public.talent_profiles'))).toEqual([]);
  });

  // The suite's database holds every test's profiles: a test reads its own among what a search returns.
  const refsOf = async (found: Promise<{ ref: string }[]>, ours: string[]) => (await found).map((p) => p.ref).filter((r) => ours.includes(r));

  it('a verified employer finds it by place, radius, licence and pay, without who they are; an unverified one cannot search', async () => {
    const dana = await clinician();
    const far = await clinician({ name: 'Far Away' }, LA);
    const paused = await clinician({ name: 'Paused', paused: true }, CLOVIS);
    const ours = [dana.ref, far.ref, paused.ref];
    const clinic = await practice('Clovis Rehab');
    const found = await search(clinic, {}, CLOVIS);
    expect(await refsOf(Promise.resolve(found), ours)).toEqual([dana.ref]);
    expect(found.find((p) => p.ref === dana.ref)).toMatchObject({ role: 'pt', place: 'Fresno, CA', payFloor: 45, payUnit: 'hour', asked: [] });
    expect(JSON.stringify(found)).not.toMatch(/Dana|Ortiz|Valley|559|mail\.example/);
    // Pay below the floor (a year's figure compares with an hour's), another role, a state without a licence: not found.
    expect(await refsOf(search(clinic, { pay: 80000, payUnit: 'year' }, CLOVIS), ours)).toEqual([]);
    expect(await refsOf(search(clinic, { pay: 100000, payUnit: 'year' }, CLOVIS), ours)).toEqual([dana.ref]);
    expect(await refsOf(search(clinic, { role: 'pta' }, CLOVIS), ours)).toEqual([]);
    expect(await refsOf(search(clinic, { state: 'NV' }, CLOVIS), ours)).toEqual([]);
    // Within the search's widest radius of Los Angeles but beyond Fresno's clinician's own 25 miles.
    expect(await refsOf(search(clinic, { radiusMiles: 200 }, LA), ours)).toEqual([far.ref]);
    // An unverified practice (its jobs wait in review) cannot search.
    const unverified = await practicePerson(db().sql, SIGNING, 'New Clinic', { verified: false });
    expect(await reason(search({ ...unverified, claims: claimsOf(unverified), jobId: '0' }))).toBe('talent_search_verified');
    // The looks are counted for the clinician: one practice this week, however often it searched.
    expect((await store().account(dana.claims)).looksThisWeek).toBe(1);
    await search(await practice('Fig Garden PT'));
    expect((await store().account(dana.claims)).looksThisWeek).toBe(2);
  });

  it('a blocked employer never finds the profile nor asks: by name or by its people’s address domain', async () => {
    const dana = await clinician();
    const own = await practice('Valley Ortho Group');
    const byDomain = await practice('Blue Oak PT');
    const other = await practice('Cedar PT');
    await store().block(dana.claims, 'name', 'valley ortho group');
    await store().block(dana.claims, 'domain', byDomain.email.split('@')[1]!);
    expect(await refsOf(search(own), [dana.ref])).toEqual([]);
    expect(await refsOf(search(byDomain), [dana.ref])).toEqual([]);
    expect(await refsOf(search(other), [dana.ref])).toEqual([dana.ref]);
    expect(await reason(ask(own, dana.ref))).toBe('interview_requests_open');
    expect(await reason(ask(byDomain, dana.ref))).toBe('interview_requests_open');
    expect((await store().account(dana.claims)).blocks).toHaveLength(2);
    // At most 50, counted row by row in one statement of many.
    const many = (from: number, n: number) =>
      as(dana.claims, (tx) =>
        tx.query(`insert into public.talent_blocks (kind, value) select 'name', 'clinic ' || g from generate_series($1::int, $2::int) g`, [from, from + n - 1]),
      );
    expect(await reason(many(1, 49))).toMatch(/blocked 50 practices/);
    expect((await store().account(dana.claims)).blocks).toHaveLength(2);
    await many(1, 48);
    expect(await reason(many(100, 1))).toMatch(/blocked 50 practices/);
  });

  it('a request names a live job of the practice and pays at least the floor, once per job; contacts only after acceptance', async () => {
    const dana = await clinician();
    const clinic = await practice('Tower District PT');
    const rival = await practice('Rival PT');
    expect(await reason(ask(clinic, dana.ref, { payMin: 30, payMax: 40 }))).toBe('interview_requests_floor');
    expect(await reason(ask(clinic, dana.ref, { jobId: rival.jobId }))).toBe('interview_requests_job');
    const id = await ask(clinic, dana.ref);
    expect(await reason(ask(clinic, dana.ref))).toBe('interview_requests_once');
    // Before an answer the employer sees the request and no one; the rival sees nothing of it.
    expect((await store().sent(clinic.claims)).map((r) => [r.id, r.status, r.contact])).toEqual([[id, 'sent', null]]);
    expect(await store().sent(rival.claims)).toEqual([]);
    // The employer cannot answer for the clinician, nor read who they are through the tables.
    expect(await as(clinic.claims, (tx) => tx.query(`update public.interview_requests set status = 'accepted' where id = $1 returning 1`, [id]))).toEqual([]);
    expect(await as(clinic.claims, (tx) => tx.query('select * from public.talent_identities'))).toEqual([]);
    const received = (await store().account(dana.claims)).requests;
    expect(received).toMatchObject([{ id, employer: 'Tower District PT', status: 'sent', contactEmail: null, payMin: 48 }]);
    const answered = await store().answer(dana.claims, id, 'accepted');
    expect(answered).toMatchObject({ status: 'accepted', contactEmail: clinic.email });
    expect((await store().sent(clinic.claims))[0]!.contact).toEqual({ name: 'Dana Ortiz', email: dana.email, phone: '559-555-0101', resume: null });
    // Still no table read after acceptance: the contact comes through the function alone; the rival sees nothing.
    expect(await as(clinic.claims, (tx) => tx.query('select * from public.talent_identities'))).toEqual([]);
    expect(await store().sent(rival.claims)).toEqual([]);
    expect(await reason(store().answer(dana.claims, id, 'declined'))).toBe('interview_requests_answered');
  });

  it('the rules hold row by row in one multi-row insert, and the daily bound counts each row', async () => {
    const clinic = await practice('Many Asks PT');
    const refs: string[] = [];
    for (let i = 0; i < 21; i++) refs.push((await clinician({ name: `P${i}` })).ref);
    const low = await clinician({ payFloor: 90 });
    const insertAll = (rs: string[]) =>
      as(clinic.claims, (tx) =>
        tx.query(
          `insert into public.interview_requests (profile_ref, employer_id, job_id, pay_min, pay_max, pay_unit, message)
           select r::uuid, $1, $2, 48, 55, 'hour', 'Hello' from unnest($3::text[]) r`,
          [clinic.employerId, clinic.jobId, `{${rs.join(',')}}`],
        ),
      );
    // One row under the floor in a statement of many: the whole statement is refused.
    expect(await reason(insertAll([refs[0]!, low.ref]))).toMatch(/below the least/);
    expect(await store().sent(clinic.claims)).toEqual([]);
    // Twenty rows in one statement pass; the twenty-first, in another, is past the day's bound.
    await insertAll(refs.slice(0, 20));
    expect(await reason(insertAll([refs[20]!]))).toMatch(/20 interview requests today/);
    expect(await store().sent(clinic.claims)).toHaveLength(20);
  });

  it('a person cannot make a profile for another account, nor set its reference; deleting it takes all that hangs from it', async () => {
    const dana = await clinician();
    const other = await signedInPerson(db().sql, SIGNING, `other-${driver}@mail.example`);
    expect(
      await reason(
        as(claimsOf(other), (tx) =>
          tx.query(
            `insert into public.talent_profiles (user_id, ref, role, licence_states, pay_floor, pay_unit, schedule, remote) values ($1, gen_random_uuid(), 'pt', '{CA}', 40, 'hour', 'full-time', true)`,
            [dana.id],
          ),
        ),
      ),
    ).toMatch(/permission denied/);
    const clinic = await practice('Deleting PT');
    await ask(clinic, dana.ref);
    expect(await store().remove(dana.claims)).toBe(true);
    expect(await store().sent(clinic.claims)).toEqual([]);
    const [left] = await db().sql.query<{ n: string | number }>(
      `select (select count(*) from public.talent_identities where user_id = $1) + (select count(*) from public.talent_views where user_id = $1) as n`,
      [dana.id],
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('a job that goes live and fits reaches the clinician in one mail a day; one that pays less, or from a blocked practice, does not', async () => {
    const dana = await clinician({ payFloor: 50 });
    await db().sql.query(`update public.talent_profiles set created_at = now() - interval '2 days' where user_id = $1`, [dana.id]);
    await practice('Fresno Spine Center', 60);
    await practice('Cheap PT', 45);
    await practice('Blocked Rehab', 70);
    await store().block(dana.claims, 'name', 'blocked rehab');
    const o = { siteUrl: 'https://example.org', productName: 'Board', secret: SIGNING };
    await mailMatches(store(), o);
    const mails = () =>
      db().sql.query<{ subject: string; body_text: string; one_click: string }>(
        `select subject, body_text, headers ->> 'List-Unsubscribe-Post' as one_click from public.mail_outbox where to_address = $1 and kind = 'talent-matches'`,
        [dana.email],
      );
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A new job fits your profile: Outpatient PT');
    expect(mail!.body_text).toContain('Fresno Spine Center');
    expect(mail!.body_text).not.toMatch(/Cheap PT|Blocked Rehab/);
    expect(mail!.one_click).toBe('List-Unsubscribe=One-Click');
    // Another fitting job the same day waits for tomorrow's mail.
    await practice('Another Fit PT', 60);
    await mailMatches(store(), o);
    expect(await mails()).toHaveLength(1);
    await mailMatches(store(), { ...o, now: new Date(Date.now() + 25 * 3600_000) });
    expect((await mails()).at(-1)!.body_text).toContain('Another Fit PT');
  });

  it('staff see the whole pool with who each is, and per employer the requests sent, answered, accepted and the median time to an answer', async () => {
    const clinic = await practice(`Stats PT ${driver}`);
    const a = await clinician({ name: 'Avery Stat' });
    const b = await clinician({ name: 'Blake Stat' });
    const c = await clinician({ name: 'Casey Stat' });
    const ids = [await ask(clinic, a.ref), await ask(clinic, b.ref), await ask(clinic, c.ref)];
    await store().answer(a.claims, ids[0]!, 'accepted');
    await store().answer(b.claims, ids[1]!, 'declined');
    // Answered 2 and 4 hours after they were sent: the median is 3.
    await db().sql.query(`update public.interview_requests set created_at = answered_at - interval '2 hours' where id = $1`, [ids[0]]);
    await db().sql.query(`update public.interview_requests set created_at = answered_at - interval '4 hours' where id = $1`, [ids[1]]);
    const stats = (await store().staffStats()).find((s) => s.employerId === clinic.employerId);
    expect(stats).toEqual({ employerId: clinic.employerId, employer: `Stats PT ${driver}`, sent: 3, answered: 2, accepted: 1, medianHours: 3 });
    const pool = await store().staffPool({ role: 'pt' });
    expect(pool.find((p) => p.ref === a.ref)).toMatchObject({ name: 'Avery Stat', email: a.email, licence_states: ['CA'] });
  });
});
