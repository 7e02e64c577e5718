/**
 * GET /api/geocode?location=… (or POST { location }) -> { lat, lng, place, others } (the place as the board
 * names it, and other places of a bare name), or { suggestions } when the place is unknown (names it may
 * have meant). GET is what the board asks: the same answer for everyone, so a page can ask for it while
 * its code loads and the board's own request finds it in the browser's cache.
 * Offline gazetteer: ZIP5, ZIP+4, 'City, ST', 'City, State', a bare city, a state.
 */
import { z } from 'zod';
import { lookupPlace } from './gazetteer.server';
import { json, readJson, validate } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const bodySchema = z.object({
  location: z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});

function answer(location: string): Response {
  const found = lookupPlace(location);
  const body = found.at ? { ...found.at, place: found.place, others: found.others } : { suggestions: found.suggestions };
  // Same answer for everyone and every day: cacheable.
  return json(body, 200, { 'cache-control': 'public, max-age=86400' });
}

export const onRequestPost: PagesFunction = async ({ request }) => {
  const body = await readJson(request, 1024);
  if (!body.ok) return body.response;
  const parsed = validate(bodySchema, body.value);
  return parsed.ok ? answer(parsed.value.location) : parsed.response;
};

export const onRequestGet: PagesFunction = async ({ request }) => {
  const parsed = validate(bodySchema, { location: new URL(request.url).searchParams.get('location') ?? '' });
  return parsed.ok ? answer(parsed.value.location) : parsed.response;
};
