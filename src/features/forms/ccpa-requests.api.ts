/**
 * POST /api/ccpa-requests { name, email, requestType, description, verificationInfo? }: stores the
 * request and queues a staff notice and the requester's acknowledgement (the policy promises one in 10 days).
 */
import { terms } from '~/features/business/facts';
import { CCPA_REQUEST_TYPES, ccpaSchema } from '~/domain/forms';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { staffNotice, submitForm } from './submit.api';
import type { PagesFunction } from '~/server/http/types';
import { withPlainForm } from '~/server/http/plain-form';

export const onRequestPost: PagesFunction = withPlainForm(async (ctx) => {
  const body = await guardedBody(ctx, ccpaSchema);
  if (!body.ok) return body.response;
  const m = body.value;
  const row = { name: m.name, email: m.email, request_type: m.requestType, description: m.description, verification_info: m.verificationInfo };
  // The request is always stored and staff always hear of it; the acknowledgement goes to an address
  // anyone can type, so it shares the per-inbox bound of every mail a stranger can trigger.
  const acknowledge = !(await overInboxLimit(ctx, m.email));
  return submitForm(ctx, 'ccpa_requests', row, (id, s) => [
    staffNotice(s, m.email, `CCPA request #${id} (${CCPA_REQUEST_TYPES.labels[m.requestType]})`, [
      ['Name', m.name],
      ['Email', m.email],
      ['Type', CCPA_REQUEST_TYPES.labels[m.requestType]],
      ['Description', `\n${m.description}`],
      ['Verification', m.verificationInfo],
    ]),
    ...(acknowledge
      ? [
          {
            kind: 'ccpa-acknowledgement' as const,
            to: m.email,
            subject: `We received your privacy request (#${id})`,
            // Only what we chose: the request type's label and the date. Nothing the requester typed goes to the
            // address they gave (anyone can type anyone's address).
            text: `We received a California privacy request (${CCPA_REQUEST_TYPES.labels[m.requestType]}) for this email address on ${new Date().toISOString().slice(0, 10)}. We will respond within ${terms.ccpaRespondDays} days. If we need more time we will tell you why; the law allows one extension of ${terms.ccpaExtensionDays} days.\n\nReference: #${id}\n\nIf you did not make this request, you can ignore this email.\n`,
          },
        ]
      : []),
  ]);
});
