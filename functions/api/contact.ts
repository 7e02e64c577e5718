/** POST /api/contact { name, email, userType, message }: stores the message, mails staff. */
import { lines, services } from '../_lib/context';
import { contactSchema } from '../_lib/forms';
import { guardedBody, writeLimiterFor } from '../_lib/guard';
import { error, json } from '../_lib/http';
import type { PagesFunction } from '../_lib/types';

export const onRequestPost: PagesFunction = async ({ request, env }) => {
  const body = await guardedBody(request, contactSchema, writeLimiterFor(env));
  if (!body.ok) return body.response;
  const m = body.value;
  try {
    const { backend, mailer, staffEmail } = await services(env);
    const id = await backend.writes.insertSubmission('contact_messages', { name: m.name, email: m.email, user_type: m.userType, message: m.message });
    await mailer.send({ to: staffEmail, replyTo: m.email, subject: `Contact message #${id} from ${m.name}`, text: lines([['Name', m.name], ['Email', m.email], ['I am a', m.userType], ['Message', `\n${m.message}`]]) });
    return json({ ok: true, id }, 201);
  } catch (e) {
    console.error('contact failed:', e);
    return error(503, 'Something went wrong. Please try again.');
  }
};
