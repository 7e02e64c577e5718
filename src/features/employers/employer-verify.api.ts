/**
 * POST /api/staff/employers/{id}/verify { license_number, license_state }: staff checked the PT licence;
 * the employer's jobs show the Verified Employer badge from the next build (staff only).
 */
import { employerVerifySchema } from '~/domain/job-lifecycle';
import { error, json } from '~/server/http/http';
import { refusedByRule, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

export const onRequestPost: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffWrite(ctx, employerVerifySchema);
  if (!gate.ok) return gate.response;
  try {
    const employer = await gate.services.backend.employers.verifyEmployer(String(ctx.params.id), gate.value, gate.actor);
    return employer ? json({ employer }) : error(404, 'No such employer');
  } catch (e) {
    return refusedByRule(e);
  }
};
