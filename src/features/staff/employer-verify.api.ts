/**
 * POST /api/staff/employers/{id}/verify { license_number, license_state }: staff checked the PT licence;
 * the employer's jobs show the Verified Employer badge from the next build (staff only).
 */
import { employerVerifySchema } from '~/domain/job-lifecycle';
import { error, json, readJson, validate } from '~/server/http/http';
import { refusedByRule, staffOnly } from './staff-gate.api';
import type { PagesFunction } from '~/server/http/types';

export const onRequestPost: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const body = await readJson(ctx.request);
  if (!body.ok) return body.response;
  const licence = validate(employerVerifySchema, body.value);
  if (!licence.ok) return licence.response;
  try {
    const employer = await gate.services.backend.employers.verifyEmployer(String(ctx.params.id), licence.value, gate.actor);
    return employer ? json({ employer }) : error(404, 'No such employer');
  } catch (e) {
    return refusedByRule(e);
  }
};
