/**
 * The jobs API for an employer's tracking system (its API key, made in /employer, as the bearer):
 * PUT /api/v1/jobs/{reference} creates or updates the job the system knows by that reference (the same
 * body twice changes nothing), DELETE closes it, GET /api/v1/jobs lists the employer's with their status.
 * The body is the intake's fields but the employer's (the key names it), checked by the same schema and
 * the pay-range laws; a refusal names each field (400) or the posting rule (409). Limited per key, and per
 * client for keys that are not one. GET /api/v1/openapi.json describes it (openapi.ts, from the same schema).
 */
import { apiJobSchema } from '~/domain/job-lifecycle';
import { hasPayRange, payLawFor, payLawRefusal } from '~/domain/pay-laws';
import { error, json, readJson } from '~/server/http/http';
import { services, type Services } from '~/server/http/context';
import { overLimit } from '~/server/http/guard';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { createApiKeyStore, type KeyHolder } from './api-keys.store';
import { createApiJobStore } from './api-jobs.store';
import { openApiDocument, REFERENCE } from './openapi';

const MAX_BODY = 64 * 1024;
const CHALLENGE = { 'www-authenticate': 'Bearer realm="jobs-api"' };

/** The key's holder, after its limit; or the answer instead (401 without a live key, 429 over a limit). */
async function keyHolder(
  ctx: Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>,
): Promise<{ ok: true; s: Services; who: KeyHolder } | { ok: false; response: Response }> {
  const s = await services(ctx);
  const key = /^Bearer (\S{1,200})$/.exec(ctx.request.headers.get('authorization') ?? '')?.[1] ?? '';
  const who = key ? await s.backend.store(createApiKeyStore).holder(key) : null;
  if (!who) {
    const limited = await overLimit(ctx, 'apiKeyGuess');
    if (limited) return { ok: false, response: limited };
    return { ok: false, response: error(401, 'Send a live API key as "Authorization: Bearer rmj_…" (make one in your employer account)', CHALLENGE) };
  }
  const limited = await overLimit(ctx, 'apiKey', `key:${who.keyId}`);
  if (limited) return { ok: false, response: limited };
  return { ok: true, s, who };
}

const referenceOf = (ctx: { params: Record<string, string | string[]> }) => {
  const ref = String(ctx.params.reference ?? '');
  return REFERENCE.test(ref) ? ref : null;
};
/** A posting rule's refusal is a 409 naming the rule; anything else is not ours to answer. */
async function ruled(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof PolicyRefusal) return json({ error: e.message, rule: e.rule }, 409);
    throw e;
  }
}

const badReference = () => error(400, 'The reference is 1 to 100 letters, digits, dots, colons, dashes or underscores');

export const onJobPut: PagesFunction = async (ctx) => {
  const gate = await keyHolder(ctx);
  if (!gate.ok) return gate.response;
  const reference = referenceOf(ctx);
  if (!reference) return badReference();
  const body = await readJson(ctx.request, MAX_BODY);
  if (!body.ok) return body.response;
  const parsed = apiJobSchema.safeParse(body.value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.join('.') || 'body'] ??= i.message;
    return json({ error: `Check these fields: ${Object.keys(fields).join(', ')}`, fields }, 400);
  }
  const law = payLawFor(parsed.data, new Date());
  if (law && !hasPayRange(parsed.data)) return json({ error: payLawRefusal(law), fields: { salary_min: payLawRefusal(law) }, rule: 'pay_range_law' }, 400);
  return ruled(async () => {
    const done = await gate.s.backend.store(createApiJobStore).put(gate.who, reference, parsed.data);
    return json(done, done.result === 'created' ? 201 : 200);
  });
};

export const onJobDelete: PagesFunction = async (ctx) => {
  const gate = await keyHolder(ctx);
  if (!gate.ok) return gate.response;
  const reference = referenceOf(ctx);
  if (!reference) return badReference();
  return ruled(async () => {
    const job = await gate.s.backend.store(createApiJobStore).close(gate.who, reference);
    return job ? json({ job }) : error(404, 'No job with this reference');
  });
};

export const onJobsGet: PagesFunction = async (ctx) => {
  const gate = await keyHolder(ctx);
  if (!gate.ok) return gate.response;
  return json({ jobs: await gate.s.backend.store(createApiJobStore).list(gate.who) });
};

export const onOpenApiGet: PagesFunction = async (ctx) => {
  const s = await services(ctx);
  return json(openApiDocument(s.siteUrl), 200, { 'cache-control': 'public, max-age=300' });
};
