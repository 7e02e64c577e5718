/** A job as the staff API answers it: the row, its log, and the rules' state the editor shows. */
import { actionsFor, rulesState, DAILY_POSTINGS } from '~/domain/job-lifecycle';
import type { StaffJobAnswer, StaffJobDetail } from './review-records';
import { ANON_COLUMNS, publicJobSchema } from '~/domain/job';
import { error, json } from '~/server/http/http';

/** The row read as the build reads a listed job (the same columns and schema), so the preview is its page. */
function previewOf(fields: Record<string, unknown>) {
  const parsed = publicJobSchema.safeParse(Object.fromEntries(ANON_COLUMNS.map((c) => [c, fields[c]])));
  return parsed.success ? parsed.data : null;
}

export function detailResponse(detail: StaffJobDetail | null): Response {
  if (!detail) return error(404, 'No such job');
  const rules = rulesState(detail.job, new Date());
  const answer: StaffJobAnswer = {
    ...detail,
    rules: { ...rules, postingsToday: detail.job.entity_postings_today, postingsLeftToday: Math.max(0, DAILY_POSTINGS - detail.job.entity_postings_today) },
    actions: actionsFor(detail.job),
    preview: previewOf(detail.fields),
  };
  return json(answer);
}
