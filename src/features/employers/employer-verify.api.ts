/**
 * POST /api/staff/employers/{id}/verify { license_number, license_state }: staff checked the PT licence;
 * the employer's jobs show the Verified Employer badge from the next build (staff only).
 */
import { employerVerifySchema } from '~/domain/job-lifecycle';
import { staffAction } from '~/server/http/staff-gate';

export const onRequestPost = staffAction(employerVerifySchema, 'No such employer', async (w) => {
  const employer = await w.services.backend.employers.verifyEmployer(w.id, w.value, w.actor);
  return employer && { employer };
});
