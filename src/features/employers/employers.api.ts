/** GET /api/staff/employers (unverified first) and POST /api/staff/employers (create): staff only. */
import { employerCreateSchema } from '~/domain/job-lifecycle';
import { json } from '~/server/http/http';
import { refusedByRule, staffOnly, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

export const onRequestGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  return json({ employers: await gate.services.backend.employers.listEmployers() });
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const gate = await staffWrite(ctx, employerCreateSchema);
  if (!gate.ok) return gate.response;
  try {
    return json({ employer: await gate.services.backend.employers.createEmployer(gate.value) }, 201);
  } catch (err) {
    return refusedByRule(err);
  }
};
