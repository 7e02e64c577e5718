/** POST /api/contact { name, email, userType, message }: stores the message and queues a staff notice. */
import { lines } from '../_lib/context';
import { contactSchema, USER_TYPES } from '../../src/domain/forms';
import { guardedBody } from '../_lib/guard';
import { submitForm } from '../_lib/submit';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, contactSchema);
  if (!body.ok) return body.response;
  const m = body.value;
  return submitForm(ctx, 'contact_messages', { name: m.name, email: m.email, user_type: m.userType, message: m.message }, (id, s) => [
    {
      kind: 'staff-notice',
      to: s.staffEmail,
      replyTo: m.email,
      subject: `Contact message #${id} from ${m.name}`,
      text: lines([
        ['Name', m.name],
        ['Email', m.email],
        ['I am a', USER_TYPES.labels[m.userType]],
        ['Message', `\n${m.message}`],
      ]),
    },
  ]);
};
