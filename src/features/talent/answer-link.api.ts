/**
 * /talent/answer?token=…: a clinician answers an interview request from its mail. GET shows the request and
 * two buttons; only a button's POST answers (a mail scanner opening the link answers nothing). On
 * acceptance the page and the mails give each side the other's contact.
 */
import { formatPay } from '~/domain/pay';
import { html } from '~/lib/html';
import { button } from '~/components/ui/styles';
import { services } from '~/server/http/context';
import { htmlPage } from '~/server/http/page';
import { signedChoice, signedLink } from '~/server/http/signed-link';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { verifyAnswerToken } from './talent-links';
import { createTalentStore } from './talent.store';
import { tellAnswer } from './talent.api';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;
const ANSWERS = ['accepted', 'declined'] as const;
const NO_REFERRER = { 'referrer-policy': 'no-referrer' };

const load = (ctx: Ctx) =>
  signedLink(ctx, 'talent', verifyAnswerToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Use the link from the mail we sent, or answer from My jobs.</p>`,
  });

const gone = (ctx: Ctx) => htmlPage(ctx, 404, 'Request not found', html`<p>We could not find this request: the profile or the job may have been deleted.</p>`);

async function show(ctx: Ctx, id: string, token: string, said?: string) {
  const store = (await services(ctx)).backend.store(createTalentStore);
  const r = await store.requestMail(id);
  const c = await store.contacts(id);
  if (!r || !c) return gone(ctx);
  const what = html`<p><strong>${r.employer}</strong> asks you to interview for <strong>${r.job_title}</strong>, ${formatPay(r.pay_min, r.pay_max, r.pay_unit) ?? ''}.</p>
<blockquote class="mt-3 border-l-4 border-slate-300 pl-3 text-slate-700">${r.message}</blockquote>`;
  if (c.status === 'accepted')
    return htmlPage(
      ctx,
      200,
      'You accepted this request',
      html`${what}<p class="mt-4" role="status">${said ?? ''} Their contact: <strong>${c.sender_email ?? 'the practice will write to you'}</strong>. They have your name and contact now.</p>`,
      NO_REFERRER,
    );
  if (c.status === 'declined')
    return htmlPage(
      ctx,
      200,
      'You declined this request',
      html`${what}<p class="mt-4" role="status">${said ?? ''} The practice was told, and nothing more.</p>`,
      NO_REFERRER,
    );
  const action = `/talent/answer?token=${encodeURIComponent(token)}`;
  return htmlPage(
    ctx,
    200,
    'Answer this interview request',
    html`${what}
<p class="mt-3">They do not know who you are. Accept and you both get each other's contact; decline and they hear only that.</p>
<form method="post" action="${action}" class="mt-6 flex flex-wrap gap-3">
<button type="submit" name="answer" value="accepted" class="${button.primary}">Accept and share my contact</button>
<button type="submit" name="answer" value="declined" class="${button.secondary}">Decline</button>
</form>`,
    NO_REFERRER,
  );
}

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await load(ctx);
  if (!link.ok) return link.response;
  return show(ctx, link.value, link.token);
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const link = await signedChoice(ctx, load, { field: 'answer', allowed: ANSWERS, title: 'Accept or decline' });
  if (!link.ok) return link.response;
  const done = await link.s.backend.store(createTalentStore).answerByLink(link.value, link.choice);
  if (done === 'missing') return gone(ctx);
  if (done === 'done') await tellAnswer(ctx, link.s, link.value, link.choice);
  return show(ctx, link.value, link.token, done === 'already' ? 'This request was already answered.' : link.choice === 'accepted' ? 'Accepted.' : 'Declined.');
};
