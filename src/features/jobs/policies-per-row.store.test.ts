/**
 * The posting policies hold per row, whatever the statement (a multi-row insert or update, a relist, any
 * isolation level), compare text as people read it, keep the term's dates to the lifecycle, and never let a
 * typed name reach a verified employer. On both drivers, through the staff store and as a Studio user
 * writes SQL (the table owner).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { titleRoles } from '~/domain/job-lifecycle';
import { createStaffStores, intakePosting, sha256, type StaffStores } from '../../../tests/support/staff-stores';

let serial = 0;
const posting = intakePosting;
const hash = sha256;
/** A Studio insert's values: `n` rows for one employer, each its own title (COLUMNS, then `extra`). */
function studioRows(employer: { id: string; name: string }, n: number, extra = ''): string {
  return Array.from({ length: n }, () => {
    serial += 1;
    return `(${Number(employer.id)}, 'Home Health Physical Therapist ${serial}', '${employer.name}', 'Fresno', 'CA', 'full-time', 'home-health', 'pt', 'd'${extra})`;
  }).join(', ');
}
const COLUMNS = 'employer_id, job_title, employer_name, city, state, job_type, setting, role, description';

describeEachDriver('posting policies per row', (driver) => {
  const db = suiteDb(driver, 'none');
  let staff: StaffStores;
  beforeAll(() => {
    staff = createStaffStores(db().sql);
  });

  /** A verified employer (with its posting key), made as staff make it. */
  async function verifiedEmployer(name: string, legal: string) {
    const e = await staff.createEmployer({ name, legal_entity: legal });
    const v = await staff.verifyEmployer(e.id, { license_number: `PT-${e.id}`, license_state: 'CA' }, 'staff@x.example');
    return { id: e.id, name, key: v!.posting_key! };
  }
  const jobsOf = async (employerId: string) =>
    Number((await db().sql.query<{ n: number }>(`select count(*)::int as n from public.jobs where employer_id = $1`, [employerId]))[0]!.n);

  it('a 4-row insert stores none (the 4th is over the daily cap); 3 rows fit, and a 4th statement is refused', async () => {
    const e = await verifiedEmployer('Multi Row PT', 'Multi Row PT Inc');
    await expect(db().sql.query(`insert into public.jobs (${COLUMNS}) values ${studioRows(e, 4)}`)).rejects.toThrow(/has made its 3 new postings today/);
    expect(await jobsOf(e.id)).toBe(0);
    await db().sql.query(`insert into public.jobs (${COLUMNS}) values ${studioRows(e, 3)}`);
    expect(await jobsOf(e.id)).toBe(3);
    await expect(db().sql.query(`insert into public.jobs (${COLUMNS}) values ${studioRows(e, 1)}`)).rejects.toThrow(/has made its 3 new postings today/);
  });

  it('one update relisting 6 closed jobs relists none; renaming the legal entity keeps the count', async () => {
    const e = await verifiedEmployer('Relist Clinic', 'Relist Clinic LLC');
    // Six closed listings from before (an import: history, outside the rules).
    await db().sql.transaction(async (tx) => {
      await tx.query(`select set_config('jobs.import', 'on', true)`);
      await tx.query(`insert into public.jobs (${COLUMNS}, is_active) values ${studioRows(e, 6, ', false')}`);
    });
    await expect(db().sql.query(`update public.jobs set status = 'live' where employer_id = $1`, [e.id])).rejects.toThrow(/has made its 3 new postings today/);
    const live = async () =>
      Number((await db().sql.query<{ n: number }>(`select count(*)::int as n from public.jobs where employer_id = $1 and status = 'live'`, [e.id]))[0]!.n);
    expect(await live()).toBe(0);
    const ids = (await db().sql.query<{ id: string }>(`select id from public.jobs where employer_id = $1 order by id`, [e.id])).map((r) => String(r.id));
    await db().sql.query(`update public.jobs set status = 'live' where id = any($1::bigint[])`, [`{${ids.slice(0, 3).join(',')}}`]);
    expect(await live()).toBe(3);
    // A new legal name is not a new day.
    await db().sql.query(`update public.employers set legal_entity = 'Relist Clinic Holdings LLC' where id = $1`, [e.id]);
    await expect(db().sql.query(`update public.jobs set status = 'live' where id = $1`, [ids[3]])).rejects.toThrow(/has made its 3 new postings today/);
    expect(await live()).toBe(3);
  });

  it('under REPEATABLE READ, 10 inserts at once store at most 3', async () => {
    const e = await verifiedEmployer('Parallel PT', 'Parallel PT PC');
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db().sql.transaction(async (tx) => {
          await tx.query('set transaction isolation level repeatable read');
          // The snapshot is taken here, before any of the others commits.
          await tx.query('select count(*) from public.jobs');
          await tx.query('select pg_sleep(0.02)');
          await tx.query(`insert into public.jobs (${COLUMNS}) values ${studioRows(e, 1)}`);
        }),
      ),
    );
    const stored = await jobsOf(e.id);
    expect(stored).toBeLessThanOrEqual(3);
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(stored);
  });

  it("the term's dates are refused when written by hand (live_since, paused_total, paused_at, posted_at, expires_at)", async () => {
    const e = await verifiedEmployer('Term Clinic', 'Term Clinic LLC');
    const [row] = await db().sql.query<{ id: string }>(`insert into public.jobs (${COLUMNS}) values ${studioRows(e, 1)} returning id`);
    const id = String(row!.id);
    await db().sql.query(`update public.jobs set status = 'live' where id = $1`, [id]);
    const before = (await db().sql.query<{ expires_at: string }>(`select expires_at::text from public.jobs where id = $1`, [id]))[0]!.expires_at;
    for (const set of [
      `live_since = live_since + interval '300 days'`,
      `paused_total = interval '3650 days'`,
      `posted_at = now() + interval '1 year'`,
      `expires_at = expires_at + interval '1 year'`,
    ]) {
      await expect(db().sql.query(`update public.jobs set ${set} where id = $1`, [id]), set).rejects.toThrow(
        /60-day term|term's dates are kept by the database/,
      );
    }
    await db().sql.query(`update public.jobs set status = 'paused' where id = $1`, [id]);
    await expect(db().sql.query(`update public.jobs set paused_at = paused_at + interval '300 days' where id = $1`, [id])).rejects.toThrow(
      /term's dates are kept by the database/,
    );
    // Resuming gives back the (short) time paused, and nothing else.
    await db().sql.query(`update public.jobs set status = 'live' where id = $1`, [id]);
    const after = (await db().sql.query<{ expires_at: string }>(`select expires_at::text from public.jobs where id = $1`, [id]))[0]!.expires_at;
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(60_000);
    const actions = (await db().sql.query<{ action: string }>(`select action from public.job_events where job_id = $1 order by id`, [id])).map((r) => r.action);
    expect(actions).toEqual(['created', 'published', 'paused', 'resumed']);
  });

  it('duplicates, entities and roles are compared as people read them', async () => {
    const e = await verifiedEmployer('Fold Clinic', 'Fold Clinic LLC');
    const first = await staff.intake(
      posting({ employer_name: 'Fold Clinic', legal_entity: 'Fold Clinic LLC', job_title: 'Outpatient PT', employer_key: e.key }),
      hash('fold-1'),
    );
    expect(first.outcome).toBe('stored');
    for (const title of ['Outpatient  PT', 'Outpatient PT.', 'OUTPATIENT ＰＴ', 'Outpatient\u200b PT']) {
      const again = await staff.intake(
        posting({ employer_name: 'Fold Clinic', legal_entity: 'Fold Clinic LLC', job_title: title, employer_key: e.key }),
        hash(`fold-${title}`),
      );
      expect(again, title).toMatchObject({ outcome: 'refused', rule: 'jobs_no_duplicates' });
    }
    for (const title of ['P T / P T A', 'PT & P.T.A.', 'O.T. / P.T.']) {
      const multi = await staff.intake(
        posting({ employer_name: 'Fold Clinic', legal_entity: 'Fold Clinic LLC', job_title: title, employer_key: e.key }),
        hash(`multi-${title}`),
      );
      expect(multi, title).toMatchObject({ outcome: 'refused', rule: 'jobs_one_role' });
      expect(titleRoles(title).length, title).toBe(2);
    }
    // Six spellings of one legal entity (and its brand) are one employer and one daily cap.
    const variants = [
      'Variant Rehab LLC',
      'Variant Rehab, LLC',
      'VARIANT REHAB L.L.C.',
      'Variant\u200b Rehab LLC',
      'Variant\u00a0Rehab LLC',
      'Variant Rehab LL\u0421',
    ];
    const answers = [];
    for (const [i, legal] of variants.entries()) {
      answers.push(await staff.intake(posting({ employer_name: i % 2 ? 'Variant  Rehab' : 'Variant Rehab', legal_entity: legal }), hash(`variant-${i}`)));
    }
    expect(answers.map((a) => a.outcome)).toEqual(['stored', 'stored', 'stored', 'refused', 'refused', 'refused']);
    expect(answers[3]).toMatchObject({ rule: 'jobs_daily_cap' });
    const employers = await db().sql.query(`select id from public.employers where entity_key = 'variant rehab'`);
    expect(employers).toHaveLength(1);
  });

  it("a typed name never reaches a verified employer: strangers' postings land apart and spend nothing of its cap", async () => {
    const real = await verifiedEmployer('Harbor Physical Therapy', 'Harbor Physical Therapy Inc');
    let stranger = '';
    for (let i = 0; i < 3; i++) {
      const typed = await staff.intake(
        posting({ employer_name: 'Harbor Physical Therapy', legal_entity: 'Harbor Physical Therapy Inc' }),
        hash(`stranger-${i}`),
      );
      if (typed.outcome !== 'stored') throw new Error(typed.error);
      const job = await staff.getJob(typed.id);
      expect(job!.job.employer_id).not.toBe(real.id);
      expect(job!.job.employer_verified).toBe(false);
      stranger = job!.job.employer_id;
    }
    expect(await jobsOf(real.id)).toBe(0);
    // The employer itself, with its key, still has its 3 today.
    for (let i = 0; i < 3; i++) {
      const own = await staff.intake(
        posting({ employer_name: 'Harbor Physical Therapy', legal_entity: 'Harbor Physical Therapy Inc', employer_key: real.key }),
        hash(`own-${i}`),
      );
      expect(own.outcome).toBe('stored');
    }
    expect(await jobsOf(real.id)).toBe(3);
    // A key we did not issue is refused, not read as a name.
    const forged = await staff.intake(
      posting({ employer_name: 'Harbor Physical Therapy', legal_entity: 'Harbor Physical Therapy Inc', employer_key: `rmk_${'A'.repeat(32)}` }),
      hash('forged'),
    );
    expect(forged).toMatchObject({ outcome: 'refused', rule: 'employer_key' });
    // Staff, having checked, move the typed postings to the verified employer; the unverified record goes.
    const merged = await staff.mergeEmployer(stranger, real.id, 'staff@x.example');
    expect(merged).toMatchObject({ moved: 3, employer: { id: real.id, jobs: 6 } });
    expect(await db().sql.query('select 1 from public.employers where id = $1', [stranger])).toHaveLength(0);
    // A verified employer is never merged away.
    expect(await staff.mergeEmployer(real.id, stranger, 'staff@x.example')).toBeNull();
  });
});

describe('titles read the same in TypeScript as in the database', () => {
  it('spaced and dotted role letters', () => {
    expect(titleRoles('P T A')).toEqual(['pta']);
    expect(titleRoles('Physical Therapist (Home Health)')).toEqual(['pt']);
    expect(titleRoles('Rehab Director')).toEqual([]);
  });
});
