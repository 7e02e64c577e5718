/** GET /api/staff/jobs/{id} (with its events) and PATCH /api/staff/jobs/{id} (edit fields): staff only. */
import { jobEditSchema } from '~/domain/job-lifecycle';
import { MAX_FUNCTION_BODY_BYTES } from '~/server/http/http';
import { refusedByRule, staffOnly, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { detailResponse } from './job-detail.api';

export const onRequestGet: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  return detailResponse(await gate.services.backend.jobReview.getJob(String(ctx.params.id)));
};

export const onRequestPatch: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffWrite(ctx, jobEditSchema, MAX_FUNCTION_BODY_BYTES);
  if (!gate.ok) return gate.response;
  try {
    return detailResponse(await gate.services.backend.jobReview.editJob(String(ctx.params.id), gate.value, gate.actor));
  } catch (e) {
    return refusedByRule(e);
  }
};
