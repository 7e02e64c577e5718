/**
 * Every count the site writes, at 0, 1 and 2: the noun agrees with the number ("1 view", "2 views",
 * "0 saves"), never "1 jobs".
 */
import { describe, expect, it } from 'vitest';
import { confirmedOpenAgo } from '~/domain/job-format';
import { milesAway } from '~/features/board/BoardCard';
import { figures } from '~/features/postings/employer-job.api';
import { plural } from '~/lib/plural';

const DAY = 86_400_000;
const now = Date.parse('2026-11-26T12:00:00Z');

describe('counts read right at 0, 1 and 2', () => {
  it.each([
    [0, '0 views · 0 apply starts · 0 saves · 0 resume downloads'],
    [1, '1 view · 1 apply start · 1 save · 1 resume download'],
    [2, '2 views · 2 apply starts · 2 saves · 2 resume downloads'],
  ])("an employer's totals at %i", (n, said) => expect(figures({ view: n, apply: n, save: n, resume: n })).toBe(said));

  it.each([
    [0, 'Confirmed open today'],
    [1, 'Confirmed open 1 day ago'],
    [2, 'Confirmed open 2 days ago'],
  ])('"confirmed open" %i days ago', (days, said) => expect(confirmedOpenAgo(new Date(now - days * DAY).toISOString(), now)).toBe(said));

  it.each([
    [0, 'Under 1 mile away'],
    [1, '1 mile away'],
    [2, '2 miles away'],
  ])('a card %i miles from the searched place', (miles, said) => {
    // One degree of latitude is about 69.1 miles.
    expect(milesAway({ lat: 34 + miles / 69.09, lng: -118 }, { lat: 34, lng: -118 })).toBe(said);
  });

  it.each([
    [0, '0 jobs'],
    [1, '1 job'],
    [2, '2 jobs'],
  ])('the board count line and job counts at %i', (n, said) => expect(plural(n, 'job')).toBe(said));
});
