/** POST /api/employer-interest { name, email, clinicName, role }: stores the lead, mails staff. */
import { lines, services } from '../_lib/context';
import { employerInterestSchema } from '../_lib/forms';
import { guardedBody, writeLimiterFor } from '../_lib/guard';
import { error, json } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async ({ request, env }) => {
  const body = await guardedBody(request, employerInterestSchema, writeLimiterFor(env));
  if (!body.ok) return body.response;
  const m = body.value;
  try {
    const { backend, mailer, staffEmail } = await services(env);
    const id = await backend.writes.insertSubmission('employer_interest', { name: m.name, email: m.email, clinic_name: m.clinicName, role: m.role });
    await mailer.send({ to: staffEmail, replyTo: m.email, subject: `Employer interest #${id}: ${m.clinicName}`, text: lines([['Name', m.name], ['Email', m.email], ['Clinic', m.clinicName], ['Hiring for', m.role]]) });
    return json({ ok: true, id }, 201);
  } catch (e) {
    console.error('employer-interest failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
};
