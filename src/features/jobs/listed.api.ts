/**
 * GET /api/jobs/listed?ids=1,2,3 -> { listed: [...] }: which of these jobs are still listed right now (the
 * saved-jobs dialog marks the rest as no longer available; the static pages may be up to an hour old).
 * Ids only, at most 50, public facts only; rate-limited per client.
 */
import { services } from '~/server/http/context';
import { overLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const MAX_IDS = 50;

export const onRequestGet: PagesFunction = async (ctx) => {
  const raw = new URL(ctx.request.url).searchParams.get('ids') ?? '';
  const ids = raw.split(',').filter(Boolean);
  if (ids.length === 0) return error(400, 'ids: must list at least one job id');
  if (ids.length > MAX_IDS) return error(400, `ids: must list at most ${MAX_IDS} job ids`);
  if (!ids.every((id) => /^\d{1,18}$/.test(id))) return error(400, 'ids: must be job ids separated by commas');
  const limited = await overLimit(ctx, 'listed');
  if (limited) return limited;
  try {
    const jobs = await (await services(ctx)).backend.jobs.getListedJobsByIds(ids);
    return json({ listed: jobs.map((j) => j.id) });
  } catch (e) {
    console.error('listed check failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
};
