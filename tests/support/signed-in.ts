/** A signed-in person as the embedded stand-in makes one (an account, a live session, its access token), and a handler called with their token. */
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../src/server/embedded-auth/tokens';
import type { PagesFunction } from '../../src/server/http/types';
import { fnContext, type TestDb } from './databases';

export async function signedInPerson(sql: TestDb['sql'], signing: string, email: string) {
  const [u] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  const session = randomUUID();
  await sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, u!.id]);
  return { id: u!.id, email, session, token: (await signAccessToken(signing, { id: u!.id, email, app_metadata: {} }, session, Date.now(), 'aal1')).token };
}

let ip = 0;
/** Calls a function handler as a browser on this site would, with `token` as the bearer; the status and the JSON answer. */
export async function callWithToken<B>(
  env: Record<string, unknown>,
  fn: PagesFunction,
  method: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
  query = '',
) {
  const request = new Request(`http://localhost:4321/api/employer/x${query}`, {
    method,
    headers: {
      'cf-connecting-ip': `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const { context, settle } = fnContext(request, env);
  const res = await fn(context as never);
  await settle();
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & B };
}

/**
 * A signed-in person who owns a new practice (verified unless `verified` is false), licensed in `state`: the
 * person, their token and the practice's id.
 */
export async function practicePerson(sql: TestDb['sql'], signing: string, practice: string, { verified = true, state = 'CA' } = {}) {
  const email = `${randomUUID().slice(0, 8)}@${practice.toLowerCase().replace(/\W/g, '')}.example`;
  const p = await signedInPerson(sql, signing, email);
  const [e] = await sql.query<{ id: string }>(
    `insert into public.employers (name, legal_entity, license_number, license_state, verified_by, verified_at) values ($1, $2, 'PT-1', $3, $4, $5) returning id::text`,
    [practice, `${practice} LLC`, state, verified ? 'staff@x.example' : null, verified ? new Date() : null],
  );
  await sql.query(`insert into public.employer_people (employer_id, user_id, role) values ($1, $2, 'owner')`, [e!.id, p.id]);
  return { ...p, employerId: e!.id };
}
