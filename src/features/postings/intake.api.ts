/**
 * POST /api/intake/jobs: the external posting form's webhook. The body is a job's columns plus `legal_entity`
 * (and the employer's `employer_key`, when it has one), signed with
 * `X-Signature: t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">` under INTAKE_SECRET.
 * 202 `{ id }` with the job pending review (never listed until staff publish it); 401 for a missing or
 * wrong signature, or one signed more than five minutes from now (nothing read further, nothing stored);
 * 400 naming every invalid field; 409 naming the posting rule that refused it (or the pay-range law of the
 * job's state or city, when it states no range). The same body again within
 * 24 hours gets the first answer.
 */
import { intakeJobSchema } from '~/domain/job-lifecycle';
import { hasPayRange, payLawFor, payLawRefusal } from '~/domain/pay-laws';
import { services } from '~/server/http/context';
import { error, json, MAX_FUNCTION_BODY_BYTES } from '~/server/http/http';
import { bodyHash, checkSignature, SIGNATURE_WINDOW_SECONDS } from '~/server/http/signature';
import { readLimited } from '~/lib/read-body';
import type { PagesFunction } from '~/server/http/types';

/** A posting with a long description fits easily; anything bigger is not a job. */
const MAX_BODY_BYTES = MAX_FUNCTION_BODY_BYTES;

export const onRequestPost: PagesFunction = async (ctx) => {
  const s = await services(ctx);
  const secret = s.env.INTAKE_SECRET;
  if (!secret) return error(503, 'Job intake is not set up: INTAKE_SECRET is missing');
  const body = await readLimited(ctx.request, MAX_BODY_BYTES);
  if (!body) return error(413, `Request body must be at most ${MAX_BODY_BYTES} bytes`);
  const signature = await checkSignature(secret, body, ctx.request.headers.get('x-signature'));
  if (signature === 'stale')
    return error(401, `X-Signature was made more than ${SIGNATURE_WINDOW_SECONDS / 60} minutes from now: sign each delivery when it is sent`);
  if (signature === 'bad') {
    return error(401, 'Missing or wrong X-Signature: expected t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>"> under the intake secret');
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return error(400, 'Request body must be valid JSON');
  }
  const parsed = intakeJobSchema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      // Unknown fields come as one issue listing their keys.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
      for (const k of keys) fields[k] ??= issue.code === 'unrecognized_keys' ? 'is not a job field' : issue.message;
    }
    return json({ error: `Invalid fields: ${Object.keys(fields).join(', ')}`, fields }, 400);
  }
  // Where the law requires a pay range in a posting, one without it is refused by name.
  const law = payLawFor(parsed.data, new Date());
  if (law && !hasPayRange(parsed.data)) return json({ error: payLawRefusal(law), rule: 'pay_range_law', law: law.id, source: law.source }, 409);
  const result = await s.backend.jobReview.intake(parsed.data, await bodyHash(body));
  const replay: Record<string, string> = result.replay ? { 'x-replay': 'true' } : {};
  return result.outcome === 'stored' ? json({ id: result.id }, 202, replay) : json({ error: result.error, rule: result.rule }, 409, replay);
};
