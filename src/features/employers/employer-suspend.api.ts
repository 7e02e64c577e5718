/**
 * POST /api/staff/employers/{id}/suspend { reason }: staff suspend an employer (its live jobs paused, its
 * scheduled ones back in review, its people signed out; the database keeps its jobs off the board and its
 * people out); DELETE lifts it. Staff only; the reason is recorded with who gave it.
 */
import { z } from 'zod';
import { error, json } from '~/server/http/http';
import { staffAction, staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

const suspendSchema = z.object({ reason: z.string().trim().min(1, 'Say why (the employer’s people are told nothing else)').max(500) }).strict();

export const onRequestPost = staffAction(suspendSchema, 'No such employer', (w) => w.services.backend.employers.suspendEmployer(w.id, w.value.reason, w.actor));

export const onRequestDelete: PagesFunction<'id'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const done = await gate.services.backend.employers.suspendEmployer(String(ctx.params.id), null, gate.actor);
  return done ? json(done) : error(404, 'No such employer');
};
