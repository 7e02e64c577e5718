/**
 * What the account's handlers for a practice's own records (its API keys, its feeds) share: ids chosen from
 * a list, the database's refusals as answers, and turning a record off.
 */
import { z } from 'zod';
import { error, json } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { Services } from '~/server/http/context';
import type { PagesFunction } from '~/server/http/types';
import { PolicyRefusal } from '~/server/ports/policy-refusal';

/** A record's id, chosen from a list the account showed ("Choose the practice"). */
export const chosenId = (what: string) => z.string().regex(/^\d{1,18}$/, `Choose ${what}`);

/** The database's refusals: a practice that is not there 404, not an owner (`ownerRule`) 403, the rest (a bound) 409. */
function refusal(e: unknown, ownerRule: string): Response {
  if (e instanceof PolicyRefusal && e.rule.endsWith('_fkey')) return error(404, 'No such practice');
  if (e instanceof PolicyRefusal) return json({ error: e.message, rule: e.rule }, e.rule === ownerRule ? 403 : 409);
  throw e;
}

/** The same for staff acting for a practice (no owner rule applies to them). */
export const staffRefusal = (e: unknown): Response => refusal(e, '');

interface Caller<T> {
  services: Services;
  claims: Record<string, unknown>;
  email: string;
  value: T;
}

/**
 * A signed-in person's call about their practices' records: for a write, a JSON body `write.schema` accepts;
 * then `act`'s answer, or the database's refusal (`ownerRule` names the rule that says "owners only").
 */
export function practiceCall<T = undefined>(
  ownerRule: string,
  write: { schema: z.ZodType<T>; maxBody: number } | undefined,
  act: (p: Caller<T>) => Promise<Response>,
): PagesFunction {
  return async (ctx) => {
    const p = await personCall(ctx, 'employer', write);
    if (!p.ok) return p.response;
    try {
      return await act({ services: p.services, claims: p.who.claims, email: p.who.email, value: p.value });
    } catch (e) {
      return refusal(e, ownerRule);
    }
  };
}

/** DELETE { id }: an owner turns a record of their practice off; a 404 saying `missing` when it is not theirs. */
export function practiceRemove(
  ownerRule: string,
  what: string,
  missing: string,
  remove: (services: Services, claims: Record<string, unknown>, id: string) => Promise<boolean>,
): PagesFunction {
  const schema = z.object({ id: chosenId(what) }).strict();
  return practiceCall(ownerRule, { schema, maxBody: 1024 }, async (p) =>
    (await remove(p.services, p.claims, p.value.id)) ? json({ ok: true }) : error(404, missing),
  );
}
