/**
 * POST /api/beacon { job, kind: view | apply | save }: adds one to the job's counter for today (UTC), for
 * the employer's figures. No cookie is read or set and nothing about the visitor is stored.
 * Bots (by User-Agent) and prefetches are not counted; each client has a budget (`beacon` limit) and counts
 * once per job and kind an hour (`beaconEvent`). Only the site's own pages count: a cross-site request (by
 * Origin, or Sec-Fetch-Site when there is no Origin) is refused.
 * Always 204 when the request is well-formed, counted or not, so the answer tells a prober nothing.
 */
import { z } from 'zod';
import { countable, counterDay } from '~/server/http/counting';
import { clientKey } from '~/server/ports/rate-limit';
import { isSiteOrigin, overLimit } from '~/server/http/guard';
import { services } from '~/server/http/context';
import { error, readJson, validate } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const beacon = z.object({ job: z.string().regex(/^\d{1,18}$/, 'must be a job id'), kind: z.enum(['view', 'apply', 'save']) }).strict();

/** Whether the browser says the request comes from this site (a request saying neither is not a page's beacon). */
function fromThisSite(ctx: Parameters<typeof isSiteOrigin>[1]): boolean {
  const origin = ctx.request.headers.get('origin');
  if (origin) return isSiteOrigin(origin, ctx);
  return ctx.request.headers.get('sec-fetch-site') === 'same-origin';
}

export const onRequestPost: PagesFunction = async (ctx) => {
  if (!fromThisSite(ctx)) return error(403, 'Cross-site requests are not allowed');
  const limited = await overLimit(ctx, 'beacon');
  if (limited) return limited;
  const body = await readJson(ctx.request, 512);
  if (!body.ok) return body.response;
  const parsed = validate(beacon, body.value);
  if (!parsed.ok) return parsed.response;
  const { job, kind } = parsed.value;
  if (countable(ctx.request) && !(await overLimit(ctx, 'beaconEvent', `${clientKey(ctx.request)}:${job}:${kind}`)))
    await (await services(ctx)).backend.lifecycle.count(job, kind, counterDay());
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
};
