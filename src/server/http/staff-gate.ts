/**
 * The signed-in gates. The staff API's: a Supabase access token in `Authorization: Bearer`, whose claims say
 * staff (app_metadata.role) and, where STAFF_MFA is required, a verified second factor (aal2).
 * 401 without a valid token, 403 for anyone else. Bearer tokens are not sent by browsers on their own,
 * so a cross-site form cannot act for a signed-in staff member.
 */
import { staffMfa, type StaffIdentity } from '~/server/ports/staff-auth';
import type { LimitName } from '~/server/backend';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { services } from '~/server/http/context';
import { overLimit, sameOrigin } from '~/server/http/guard';
import type { z } from 'zod';
import { error, json, readJson, validate } from '~/server/http/http';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import type { Services } from '~/server/http/context';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

/**
 * A signed-in person: a Supabase access token in `Authorization: Bearer` whose session still stands (a
 * token outlives a sign-out until it expires). Counted against `limit` per client, valid or not, so
 * guessing tokens is slow. What the person may do is the database's (row-level security over their claims).
 */
async function signedIn(
  ctx: Ctx,
  limit: LimitName,
  { realm = 'site', signIn = 'Sign in to use this' } = {},
): Promise<{ ok: true; who: StaffIdentity; services: Services } | { ok: false; response: Response }> {
  const header = ctx.request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const challenge = { 'www-authenticate': `Bearer realm="${realm}"` };
  const limited = await overLimit(ctx, limit);
  if (limited) return { ok: false, response: limited };
  if (!token) return { ok: false, response: error(401, signIn, challenge) };
  const s = await services(ctx);
  const who = await s.staffAuth.verify(token);
  if (!who || !who.sessionId || !(await s.backend.sessions.sessionLive(who.sessionId))) {
    return { ok: false, response: error(401, 'Your session has expired or is not valid: sign in again', challenge) };
  }
  return { ok: true, who, services: s };
}

/**
 * A signed-in person's call from this site: not another site's (Origin), the gate above, and for a write
 * a JSON body of at most `maxBody` bytes that `schema` accepts (a 400 names every field, for a form).
 */
export async function personCall<T = undefined>(
  ctx: Ctx,
  limit: LimitName,
  write?: { schema: z.ZodType<T>; maxBody: number },
): Promise<{ ok: true; who: StaffIdentity; services: Services; value: T } | { ok: false; response: Response }> {
  const cross = sameOrigin(ctx);
  if (cross) return { ok: false, response: cross };
  const gate = await signedIn(ctx, limit);
  if (!gate.ok) return gate;
  if (!write) return { ...gate, value: undefined as T };
  const body = await readJson(ctx.request, write.maxBody);
  if (!body.ok) return body;
  const valid = validate(write.schema, body.value, { everyField: true });
  return valid.ok ? { ...gate, value: valid.value } : valid;
}

export async function staffOnly(ctx: Ctx): Promise<{ ok: true; actor: string; services: Services } | { ok: false; response: Response }> {
  const gate = await signedIn(ctx, 'staff', { realm: 'staff', signIn: 'Sign in as staff to use this' });
  if (!gate.ok) return gate;
  const { who, services: s } = gate;
  if (!who.staff) return { ok: false, response: error(403, 'This account is not a staff account') };
  if (staffMfa(s.env) === 'required' && who.aal !== 'aal2') {
    return { ok: false, response: error(403, 'Verify your second factor (authenticator code) to use the staff tools') };
  }
  return { ok: true, actor: who.email, services: s };
}

/** A staff write: the gate, then a JSON body (at most `limit` bytes) that `schema` accepts. */
export async function staffWrite<T>(
  ctx: Ctx,
  schema: z.ZodType<T>,
  limit?: number,
): Promise<{ ok: true; actor: string; services: Services; value: T } | { ok: false; response: Response }> {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate;
  const body = await readJson(ctx.request, limit);
  if (!body.ok) return body;
  const valid = validate(schema, body.value);
  return valid.ok ? { ...gate, value: valid.value } : valid;
}

/** A rule's refusal as 409 naming it; anything else is thrown on (the middleware answers 503). */
export function refusedByRule(e: unknown): Response {
  if (e instanceof PolicyRefusal) return Response.json({ error: e.message, rule: e.rule }, { status: 409, headers: { 'cache-control': 'no-store' } });
  throw e;
}

/**
 * A staff write on the record the path names: the gate and the body, then `act`, whose answer is sent as
 * JSON; null (no such record) is a 404 saying `missing`, a rule's refusal a 409.
 */
export function staffAction<T>(
  schema: z.ZodType<T>,
  missing: string,
  act: (w: { id: string; value: T; actor: string; services: Services }) => Promise<unknown>,
): PagesFunction<'id'> {
  return async (ctx) => {
    const gate = await staffWrite(ctx, schema);
    if (!gate.ok) return gate.response;
    try {
      const done = await act({ id: String(ctx.params.id), value: gate.value, actor: gate.actor, services: gate.services });
      return done ? json(done) : error(404, missing);
    } catch (e) {
      return refusedByRule(e);
    }
  };
}
