/**
 * Suspending an employer, on both drivers: its live job paused and its scheduled one back in review (each
 * in the job's history with who and why), its people signed out, its jobs kept off the board while it
 * lasts, and the suspension recorded; lifting it lets its people back in and its jobs be resumed.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { createStaffStores, intakePosting, sha256 } from '../../../tests/support/staff-stores';
import { asRole } from '~/server/db/sql';

describeEachDriver('suspending an employer', (driver) => {
  const db = suiteDb(driver, 'none');

  it('pauses its jobs, signs out its people, keeps its jobs off the board, and is lifted', async () => {
    const stores = createStaffStores(db().sql);
    const live = await stores.intake(intakePosting({ employer_name: 'Summit PT', legal_entity: 'Summit PT LLC' }), sha256(randomUUID()));
    const later = await stores.intake(intakePosting({ employer_name: 'Summit PT', legal_entity: 'Summit PT LLC' }), sha256(randomUUID()));
    if (live.outcome !== 'stored' || later.outcome !== 'stored') throw new Error('intake refused');
    const [{ id: employerId }] = (await db().sql.query<{ id: string }>('select employer_id::text as id from public.jobs where id = $1', [live.id])) as [
      { id: string },
    ];
    await stores.verifyEmployer(employerId, { license_number: 'PT-1', license_state: 'CA' }, 'staff@example.com');
    await stores.act(live.id, 'publish', { actor: 'staff@example.com' });
    await stores.act(later.id, 'publish', { actor: 'staff@example.com', goLiveAt: new Date(Date.now() + 86_400_000).toISOString() });
    // A person of the employer, signed in.
    const [u] = await db().sql.query<{ id: string }>(`insert into auth.users (email) values ('owner-${driver}@summit.example') returning id`);
    const session = randomUUID();
    await db().sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, u!.id]);
    await db().sql.query(`insert into public.employer_people (employer_id, user_id, role) values ($1, $2, 'owner')`, [employerId, u!.id]);
    const claims = { role: 'authenticated', sub: u!.id, email: `owner-${driver}@summit.example`, session_id: session };
    const mine = () => asRole(db().sql, 'authenticated', (tx) => tx.query('select id from public.employers'), claims);
    expect(await mine()).toHaveLength(1);

    const done = await stores.suspendEmployer(employerId, 'Licence lapsed', 'staff@example.com');
    expect(done).toMatchObject({ paused: 2, signedOut: 1, employer: { suspended_reason: 'Licence lapsed', suspended_by: 'staff@example.com' } });
    const statuses = await db().sql.query<{ id: string; status: string }>('select id::text, status from public.jobs where employer_id = $1 order by id', [
      employerId,
    ]);
    expect(statuses.map((j) => j.status)).toEqual(['paused', 'pending_review']);
    const events = await db().sql.query<{ actor: string; note: string }>(
      `select actor, note from public.job_events where job_id = $1 and after ->> 'status' = 'paused'`,
      [live.id],
    );
    expect(events).toEqual([{ actor: 'staff@example.com', note: 'Employer suspended: Licence lapsed' }]);
    expect(await mine()).toEqual([]);
    // Its jobs stay off the board while it lasts, whoever asks.
    await expect(stores.act(live.id, 'resume', { actor: 'staff@example.com' })).rejects.toThrow(/Summit PT is suspended/);

    const lifted = await stores.suspendEmployer(employerId, null, 'staff@example.com');
    expect(lifted?.employer).toMatchObject({ suspended_at: null, suspended_reason: null, suspended_by: null });
    expect((await stores.act(live.id, 'resume', { actor: 'staff@example.com' }))?.job.status).toBe('live');
    expect(await stores.suspendEmployer('999999999', 'x', 'staff@example.com')).toBeNull();
  });
});
