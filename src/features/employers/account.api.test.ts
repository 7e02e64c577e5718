/**
 * The employer account API on both drivers, as its callers use it: a signed-in person's bearer token, the
 * handlers as routed (functions/api/employer/). Without a token 401; a bad field 400 naming it; a claim,
 * an invite, a colleague joining on their first call, another employer's person seeing none of it, removal,
 * and a signed-out session refused.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { callWithToken, signedInPerson } from '../../../tests/support/signed-in';
import type { PagesFunction } from '~/server/http/types';
import { onRequestGet as account } from '../../../functions/api/employer/account';
import { onRequestPost as claim } from '../../../functions/api/employer/claim';
import { onRequestDelete as withdraw, onRequestPost as invite } from '../../../functions/api/employer/invites';
import { onRequestDelete as remove } from '../../../functions/api/employer/people';
import type { EmployerAccount } from './people';

const SIGNING = 'employer-api-tests-signing-secret-0123456789';

describeEachDriver('employer account API', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });

  const person = (email: string) => signedInPerson(suite().sql, SIGNING, email);
  const call = (fn: PagesFunction, method: string, token: string | null, body?: unknown, headers?: Record<string, string>) =>
    callWithToken<EmployerAccount>(env(), fn, method, token, body, headers);
  const CLAIM = {
    name: 'Harbor PT',
    legalEntity: 'Harbor Physical Therapy LLC',
    licenseNumber: 'PT 12345',
    licenseState: 'CA',
    workAddress: '1 Harbor Way, Oakland, CA',
  };

  it('answers 401 without a token or with a made-up one, on every route', async () => {
    for (const [fn, method] of [
      [account, 'GET'],
      [claim, 'POST'],
      [invite, 'POST'],
      [withdraw, 'DELETE'],
      [remove, 'DELETE'],
    ] as const) {
      expect((await call(fn, method, null, method === 'GET' ? undefined : {})).status).toBe(401);
      expect((await call(fn, method, 'not.a.token', method === 'GET' ? undefined : {})).status).toBe(401);
    }
  });

  it('claims, invites, and the colleague joins on their first call; another employer’s person sees none of it', async () => {
    const owner = await person(`owner-${driver}@harbor.example`);
    expect(await call(account, 'GET', owner.token)).toMatchObject({ status: 200, body: { employers: [] } });
    const bad = await call(claim, 'POST', owner.token, { ...CLAIM, licenseState: 'XX' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'licenseState: Choose the state that issued the licence' } });
    expect((await call(claim, 'POST', owner.token, { ...CLAIM, licenseNumber: ' ' })).body.error).toBe(
      'licenseNumber: Enter the facility or PT licence number',
    );
    const made = await call(claim, 'POST', owner.token, CLAIM);
    expect(made.status).toBe(201);
    const employerId = String(made.body.id);
    expect((await call(invite, 'POST', owner.token, { employerId, email: ` Colleague-${driver}@Harbor.example` })).status).toBe(201);
    expect(await call(invite, 'POST', owner.token, { employerId, email: `colleague-${driver}@harbor.example` })).toMatchObject({
      status: 409,
      body: { error: 'That address is already invited' },
    });
    const mine = await call(account, 'GET', owner.token);
    expect(mine.body.employers).toEqual([
      expect.objectContaining({ id: employerId, name: 'Harbor PT', verified: false, you: 'owner', invites: [`colleague-${driver}@harbor.example`] }),
    ]);

    const colleague = await person(`colleague-${driver}@harbor.example`);
    const joined = await call(account, 'GET', colleague.token);
    expect(joined.body.employers.map((e) => [e.id, e.you, e.people.length, e.invites])).toEqual([[employerId, 'member', 2, []]]);
    // A member cannot invite; the stranger sees nothing and can change nothing.
    expect((await call(invite, 'POST', colleague.token, { employerId, email: 'x@harbor.example' })).status).toBe(409);
    const stranger = await person(`stranger-${driver}@other.example`);
    await call(claim, 'POST', stranger.token, { ...CLAIM, name: 'Other PT', legalEntity: 'Other PT Inc' });
    expect((await call(account, 'GET', stranger.token)).body.employers.map((e) => e.name)).toEqual(['Other PT']);
    expect((await call(remove, 'DELETE', stranger.token, { employerId, userId: colleague.id })).status).toBe(404);
    expect((await call(withdraw, 'DELETE', stranger.token, { employerId, email: `colleague-${driver}@harbor.example` })).status).toBe(404);

    // The owner removes the colleague, who then sees nothing; the last owner cannot leave.
    expect((await call(remove, 'DELETE', owner.token, { employerId, userId: colleague.id })).status).toBe(200);
    expect((await call(account, 'GET', colleague.token)).body.employers).toEqual([]);
    expect(await call(remove, 'DELETE', owner.token, { employerId, userId: owner.id })).toMatchObject({
      status: 409,
      body: { error: 'A practice keeps at least one owner' },
    });
  });

  it('refuses a signed-out session, another site’s form, bad JSON and a body over the limit, changing nothing', async () => {
    const p = await person(`signed-out-${driver}@harbor.example`);
    expect((await call(claim, 'POST', p.token, CLAIM, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(claim, 'POST', p.token, '{"name": ')).status).toBe(400);
    expect((await call(claim, 'POST', p.token, { ...CLAIM, workAddress: 'x'.repeat(5000) })).status).toBe(413);
    await suite().sql.query('delete from auth.sessions where id = $1', [p.session]);
    expect((await call(claim, 'POST', p.token, CLAIM)).status).toBe(401);
    const [n] = await suite().sql.query<{ n: number }>('select count(*)::int as n from public.employers where claimed_by = $1', [p.id]);
    expect(n!.n).toBe(0);
  });
});
