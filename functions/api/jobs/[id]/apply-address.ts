/**
 * GET /api/jobs/{id}/apply-address -> { email }: the one address an application mail needs
 * (application_email, else contact_email) for an active job; 404 otherwise. Rate-limited per client,
 * so the contact columns cannot be harvested in bulk.
 */
import { clientKey, createMemoryRateLimiter, limiterFor } from '../../../../src/server/rate-limit';
import { services } from '../../../_lib/context';
import { error, json } from '../../../_lib/http';
import type { PagesFunction } from '../../../_lib/types';

const limiter = createMemoryRateLimiter({ limit: 30, windowSeconds: 600 });

export const onRequestGet: PagesFunction<'id'> = async (ctx) => {
  const { request, env, params } = ctx;
  const id = String(params.id);
  if (!/^\d{1,18}$/.test(id)) return error(404, 'Job not found');
  // APPLY_ADDRESS_LIMITER on Cloudflare: 10 a minute.
  const allowed = await limiterFor(env, 'APPLY_ADDRESS_LIMITER', 60, limiter).limit(clientKey(request));
  if (!allowed.ok) return error(429, 'Too many requests. Please try again later.', { 'retry-after': String(allowed.retryAfterSeconds) });
  let job;
  try {
    job = await (await services(ctx)).backend.jobs.getListedJobWithContacts(id);
  } catch (e) {
    console.error('apply-address failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
  if (!job) return error(404, 'Job not found');
  const email = job.application_email ?? job.contact_email;
  if (!email) return error(404, 'This job has no application address');
  return json({ email });
};
