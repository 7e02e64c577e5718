/** GET /api/staff/jobs/{id} (with its events) and PATCH /api/staff/jobs/{id} (edit fields): staff only. */
import { jobEditSchema } from '~/domain/job-lifecycle';
import { MAX_FUNCTION_BODY_BYTES, readJson, validate } from '~/server/http/http';
import { refusedByRule, staffOnly } from './staff-gate.api';
import type { PagesFunction } from '~/server/http/types';
import { detailResponse } from './staff-detail.api';

export const onRequestGet: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  return detailResponse(await gate.services.backend.jobReview.getJob(String(ctx.params.id)));
};

export const onRequestPatch: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const body = await readJson(ctx.request, MAX_FUNCTION_BODY_BYTES);
  if (!body.ok) return body.response;
  const edit = validate(jobEditSchema, body.value);
  if (!edit.ok) return edit.response;
  try {
    return detailResponse(await gate.services.backend.jobReview.editJob(String(ctx.params.id), edit.value, gate.actor));
  } catch (e) {
    return refusedByRule(e);
  }
};
