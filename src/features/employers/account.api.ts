/**
 * The employer account API, for a signed-in person (a Supabase access token): GET /api/employer/account
 * (their practices, people and invites, joining any that invited their address), POST
 * /api/employer/claim, POST and DELETE /api/employer/invites, DELETE /api/employer/people. Rights are the
 * database's: every query runs as the person (people.store.ts). Bad input is a 400 naming each field
 * (`fields`, for the form to show at each); a rule's refusal a 409 saying which.
 */
import type { z } from 'zod';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { error, json } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { claimSchema, inviteSchema, removeSchema } from './people';
import { createPeopleStore } from './people.store';

const MAX_BODY = 4096;

/** The gate, the store and (for a write) the body, or the answer that stops there. */
async function person<T>(ctx: Parameters<PagesFunction>[0], schema?: z.ZodType<T>) {
  const call = await personCall(ctx, 'employer', schema && { schema, maxBody: MAX_BODY });
  return call.ok ? { ...call, claims: call.who.claims, people: call.services.backend.store(createPeopleStore) } : call;
}

const RULES: Record<string, string> = {
  employer_invites_pkey: 'That address is already invited',
};

/** A rule's refusal as 409 with its message (the database's words, or a plainer one here). */
function refusedWith(e: unknown): Response {
  if (e instanceof PolicyRefusal)
    return Response.json({ error: RULES[e.rule] ?? e.message, rule: e.rule }, { status: 409, headers: { 'cache-control': 'no-store' } });
  throw e;
}

export const onAccountGet: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  return json(await p.people.account(p.claims));
};

export const onClaimPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, claimSchema);
  if (!p.ok) return p.response;
  try {
    return json({ id: await p.people.claim(p.claims, p.value) }, 201);
  } catch (e) {
    return refusedWith(e);
  }
};

export const onInvitePost: PagesFunction = async (ctx) => {
  const p = await person(ctx, inviteSchema);
  if (!p.ok) return p.response;
  try {
    await p.people.invite(p.claims, p.value.employerId, p.value.email);
    return json({ ok: true }, 201);
  } catch (e) {
    return refusedWith(e);
  }
};

export const onInviteDelete: PagesFunction = async (ctx) => {
  const p = await person(ctx, inviteSchema);
  if (!p.ok) return p.response;
  return (await p.people.withdraw(p.claims, p.value.employerId, p.value.email)) ? json({ ok: true }) : error(404, 'No such invite among your practices');
};

export const onPersonDelete: PagesFunction = async (ctx) => {
  const p = await person(ctx, removeSchema);
  if (!p.ok) return p.response;
  try {
    return (await p.people.remove(p.claims, p.value.employerId, p.value.userId)) ? json({ ok: true }) : error(404, 'No such person you may remove');
  } catch (e) {
    return refusedWith(e);
  }
};
