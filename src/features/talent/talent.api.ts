/**
 * Open to offers, for a signed-in person (a Supabase access token; every query runs as them, so rights
 * are the database's: talent.schema.sql). The clinician: GET /api/talent/account, PUT and DELETE
 * /api/talent/profile, POST /api/talent/pause, POST and DELETE /api/talent/blocks, POST
 * /api/talent/answer. A verified employer: POST /api/employer/talent/search, GET and POST
 * /api/employer/talent/requests. Bad input is a 400 naming each field; a rule's refusal a 409 saying which.
 */
import { z } from 'zod';
import { PT_COMPACT_ACTIVE } from '~/domain/pt-compact';
import { resumeToken, resumeUrl, verifyResumeToken } from '~/domain/resume-link';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { lookupPlace } from '~/features/location/gazetteer.server';
import type { LatLng } from '~/features/location/geo';
import { afterResponse, drainOutbox, type Services } from '~/server/http/context';
import { error, json } from '~/server/http/http';
import { personCall, refusedByRule } from '~/server/http/staff-gate';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { answerSchema, blockSchema, profileSchema, requestSchema, searchSchema } from './talent';
import { acceptedMails, declinedMail, interviewRequestMail } from './talent-mail.server';
import { answerToken, answerUrl } from './talent-links';
import { createTalentStore } from './talent.store';

const MAX_BODY = 8192;
type Ctx = Parameters<PagesFunction>[0];

async function person<T>(ctx: Ctx, schema?: z.ZodType<T>) {
  const call = await personCall(ctx, 'talent', schema && { schema, maxBody: MAX_BODY });
  return call.ok ? { ...call, claims: call.who.claims, talent: call.services.backend.store(createTalentStore) } : call;
}

/** A refusal the database names, as the field it belongs to (the forms show it there), else a 409. */
const FIELD_OF_RULE: Record<string, string> = {
  interview_requests_floor: 'payMax',
  interview_requests_job: 'jobId',
  interview_requests_once: 'jobId',
};
const RULE_WORDS: Record<string, string> = {
  interview_requests_once: 'You have already asked this clinician about this job',
};
function refusal(e: unknown): Response {
  if (!(e instanceof PolicyRefusal)) return refusedByRule(e);
  const message = RULE_WORDS[e.rule] ?? e.message;
  const field = FIELD_OF_RULE[e.rule];
  return Response.json(
    { error: message, rule: e.rule, ...(field ? { fields: { [field]: message } } : {}) },
    { status: 409, headers: { 'cache-control': 'no-store' } },
  );
}
const fieldError = (field: string, message: string) =>
  Response.json({ error: message, fields: { [field]: message } }, { status: 400, headers: { 'cache-control': 'no-store' } });

/** A typed city or ZIP read offline; a state alone is too wide for a radius. */
function placeOf(typed: string): { ok: true; at: LatLng; name: string } | { ok: false; message: string } {
  const found = lookupPlace(typed);
  if (!found.at)
    return {
      ok: false,
      message: found.suggestions.length
        ? `We do not know that place. Did you mean ${found.suggestions.join(' or ')}?`
        : 'We do not know that place: enter a city and state, or a ZIP',
    };
  if (!found.place.includes(',') && !found.place.startsWith('ZIP'))
    return { ok: false, message: 'Enter a city and state, or a ZIP: a whole state is too wide' };
  return { ok: true, at: found.at, name: found.place };
}

export const onAccountGet: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  return json(await p.talent.account(p.claims));
};

export const onProfilePut: PagesFunction = async (ctx) => {
  const p = await person(ctx, profileSchema);
  if (!p.ok) return p.response;
  let at: LatLng | null = null;
  let place = p.value.place ?? null;
  if (place) {
    const read = placeOf(place);
    if (!read.ok) return fieldError('place', read.message);
    at = read.at;
    place = read.name;
  }
  // A resume just uploaded comes as its link's token (the upload's answer): ours, not expired.
  let resumePath: string | null | undefined = p.value.resume === undefined ? undefined : null;
  if (p.value.resume) {
    const link = await verifyResumeToken(p.services.signingSecret(), p.value.resume, Math.floor(Date.now() / 1000));
    if (!link || link === 'expired') return fieldError('resume', 'This upload has expired or is not one of ours: choose the file again');
    resumePath = link.path;
  }
  try {
    return json(await p.talent.save(p.claims, { ...p.value, place }, at, resumePath));
  } catch (e) {
    return refusal(e);
  }
};

