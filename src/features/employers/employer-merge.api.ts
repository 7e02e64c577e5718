/**
 * POST /api/staff/employers/{id}/merge { into }: the unverified employer's postings become `into`'s and the
 * unverified record goes (a posting typed under a verified employer's name, without its key, lands on an
 * unverified record of that name until staff say whose it is). 409 naming a posting rule that refuses the
 * move (one brand per account, a duplicate); 404 when either employer is missing or `id` is verified.
 */
import { z } from 'zod';
import { error, json } from '~/server/http/http';
import { refusedByRule, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

const mergeSchema = z.object({ into: z.string().regex(/^\d{1,18}$/, 'must be an employer id') }).strict();

export const onRequestPost: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffWrite(ctx, mergeSchema);
  if (!gate.ok) return gate.response;
  try {
    const merged = await gate.services.backend.employers.mergeEmployer(String(ctx.params.id), gate.value.into, gate.actor);
    return merged ? json(merged) : error(404, 'No such unverified employer, or no such employer to move its postings to');
  } catch (e) {
    return refusedByRule(e);
  }
};
