/**
 * POST /api/staff/submissions/{kind}/{id}/{answered|acknowledged|extended}: staff mark a submission
 * answered; a CCPA request also acknowledged, or extended (once, by 45 days). Staff only.
 * POST /api/staff/submissions/ccpa/{id}/erase: carries out a CCPA delete request for what the site keeps
 * under the requester's address: their applications through the site and every resume they
 * uploaded (records and files), job alerts, subscriptions, messages, their address on reports, their
 * open-to-offers profile, and the
 * mails to them in the outbox. Answers how many of each were deleted and what stays; staff then answer the request.
 */
import { SUBMISSION_KINDS, type SubmissionKind } from '~/domain/job-lifecycle';
import type { SubmissionAction } from './submission-records';
import { error, json } from '~/server/http/http';
import { staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { createTalentStore } from '~/features/talent/talent.store';

const ACTIONS: readonly SubmissionAction[] = ['answered', 'acknowledged', 'extended'];

export const onRequestPost: PagesFunction<'kind' | 'id' | 'action'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const kind = String(ctx.params.kind) as SubmissionKind;
  const action = String(ctx.params.action) as SubmissionAction | 'erase';
  if (kind === 'ccpa' && action === 'erase') {
    const s = gate.services;
    const request = await s.backend.submissions.getSubmission('ccpa', String(ctx.params.id));
    if (!request) return error(404, 'No such submission, or that mark does not apply to it');
    if (request.details.request_type !== 'delete') return error(409, 'Only a delete request erases data');
    const erased = await s.backend.applications.erase(request.email);
    const rest = await s.backend.submissions.erasePerson(request.email);
    // Open to offers: the profile of the account at that address, who they are, its blocks, looks and requests.
    const talentProfiles = await s.backend.store(createTalentStore).eraseByEmail(request.email);
    // The records are gone first; a file that fails to go is named for staff to remove by hand.
    const left: string[] = [];
    for (const path of erased.resumes) await s.resumes.remove(path).catch(() => left.push(path));
    return json({
      erased: { applications: erased.deleted, resumes: erased.resumes.length - left.length, ...rest, talentProfiles },
      left,
      // What stays, said: the request itself is the record that it was carried out.
      kept: 'This request itself (the record that it was carried out)',
    });
  }
  if (!SUBMISSION_KINDS.includes(kind) || !ACTIONS.includes(action as SubmissionAction)) return error(404, 'Unknown submission kind or action');
  const marked = await gate.services.backend.submissions.markSubmission(kind, String(ctx.params.id), action as SubmissionAction, gate.actor);
  return marked ? json({ submission: marked }) : error(404, 'No such submission, or that mark does not apply to it');
};
