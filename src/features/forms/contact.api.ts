/** POST /api/contact { name, email, userType, message }: stores the message and queues a staff notice. */
import { contactSchema, USER_TYPES } from '~/domain/forms';
import { guardedBody } from '~/server/http/guard';
import { staffNotice, submitForm } from './submit.api';
import type { PagesFunction } from '~/server/http/types';
import { withPlainForm } from '~/server/http/plain-form';

export const onRequestPost: PagesFunction = withPlainForm(async (ctx) => {
  const body = await guardedBody(ctx, contactSchema);
  if (!body.ok) return body.response;
  const m = body.value;
  return submitForm(ctx, 'contact_messages', { name: m.name, email: m.email, user_type: m.userType, message: m.message }, (id, s) => [
    staffNotice(s, m.email, `Contact message #${id} from ${m.name}`, [
      ['Name', m.name],
      ['Email', m.email],
      ['I am a', USER_TYPES.labels[m.userType]],
      ['Message', `\n${m.message}`],
    ]),
  ]);
});
