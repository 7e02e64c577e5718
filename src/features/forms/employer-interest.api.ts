/** POST /api/employer-interest { name, email, clinicName, role }: stores the lead and queues a staff notice. */
import { lines } from '~/server/http/context';
import { employerInterestSchema, HIRING_ROLES } from '~/domain/forms';
import { guardedBody } from '~/server/http/guard';
import { submitForm } from './submit.api';
import type { PagesFunction } from '~/server/http/types';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, employerInterestSchema);
  if (!body.ok) return body.response;
  const m = body.value;
  return submitForm(ctx, 'employer_interest', { name: m.name, email: m.email, clinic_name: m.clinicName, role: m.role }, (id, s) => [
    {
      kind: 'staff-notice',
      to: s.staffEmail,
      replyTo: m.email,
      subject: `Employer interest #${id}: ${m.clinicName}`,
      text: lines([
        ['Name', m.name],
        ['Email', m.email],
        ['Clinic', m.clinicName],
        ['Hiring for', HIRING_ROLES.labels[m.role]],
      ]),
    },
  ]);
};
