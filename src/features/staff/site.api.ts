/** GET /api/staff/site: when changes to the jobs reach the site (the console's "live" line); staff only. */
import { json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';
import { staffOnly } from '~/server/http/staff-gate';

export const onRequestGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  return json({ site: gate.services.siteBuild.status() });
};
