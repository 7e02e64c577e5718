/**
 * POST /api/send-saved-jobs { email, jobIds }: mails the visitor their saved jobs. Takes ids only (at
 * most 50) and renders the mail from the store, so no client text ever goes out in a mail from us.
 * Rate-limited per client and per inbox (the one limit every mail a stranger can trigger shares).
 */
import { z } from 'zod';
import { emailAddress } from '~/domain/forms';
import { savedJobsMail } from './saved-jobs-mail';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const bodySchema = z.object({
  email: emailAddress,
  jobIds: z
    .array(z.union([z.string(), z.number()]).transform(String), { error: 'must be a list of job ids' })
    .min(1, 'must contain at least one job')
    .max(50, 'must contain at most 50 jobs'),
});

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, bodySchema, 'savedJobsClient');
  if (!body.ok) return body.response;
  const { email, jobIds } = body.value;
  const s = await services(ctx);
  const limited = await overInboxLimit(ctx, email);
  if (limited) return limited;
  try {
    const { backend } = s;
    const unique = [...new Set(jobIds)];
    const jobs = await backend.jobs.getListedJobsByIds(unique);
    if (jobs.length === 0) return error(404, 'None of these jobs is still listed');
    // The rest are named in the mail: by title when they closed recently, else counted as taken down.
    const listed = new Set(jobs.map((j) => j.id));
    const missing = unique.filter((id) => /^\d{1,18}$/.test(id) && !listed.has(id));
    const closed = missing.length ? await backend.jobs.getRecentlyExpiredJobsByIds(missing) : [];
    const mail = savedJobsMail(jobs, s.siteUrl, s.productName, { closed, removed: missing.length - closed.length });
    // Through the outbox: the answer never waits on a mail server, and a failed send is retried.
    await backend.outbox.enqueue([{ kind: 'saved-jobs', to: email, ...mail }]);
    afterResponse(ctx, () => drainOutbox(s));
    return json({ ok: true, sent: jobs.length, skipped: missing.length, skippedIds: missing });
  } catch (e) {
    console.error('send-saved-jobs failed:', e);
    return error(503, 'Failed to send email. Please try again.');
  }
};
