/**
 * POST /api/beacon { job, kind: view | apply | save }: adds one to the job's counter for today (UTC), for
 * the employer's figures (issue 30). No cookie is read or set and nothing about the visitor is stored.
 * Bots (by User-Agent) and prefetches are not counted; each client has a budget (`beacon` limit).
 * Always 204 when the request is well-formed, counted or not, so the answer tells a prober nothing.
 */
import { z } from 'zod';
import { countable, counterDay } from '../_lib/counting';
import { overLimit } from '../_lib/guard';
import { services } from '../_lib/context';
import { readJson, validate } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

const beacon = z.object({ job: z.string().regex(/^\d{1,18}$/, 'must be a job id'), kind: z.enum(['view', 'apply', 'save']) }).strict();

export const onRequestPost: PagesFunction = async (ctx) => {
  const limited = await overLimit(ctx, 'beacon');
  if (limited) return limited;
  const body = await readJson(ctx.request, 512);
  if (!body.ok) return body.response;
  const parsed = validate(beacon, body.value);
  if (!parsed.ok) return parsed.response;
  if (countable(ctx.request)) await (await services(ctx)).backend.lifecycle.count(parsed.value.job, parsed.value.kind, counterDay());
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
};
