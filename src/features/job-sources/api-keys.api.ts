/**
 * An employer's API keys in the person's account: GET /api/employer/api-keys lists the live keys of their
 * practices (never the key), POST { employerId, name } makes one (owners; the key is in this answer only),
 * DELETE { id } revokes one (owners). The database decides who may (api-keys.schema.sql).
 */
import { z } from 'zod';
import { json } from '~/server/http/http';
import { createApiKeyStore } from './api-keys.store';
import { chosenId, practiceCall, practiceRemove } from './practice-calls.server';

const makeSchema = z
  .object({
    employerId: chosenId('the practice'),
    name: z
      .string()
      .trim()
      .min(1, 'Name the key, for example the tracking system it is for')
      .max(100, 'Use at most 100 characters')
      .regex(/^[^\p{Cc}]*$/u, 'Use one line'),
  })
  .strict();
const OWNERS = 'employer_api_keys_owner';

export const onKeysGet = practiceCall(OWNERS, undefined, async (p) => json({ keys: await p.services.backend.store(createApiKeyStore).list(p.claims) }));

export const onKeyPost = practiceCall(OWNERS, { schema: makeSchema, maxBody: 1024 }, async (p) =>
  json(await p.services.backend.store(createApiKeyStore).make(p.claims, p.value.employerId, p.value.name), 201),
);

export const onKeyDelete = practiceRemove(OWNERS, 'a key', 'No such key of a practice you own', (services, claims, id) =>
  services.backend.store(createApiKeyStore).revoke(claims, id),
);
