/** Small HTTP helpers shared by the functions. */
import type { z } from 'zod';
import { readLimited } from '~/lib/read-body';

const MAX_JSON_BYTES = 16 * 1024;
/** The most any function but the resume upload reads (a job's intake or edit): the middleware's ceiling. */
export const MAX_FUNCTION_BODY_BYTES = 64 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export function error(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ error: message }, status, headers);
}

/** Reads a JSON body of at most `limit` bytes, stopping as soon as it is exceeded. Other content types get 415. */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  // Only application/json: a text/plain or typeless body is how a cross-site form posts without a preflight.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, response: error(415, 'Send the body as application/json', { accept: 'application/json' }) };
  const bytes = await readLimited(request, limit);
  if (!bytes) return { ok: false, response: error(413, `Request body must be at most ${limit} bytes`) };
  const text = new TextDecoder().decode(bytes);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: error(400, 'Request body must be valid JSON') };
  }
}

/**
 * Validates with zod; a failure names the first field and what is wrong with it (`error`), and with
 * `everyField` every field's first message too (`fields`), for a form that shows each at its field.
 */
export function validate<T>(schema: z.ZodType<T>, value: unknown, { everyField = false } = {}): { ok: true; value: T } | { ok: false; response: Response } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message = `${field}: ${issue?.message ?? 'invalid'}`;
  if (!everyField) return { ok: false, response: error(400, message) };
  const fields: Record<string, string> = {};
  for (const i of result.error.issues) {
    const keys = i.code === 'unrecognized_keys' ? i.keys : [i.path.join('.') || 'body'];
    for (const k of keys) fields[k] ??= i.code === 'unrecognized_keys' ? 'is not a field of this form' : i.message;
  }
  return { ok: false, response: Response.json({ error: message, fields }, { status: 400, headers: { 'cache-control': 'no-store' } }) };
}
