/**
 * POST /api/staff/employers/{id}/merge { into }: the unverified employer's postings become `into`'s and the
 * unverified record goes (a posting typed under a verified employer's name, without its key, lands on an
 * unverified record of that name until staff say whose it is). 409 naming a posting rule that refuses the
 * move (one brand per account, a duplicate); 404 when either employer is missing or `id` is verified.
 */
import { z } from 'zod';
import { staffAction } from '~/server/http/staff-gate';

const mergeSchema = z.object({ into: z.string().regex(/^\d{1,18}$/, 'must be an employer id') }).strict();

export const onRequestPost = staffAction(mergeSchema, 'No such unverified employer, or no such employer to move its postings to', (w) =>
  w.services.backend.employers.mergeEmployer(w.id, w.value.into, w.actor),
);
