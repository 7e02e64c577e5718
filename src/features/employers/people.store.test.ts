/**
 * An employer's people, by the database's rules alone, on both drivers: rights come from membership rows,
 * never from what a person writes about themselves. Tried as anon, a fresh account, an owner, a member,
 * another employer's person, a signed-out session and a suspended employer; invites in one statement or
 * many; the daily bounds counted row by row.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { asRole, type JwtClaims, type Queryable } from '~/server/db/sql';

interface Person {
  id: string;
  email: string;
  claims: JwtClaims;
}

describeEachDriver('employer people', (driver) => {
  const db = suiteDb(driver, 'none');
  let n = 0;
  /** A signed-in account: its row and a live session, as Supabase Auth keeps them. */
  async function person(email = `p${++n}-${driver}@clinic.example`, extra: JwtClaims = {}): Promise<Person> {
    const [u] = await db().sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
    const session = randomUUID();
    await db().sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, u!.id]);
    return { id: u!.id, email, claims: { role: 'authenticated', sub: u!.id, email, session_id: session, ...extra } };
  }
  const as = <T>(p: Person | null, fn: (tx: Queryable) => Promise<T>) => asRole(db().sql, p ? 'authenticated' : 'anon', fn, p?.claims ?? { role: 'anon' });
  const claim = (p: Person, name: string, over: Partial<Record<string, string | null>> = {}) =>
    as(p, async (tx) => {
      const a = { name, legal: `${name} LLC`, licence: 'PT-1234', state: 'CA', address: '1 Main St, Fresno, CA', ...over };
      const [r] = await tx.query<{ id: string }>('select public.employer_claim($1, $2, $3, $4, $5) as id', [a.name, a.legal, a.licence, a.state, a.address]);
      return String(r!.id);
    });
  const employersOf = (p: Person | null) => as(p, (tx) => tx.query<{ id: string; name: string }>('select id::text, name from public.employers order by id'));
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      const err = e as { message: string; code?: string; constraint_name?: string; constraint?: string };
      return err.message;
    }
    return 'allowed';
  };

  it('a claim makes its person the owner of a new, unverified employer that only they see', async () => {
    const owner = await person();
    const id = await claim(owner, 'Harbor Physical Therapy');
    expect(await employersOf(owner)).toEqual([{ id, name: 'Harbor Physical Therapy' }]);
    const [e] = await db().sql.query<{ verified_at: string | null; claimed_by: string }>('select verified_at, claimed_by from public.employers where id = $1', [
      id,
    ]);
    expect(e).toEqual({ verified_at: null, claimed_by: owner.id });
    // A fresh account and anon see nothing of it.
    expect(await employersOf(await person())).toEqual([]);
    expect(await refusal(employersOf(null))).toMatch(/permission denied/);
  });

  it('nothing a person writes about themselves gives rights: not the email claim, not app_metadata, not a forged sub', async () => {
    const owner = await person();
    const id = await claim(owner, 'Bayview Rehab');
    // Another account saying it is the owner by address, or staff by its own metadata, with its own session.
    const liar = await person(undefined, { email: owner.email, app_metadata: { role: 'staff' }, user_metadata: { employer_id: id } });
    expect(await employersOf(liar)).toEqual([]);
    // The owner's id with a session that is not the owner's.
    const other = await person();
    expect(await employersOf({ ...other, claims: { ...other.claims, sub: owner.id } })).toEqual([]);
    // Direct writes to people are not granted; an invite to a practice they do not own is refused.
    expect(
      await refusal(as(liar, (tx) => tx.query('insert into public.employer_people (employer_id, user_id, role) values ($1, $2, $3)', [id, liar.id, 'owner']))),
    ).toMatch(/permission denied/);
    expect(await refusal(as(liar, (tx) => tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [id, liar.email])))).toMatch(
      /Only an owner of the practice can invite/,
    );
    expect(await refusal(as(liar, (tx) => tx.query('update public.employers set verified_at = now() where id = $1', [id])))).toMatch(/permission denied/);
  });

  it('an owner invites by address (any spelling is one address); the colleague joins on signing in and sees the same employer', async () => {
    const owner = await person();
    const id = await claim(owner, 'Cedar Hand Therapy');
    await as(owner, (tx) =>
      tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [id, `  Colleague-${driver}@Clinic.Example `]),
    );
    expect(
      await refusal(
        as(owner, (tx) => tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [id, `colleague-${driver}@clinic.example`])),
      ),
    ).toMatch(/duplicate key|unique/);
    const colleague = await person(`colleague-${driver}@clinic.example`);
    expect(await employersOf(colleague)).toEqual([]);
    const joined = await as(colleague, (tx) => tx.query<{ employer_join: string }>('select public.employer_join()'));
    expect(joined.map((r) => String(r.employer_join))).toEqual([id]);
    expect(await employersOf(colleague)).toEqual([{ id, name: 'Cedar Hand Therapy' }]);
    // A member sees the people but cannot invite or remove the owner.
    expect((await as(colleague, (tx) => tx.query('select user_id from public.employer_people where employer_id = $1', [id]))).length).toBe(2);
    expect(
      await refusal(as(colleague, (tx) => tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [id, 'x@clinic.example']))),
    ).toMatch(/Only an owner/);
    const removed = await as(colleague, (tx) =>
      tx.query('delete from public.employer_people where employer_id = $1 and user_id = $2 returning 1', [id, owner.id]),
    );
    expect(removed).toEqual([]);
    // The owner removes the colleague; the colleague then sees nothing.
    await as(owner, (tx) => tx.query('delete from public.employer_people where employer_id = $1 and user_id = $2', [id, colleague.id]));
    expect(await employersOf(colleague)).toEqual([]);
    // The last owner cannot leave.
    expect(await refusal(as(owner, (tx) => tx.query('delete from public.employer_people where employer_id = $1 and user_id = $2', [id, owner.id])))).toMatch(
      /keeps at least one owner/,
    );
  });

  it('one person may belong to several employers; another employer’s person sees none of them', async () => {
    const a = await person();
    const b = await person();
    const one = await claim(a, 'North Clinic');
    const two = await claim(b, 'South Clinic');
    await as(b, (tx) => tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [two, a.email]));
    await as(a, (tx) => tx.query('select public.employer_join()'));
    expect((await employersOf(a)).map((e) => e.id)).toEqual([one, two]);
    expect((await employersOf(b)).map((e) => e.id)).toEqual([two]);
    expect(await as(b, (tx) => tx.query('select 1 from public.employer_people where employer_id = $1', [one]))).toEqual([]);
    expect(await as(b, (tx) => tx.query('select 1 from public.employer_invites where employer_id = $1', [one]))).toEqual([]);
  });

  it('a signed-out session and a suspended employer read nothing', async () => {
    const owner = await person();
    const id = await claim(owner, 'Summit Sports PT');
    await db().sql.query('delete from auth.sessions where id = $1', [owner.claims.session_id]);
    expect(await employersOf(owner)).toEqual([]);
    const again = await person();
    const other = await claim(again, 'Valley Sports PT');
    await db().sql.query(
      "update public.employers set suspended_at = now(), suspended_reason = 'Licence not found', suspended_by = 'staff@example.com' where id = $1",
      [other],
    );
    expect(await employersOf(again)).toEqual([]);
    expect(id).not.toBe(other);
  });

  it('once a person has set up a second factor, only a session that used it (aal2) acts for their employers', async () => {
    const owner = await person();
    const id = await claim(owner, 'Factor Clinic');
    await db().sql.query(`insert into auth.embedded_factors (user_id, secret, status) values ($1, 'JBSWY3DPEHPK3PXP', 'verified')`, [owner.id]);
    expect(await employersOf(owner)).toEqual([]);
    expect(await employersOf({ ...owner, claims: { ...owner.claims, aal: 'aal2' } })).toEqual([{ id, name: 'Factor Clinic' }]);
  });

  it('bounds claims (3 a person a day) and invites (20 an employer a day), counted row by row in one statement', async () => {
    const owner = await person();
    const id = await claim(owner, 'Claims One');
    await claim(owner, 'Claims Two');
    await claim(owner, 'Claims Three');
    expect(await refusal(claim(owner, 'Claims Four'))).toMatch(/claimed 3 practices today/);
    // 21 invites in one statement: refused whole, nothing kept.
    const many = Array.from({ length: 21 }, (_, i) => `bulk${i}-${driver}@clinic.example`);
    expect(
      await refusal(
        as(owner, (tx) => tx.query('insert into public.employer_invites (employer_id, email) select $1, unnest($2::text[])', [id, `{${many.join(',')}}`])),
      ),
    ).toMatch(/sent 20 invites today/);
    expect(await as(owner, (tx) => tx.query('select 1 from public.employer_invites where employer_id = $1', [id]))).toEqual([]);
    await as(owner, (tx) =>
      tx.query('insert into public.employer_invites (employer_id, email) select $1, unnest($2::text[])', [id, `{${many.slice(0, 20).join(',')}}`]),
    );
    expect(await refusal(as(owner, (tx) => tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [id, many[20]])))).toMatch(
      /sent 20 invites today/,
    );
  });

  it('refuses a claim that leaves out the licence or address, or names a practice already on the board unverified', async () => {
    const owner = await person();
    expect(await refusal(claim(owner, 'No Licence PT', { licence: null }))).toMatch(/names the licence number/);
    await claim(owner, 'Twin Rivers PT');
    expect(await refusal(claim(await person(), 'Twin Rivers PT'))).toMatch(/already on the board/);
  });
});
