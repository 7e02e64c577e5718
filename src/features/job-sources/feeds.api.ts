/**
 * Feeds in the employer's account and in the console. The account: GET /api/employer/feeds lists the live
 * feeds of the person's practices with their last reports, POST { employerId, url, contact? } adds one
 * (owners; postings without an address go to `contact`, the adder's by default), DELETE { id } turns one
 * off (owners). The console: the same over every practice (GET, POST with an employerId, DELETE). The
 * database decides who may (feeds.schema.sql).
 */
import { z } from 'zod';
import { emailAddress } from '~/domain/forms';
import { error, json } from '~/server/http/http';
import { personCall, staffOnly, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { feedAddress } from './feed-address';
import { createFeedStore } from './feeds.store';

const id = (what: string) => z.string().regex(/^\d{1,18}$/, `Choose ${what}`);
const addSchema = z.object({ employerId: id('the practice'), url: feedAddress, contact: emailAddress.optional() }).strict();
const staffAddSchema = z.object({ employerId: id('the practice'), url: feedAddress, contact: emailAddress }).strict();
const removeSchema = z.object({ id: id('a feed') }).strict();

/** The database's refusals: not an owner 403, the rest (a sixth feed, one read already) 409. */
function refusal(e: unknown): Response {
  if (e instanceof PolicyRefusal && e.rule.endsWith('_fkey')) return error(404, 'No such practice');
  if (e instanceof PolicyRefusal) return json({ error: e.message, rule: e.rule }, e.rule === 'employer_feeds_owner' ? 403 : 409);
  throw e;
}

export const onFeedsGet: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer');
  if (!p.ok) return p.response;
  return json({ feeds: await p.services.backend.store(createFeedStore).mine(p.who.claims) });
};

export const onFeedPost: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: addSchema, maxBody: 4096 });
  if (!p.ok) return p.response;
  const { employerId, url, contact } = p.value;
  try {
    return json({ id: await p.services.backend.store(createFeedStore).add(p.who.claims, employerId, url, contact ?? p.who.email) }, 201);
  } catch (e) {
    return refusal(e);
  }
};

export const onFeedDelete: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: removeSchema, maxBody: 1024 });
  if (!p.ok) return p.response;
  return (await p.services.backend.store(createFeedStore).remove(p.who.claims, p.value.id))
    ? json({ ok: true })
    : error(404, 'No such feed of a practice you own');
};

export const onStaffFeedsGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const store = gate.services.backend.store(createFeedStore);
  const [feeds, practices] = await Promise.all([store.all(), store.practices()]);
  return json({ feeds, practices });
};

export const onStaffFeedPost: PagesFunction = async (ctx) => {
  const gate = await staffWrite(ctx, staffAddSchema, 4096);
  if (!gate.ok) return gate.response;
  const { employerId, url, contact } = gate.value;
  try {
    return json({ id: await gate.services.backend.store(createFeedStore).addFor(employerId, url, contact, gate.actor) }, 201);
  } catch (e) {
    return refusal(e);
  }
};

export const onStaffFeedDelete: PagesFunction = async (ctx) => {
  const gate = await staffWrite(ctx, removeSchema, 1024);
  if (!gate.ok) return gate.response;
  return (await gate.services.backend.store(createFeedStore).removeAny(gate.value.id)) ? json({ ok: true }) : error(404, 'No such feed');
};
