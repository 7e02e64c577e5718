/**
 * GET /api/staff/submissions/{contact|interest|ccpa}: the forms' submissions, unanswered first (staff
 * only). CCPA requests carry their acknowledge-by and respond-by dates, flagged when within 3 days.
 */
import { ccpaDeadlines, SUBMISSION_KINDS, type SubmissionKind } from '~/domain/job-lifecycle';
import type { SubmissionAnswer } from './submission-records';
import { error, json } from '~/server/http/http';
import { staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

export const onRequestGet: PagesFunction<'kind'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const kind = String(ctx.params.kind) as SubmissionKind;
  if (!SUBMISSION_KINDS.includes(kind)) return error(404, `Unknown submissions: use one of ${SUBMISSION_KINDS.join(', ')}`);
  const now = new Date();
  const rows = await gate.services.backend.submissions.listSubmissions(kind);
  const submissions: SubmissionAnswer[] = kind === 'ccpa' ? rows.map((r) => ({ ...r, deadlines: ccpaDeadlines(r, now) })) : rows;
  return json({ submissions });
};
