/**
 * The form functions' shared end: store the submission and queue its mails in one transaction, answer
 * the spec's success, then drain the outbox after the response. A mail outage therefore never turns a
 * stored submission into an error (which would invite a retry and a duplicate); the outbox retries.
 */
import { z } from 'zod';
import type { OutboxMail } from '~/server/ports/mail-outbox';
import type { SubmissionTable } from './writes.port';
import { afterResponse, drainOutbox, lines, services, type Services } from '~/server/http/context';
import { error, json } from '~/server/http/http';
import type { FunctionContext } from '~/server/http/types';

const keySchema = z.uuid({ error: 'Idempotency-Key: must be a UUID' });

/** The request's Idempotency-Key header: null when absent, a 400 response when malformed. */
export function idempotencyKey(request: Request): { ok: true; value: string | null } | { ok: false; response: Response } {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return { ok: true, value: null };
  const parsed = keySchema.safeParse(raw.trim().toLowerCase());
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: error(400, parsed.error.issues[0]!.message) };
}

export async function submitForm(
  ctx: Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>,
  table: SubmissionTable,
  row: Record<string, string | null>,
  mails: (id: string, s: Services) => OutboxMail[],
): Promise<Response> {
  const key = idempotencyKey(ctx.request);
  if (!key.ok) return key.response;
  let s: Services;
  let result: { id: string; replay: boolean };
  try {
    s = await services(ctx);
    result = await s.backend.writes.submit(table, row, { idempotencyKey: key.value, mails: (id) => mails(id, s) });
  } catch (e) {
    console.error(`${table} failed:`, e);
    return error(503, 'Something went wrong. Please try again.');
  }
  if (!result.replay) afterResponse(ctx, () => drainOutbox(s));
  // A replay answers like the first submission did (the same id), so a retrying browser shows success.
  return json({ ok: true, id: result.id }, result.replay ? 200 : 201);
}

/** The staff notice of a submission: to the staff inbox, replies to the sender, the fields as labelled lines. */
export function staffNotice(s: Services, replyTo: string, subject: string, fields: [string, string | null | undefined][]): OutboxMail {
  return { kind: 'staff-notice', to: s.staffEmail, replyTo, subject, text: lines(fields) };
}
