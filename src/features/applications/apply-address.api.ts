/**
 * GET /api/jobs/{id}/apply-address -> { email }: the one address an application mail needs
 * (application_email, else contact_email) for an active job; 404 otherwise. Rate-limited per client, per
 * job and overall, so the contact columns cannot be harvested in bulk; the overall bound keeps a reserve
 * for clients' first asks, so one place using it up never shuts out the next applicant. Limits charge the
 * sender: the per-job bound counts per sending network (one network cannot shut a job for everyone), and
 * the shared bounds are charged only once the job is found (made-up ids spend only the asker's own).
 */
import { networkKey } from '~/server/ports/rate-limit';
import { services } from '~/server/http/context';
import { overLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

export const onRequestGet: PagesFunction<'id'> = async (ctx) => {
  const id = String(ctx.params.id);
  if (!/^\d{1,18}$/.test(id)) return error(404, 'Job not found');
  const limited = await overLimit(ctx, 'applyAddress');
  if (limited) return limited;
  let job;
  try {
    job = await (await services(ctx)).backend.jobs.getListedJobWithContacts(id);
  } catch (e) {
    console.error('apply-address failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
  if (!job) return error(404, 'Job not found');
  const perJob = await overLimit(ctx, 'applyAddressJob', `${networkKey(ctx.request)}|${id}`);
  if (perJob) return perJob;
  // The overall bound, fairly: a client's first asks of the hour draw on a reserve one place cannot spend.
  const first = !(await overLimit(ctx, 'applyAddressFirst'));
  const overall = first ? await overLimit(ctx, 'applyAddressReserve', 'all') : await overLimit(ctx, 'applyAddressAll', 'all');
  if (overall) return overall;
  const email = job.application_email ?? job.contact_email;
  if (!email) return error(404, 'This job has no application address');
  return json({ email });
};
