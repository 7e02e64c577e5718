/**
 * GET /api/places?q=san -> { places: ["San Antonio, TX", ...] }: the location field's suggestions while
 * typing, from the bundled gazetteer and our local names. The same answer for everyone: cacheable.
 */
import { z } from 'zod';
import { suggestPlaces } from './gazetteer.server';
import { json, validate } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const querySchema = z.object({
  q: z.string({ error: 'must be a string' }).trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
});

export const onRequestGet: PagesFunction = async ({ request }) => {
  const parsed = validate(querySchema, { q: new URL(request.url).searchParams.get('q') ?? '' });
  if (!parsed.ok) return parsed.response;
  return json({ places: suggestPlaces(parsed.value.q) }, 200, { 'cache-control': 'public, max-age=86400' });
};
