/**
 * POST /api/staff/submissions/{kind}/{id}/{answered|acknowledged|extended}: staff mark a submission
 * answered; a CCPA request also acknowledged, or extended (once, by 45 days). Staff only.
 */
import { SUBMISSION_KINDS, type SubmissionKind } from '../../../../../../src/domain/job-lifecycle';
import type { SubmissionAction } from '../../../../../../src/server/ports/staff-store';
import { error, json } from '../../../../../_lib/http';
import { staffOnly } from '../../../../../_lib/staff';
import type { PagesFunction } from '../../../../../_lib/types';

const ACTIONS: readonly SubmissionAction[] = ['answered', 'acknowledged', 'extended'];

export const onRequestPost: PagesFunction<'kind' | 'id' | 'action'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const kind = String(ctx.params.kind) as SubmissionKind;
  const action = String(ctx.params.action) as SubmissionAction;
  if (!SUBMISSION_KINDS.includes(kind) || !ACTIONS.includes(action)) return error(404, 'Unknown submission kind or action');
  const marked = await gate.services.backend.staff.markSubmission(kind, String(ctx.params.id), action, gate.actor);
  return marked ? json({ submission: marked }) : error(404, 'No such submission, or that mark does not apply to it');
};
