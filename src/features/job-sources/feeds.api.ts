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
import { staffOnly, staffWrite } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { feedAddress } from './feed-address';
import { createFeedStore } from './feeds.store';
import { chosenId, practiceCall, practiceRemove, staffRefusal } from './practice-calls.server';

const addSchema = z.object({ employerId: chosenId('the practice'), url: feedAddress, contact: emailAddress.optional() }).strict();
const staffAddSchema = z.object({ employerId: chosenId('the practice'), url: feedAddress, contact: emailAddress }).strict();
const removeSchema = z.object({ id: chosenId('a feed') }).strict();
// Not an owner 403; the rest (a sixth feed, one read already) 409.
const OWNERS = 'employer_feeds_owner';

export const onFeedsGet = practiceCall(OWNERS, undefined, async (p) => json({ feeds: await p.services.backend.store(createFeedStore).mine(p.claims) }));

export const onFeedPost = practiceCall(OWNERS, { schema: addSchema, maxBody: 4096 }, async (p) => {
  const { employerId, url, contact } = p.value;
  return json({ id: await p.services.backend.store(createFeedStore).add(p.claims, employerId, url, contact ?? p.email) }, 201);
});

export const onFeedDelete = practiceRemove(OWNERS, 'a feed', 'No such feed of a practice you own', (services, claims, id) =>
  services.backend.store(createFeedStore).remove(claims, id),
);

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
    return staffRefusal(e);
  }
};

export const onStaffFeedDelete: PagesFunction = async (ctx) => {
  const gate = await staffWrite(ctx, removeSchema, 1024);
  if (!gate.ok) return gate.response;
  return (await gate.services.backend.store(createFeedStore).removeAny(gate.value.id)) ? json({ ok: true }) : error(404, 'No such feed');
};