export const onProfileDelete: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  return (await p.talent.remove(p.claims)) ? json({ ok: true }) : error(404, 'You have no profile to delete');
};

export const onPausePost: PagesFunction = async (ctx) => {
  const p = await person(ctx, z.object({ paused: z.boolean() }).strict());
  if (!p.ok) return p.response;
  return (await p.talent.pause(p.claims, p.value.paused)) ? json({ ok: true }) : error(404, 'You have no profile yet');
};

export const onBlockPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, blockSchema);
  if (!p.ok) return p.response;
  try {
    await p.talent.block(p.claims, p.value.kind, p.value.value);
    return json({ ok: true }, 201);
  } catch (e) {
    return refusal(e);
  }
};

export const onBlockDelete: PagesFunction = async (ctx) => {
  const p = await person(ctx, blockSchema);
  if (!p.ok) return p.response;
  return (await p.talent.unblock(p.claims, p.value.kind, p.value.value)) ? json({ ok: true }) : error(404, 'No such block');
};

/** The mails an answer sends: on acceptance each side gets the other's contact; on a decline the sender hears only that. */
export async function tellAnswer(ctx: Pick<FunctionContext, 'env' | 'waitUntil' | 'data'>, s: Services, id: string, answer: 'accepted' | 'declined') {
  const c = await s.backend.store(createTalentStore).contacts(id);
  if (!c) return;
  const mails = answer === 'accepted' ? acceptedMails(c, s.productName) : c.sender_email ? [declinedMail(c.sender_email, c.job_title, s.productName)] : [];
  if (!mails.length) return;
  await s.backend.outbox.enqueue(mails);
  afterResponse(ctx, () => drainOutbox(s));
}

export const onAnswerPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, answerSchema);
  if (!p.ok) return p.response;
  try {
    const answered = await p.talent.answer(p.claims, p.value.id, p.value.answer);
    if (!answered) return error(404, 'No such request of yours');
    await tellAnswer(ctx, p.services, p.value.id, p.value.answer);
    return json({ request: answered });
  } catch (e) {
    return refusal(e);
  }
};

// ----- The employer's side -----

export const onSearchPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, searchSchema);
  if (!p.ok) return p.response;
  let at: LatLng | null = null;
  if (p.value.place) {
    const read = placeOf(p.value.place);
    if (!read.ok) return fieldError('place', read.message);
    at = read.at;
  }
  const compactState = !!p.value.state && PT_COMPACT_ACTIVE.includes(p.value.state);
  try {
    return json({ profiles: await p.talent.search(p.claims, p.value, { at, compactState }) });
  } catch (e) {
    return refusal(e);
  }
};

export const onRequestsGet: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  const secret = p.services.signingSecret();
  const expires = Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS;
  const requests = await p.talent.sent(p.claims);
  // An accepted clinician's resume as the site's own link (7 days; opening it counts against that job).
  for (const r of requests)
    if (r.contact?.resume) r.contact.resume = resumeUrl(p.services.siteUrl, await resumeToken(secret, { path: r.contact.resume, jobId: r.jobId, expires }));
  return json({ requests });
};

export const onRequestsPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, requestSchema);
  if (!p.ok) return p.response;
  try {
    const id = await p.talent.request(p.claims, p.value);
    const s = p.services;
    const mail = await s.backend.store(createTalentStore).requestMail(id);
    if (mail) {
      await s.backend.outbox.enqueue([interviewRequestMail(mail.email, mail, answerUrl(s.siteUrl, await answerToken(s.signingSecret(), id)), s.productName)]);
      afterResponse(ctx, () => drainOutbox(s));
    }
    return json({ id }, 201);
  } catch (e) {
    return refusal(e);
  }
};
