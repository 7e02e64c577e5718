/**
 * GET /api/staff/talent?role=&state=: staff recruiters' view of the pool for a contingency search (who each
 * clinician is included: staff may read it), and per employer the interview requests sent, answered and
 * accepted, with the median time to an answer. Staff only.
 */
import { z } from 'zod';
import { json } from '~/server/http/http';
import { staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { US_STATES } from '~/domain/us-states';
import { TALENT_ROLES } from './talent-options';
import { createTalentStore } from './talent.store';

const filters = z.object({
  role: z.enum(TALENT_ROLES).nullable().catch(null),
  state: z
    .string()
    .nullable()
    .transform((s) => (s && Object.hasOwn(US_STATES, s) ? s : null)),
});

export const onStaffTalentGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const q = new URL(ctx.request.url).searchParams;
  const f = filters.parse({ role: q.get('role'), state: q.get('state') });
  const store = gate.services.backend.store(createTalentStore);
  const [pool, stats] = await Promise.all([store.staffPool(f), store.staffStats()]);
  return json({
    pool: pool.map((p) => ({
      ref: p.ref,
      email: p.email,
      name: p.name,
      phone: p.phone,
      role: p.role,
      licenceStates: p.licence_states,
      place: p.place,
      remote: p.remote,
      payFloor: Number(p.pay_floor),
      payUnit: p.pay_unit,
      paused: p.paused,
    })),
    stats,
  });
};
