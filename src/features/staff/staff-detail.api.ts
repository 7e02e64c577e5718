/** A job as the staff API answers it: the row, its log, and the rules' state the editor shows. */
import { actionsFor, rulesState, DAILY_POSTINGS } from '~/domain/job-lifecycle';
import type { StaffJobAnswer, StaffJobDetail } from '~/domain/staff-records';
import { error, json } from '~/server/http/http';

export function detailResponse(detail: StaffJobDetail | null): Response {
  if (!detail) return error(404, 'No such job');
  const rules = rulesState(detail.job, new Date());
  const answer: StaffJobAnswer = {
    ...detail,
    rules: { ...rules, postingsToday: detail.job.entity_postings_today, postingsLeftToday: Math.max(0, DAILY_POSTINGS - detail.job.entity_postings_today) },
    actions: actionsFor(detail.job),
  };
  return json(answer);
}
