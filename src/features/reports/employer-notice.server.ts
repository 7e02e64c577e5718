/**
 * Tells a job's employer that reports froze their listing, or that staff restored it: queued in the
 * outbox and sent after the answer. Every freeze (a third network's confirmed report, a report staff
 * trust) and every restore calls this.
 */
import { ownerToken, ownerUrl } from '~/features/auth/owner-link';
import { afterResponse, drainOutbox, type Services } from '~/server/http/context';
import type { FunctionContext } from '~/server/http/types';
import { employerFreezeMail } from './report-mail';

export async function tellEmployer(
  ctx: Pick<FunctionContext, 'env' | 'waitUntil' | 'data'>,
  s: Services,
  jobId: string,
  what: 'frozen' | 'restored',
): Promise<void> {
  const link = ownerUrl(s.siteUrl, await ownerToken(s.signingSecret(), jobId));
  if (await s.backend.reports.tellEmployer(jobId, (job) => employerFreezeMail(job, what, link, s.productName))) afterResponse(ctx, () => drainOutbox(s));
}
