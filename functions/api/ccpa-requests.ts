/**
 * POST /api/ccpa-requests { name, email, requestType, description, verificationInfo? }: stores the
 * request, mails staff, and mails the requester an acknowledgement (the policy promises one in 10 days).
 */
import { terms } from '../../src/features/business/facts';
import { lines, services } from '../_lib/context';
import { ccpaSchema } from '../_lib/forms';
import { guardedBody, writeLimiterFor } from '../_lib/guard';
import { error, json } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async ({ request, env }) => {
  const body = await guardedBody(request, ccpaSchema, writeLimiterFor(env));
  if (!body.ok) return body.response;
  const m = body.value;
  try {
    const { backend, mailer, staffEmail } = await services(env);
    const id = await backend.writes.insertSubmission('ccpa_requests', {
      name: m.name,
      email: m.email,
      request_type: m.requestType,
      description: m.description,
      verification_info: m.verificationInfo,
    });
    await mailer.send({ to: staffEmail, replyTo: m.email, subject: `CCPA request #${id} (${m.requestType})`, text: lines([['Name', m.name], ['Email', m.email], ['Type', m.requestType], ['Description', `\n${m.description}`], ['Verification', m.verificationInfo]]) });
    await mailer.send({
      to: m.email,
      subject: `We received your privacy request (#${id})`,
      text: `Hello ${m.name},\n\nWe received your California privacy request (${m.requestType}) and will respond within ${terms.ccpaRespondDays} days. If we need more time we will tell you why; the law allows one extension of ${terms.ccpaExtensionDays} days.\n\nReference: #${id}\n`,
    });
    return json({ ok: true, id }, 201);
  } catch (e) {
    console.error('ccpa request failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
};
