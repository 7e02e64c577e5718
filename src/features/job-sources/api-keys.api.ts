/**
 * An employer's API keys in the person's account: GET /api/employer/api-keys lists the live keys of their
 * practices (never the key), POST { employerId, name } makes one (owners; the key is in this answer only),
 * DELETE { id } revokes one (owners). The database decides who may (api-keys.schema.sql).
 */
import { z } from 'zod';
import { error, json } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { createApiKeyStore } from './api-keys.store';

const makeSchema = z
  .object({
    employerId: z.string().regex(/^\d{1,18}$/, 'Choose the practice'),
    name: z
      .string()
      .trim()
      .min(1, 'Name the key, for example the tracking system it is for')
      .max(100, 'Use at most 100 characters')
      .regex(/^[^\p{Cc}]*$/u, 'Use one line'),
  })
  .strict();
const idSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Choose a key') }).strict();

export const onKeysGet: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer');
  if (!p.ok) return p.response;
  return json({ keys: await p.services.backend.store(createApiKeyStore).list(p.who.claims) });
};

export const onKeyPost: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: makeSchema, maxBody: 1024 });
  if (!p.ok) return p.response;
  try {
    return json(await p.services.backend.store(createApiKeyStore).make(p.who.claims, p.value.employerId, p.value.name), 201);
  } catch (e) {
    if (e instanceof PolicyRefusal) return json({ error: e.message, rule: e.rule }, e.rule === 'employer_api_keys_owner' ? 403 : 409);
    throw e;
  }
};

export const onKeyDelete: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: idSchema, maxBody: 1024 });
  if (!p.ok) return p.response;
  return (await p.services.backend.store(createApiKeyStore).revoke(p.who.claims, p.value.id))
    ? json({ ok: true })
    : error(404, 'No such key of a practice you own');
};
