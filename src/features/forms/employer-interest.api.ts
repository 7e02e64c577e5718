/** POST /api/employer-interest { name, email, clinicName, role }: stores the lead and queues a staff notice. */
import { employerInterestSchema, HIRING_ROLES } from '~/domain/forms';
import { guardedBody } from '~/server/http/guard';
import { staffNotice, submitForm } from './submit.api';
import type { PagesFunction } from '~/server/http/types';
import { withPlainForm } from '~/server/http/plain-form';

export const onRequestPost: PagesFunction = withPlainForm(async (ctx) => {
  const body = await guardedBody(ctx, employerInterestSchema);
  if (!body.ok) return body.response;
  const m = body.value;
  return submitForm(ctx, 'employer_interest', { name: m.name, email: m.email, clinic_name: m.clinicName, role: m.role }, (id, s) => [
    staffNotice(s, m.email, `Employer interest #${id}: ${m.clinicName}`, [
      ['Name', m.name],
      ['Email', m.email],
      ['Clinic', m.clinicName],
      ['Hiring for', HIRING_ROLES.labels[m.role]],
    ]),
  ]);
});
