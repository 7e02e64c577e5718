import { describe, expect, it } from 'vitest';
import { ROLES } from '~/domain/job-role';
import { applyBoard, runBoard } from './text-board';
import { FACETS, type Facet } from './facets';
import { MIN_PAY_STEPS, EMPTY_FILTERS, filtersFromQuery, filtersToQuery, type Filters } from './filters';
import { cutDescription } from '~/domain/job-summary';
import { geocodeTarget } from './place-search';
import type { JobSummary } from '~/domain/job-summary';
import { compileFacets } from './facets';
import { compileKeywords, queryTerms } from './keywords';
import { indexJob, indexOf, type Indexed } from './indexed';
import { countBoard, countBoardInSlices, rankBoard } from './run-board';
import { compileLocation, givePlaceNames } from './place-search';
import { localName, placeWithoutLookup, regionCities } from '~/features/location/regions';

givePlaceNames({ localName, placeWithoutLookup, regionCities });
import { sortIndexed } from './order';
import { payRule, SORT_LABELS } from './labels';
import type { LatLng } from '~/features/location/geo';
import { HARBOR_JOB, NO_FACTS } from '../../../tests/support/fixtures';

type BoardJob = JobSummary;
// One rule at a time, for the tests: built from the same modules the board's one pass uses.
const matchesFacets = (job: BoardJob, f: Filters, now = Date.now()) => {
  const e = indexJob(job);
  return (compileKeywords(f.q)?.test(e) ?? true) && compileFacets(f, now).every((r) => r.test?.(e) ?? true);
};
const matchesLocation = (job: BoardJob, text: string, origin: LatLng | null) => compileLocation(text, origin)?.(indexJob(job)) ?? true;
const sortJobs = (jobs: BoardJob[], { now, origin }: { now: number; origin: LatLng | null }) => {
  const ranked = indexOf(jobs);
  return sortIndexed(ranked.index, now, origin).map((r) => ranked.jobs[r]!);
};
const boardWithCounts = (jobs: BoardJob[], f: Filters, origin: LatLng | null, now: number) => {
  const ranked = indexOf(jobs);
  const { ranks, counts } = runBoard(ranked.index, f, origin, now);
  return { jobs: ranks.map((r) => ranked.jobs[r]!), counts };
};

const now = Date.parse('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
function job(over: Partial<BoardJob>): BoardJob {
  return {
    id: '1',
    url: '/job/1',
    job_title: 'Outpatient Physical Therapist',
    ...HARBOR_JOB,
    ...NO_FACTS,
    specialty: 'orthopedic',
    salary_min: null,
    salary_max: null,
    description: 'Orthopedic caseload.',
    posted_at: hoursAgo(1),
    expires_at: null,
    lat: 32.72,
    lng: -117.16,
    partner: false,
    ...over,
  };
}
const f = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });

describe('facet filters', () => {
  const j = job({
    job_title: 'Pediatric PT',
    employer_name: 'Little Steps',
    description: 'Sensory gym and aquatic therapy',
    specialty: 'sports-medicine',
    job_type: 'Part-Time' as BoardJob['job_type'],
  }); // matching ignores case, whatever the data's case
  it('matches text in title, employer or description, ignoring case', () => {
    expect(matchesFacets(j, f({ q: 'PEDIATRIC' }))).toBe(true);
    expect(matchesFacets(j, f({ q: 'little' }))).toBe(true);
    expect(matchesFacets(j, f({ q: 'aquatic' }))).toBe(true);
    expect(matchesFacets(j, f({ q: 'cardiac' }))).toBe(false);
  });
  it('matches type and setting exactly, ignoring case', () => {
    expect(matchesFacets(j, f({ type: 'part-time' }))).toBe(true);
    expect(matchesFacets(j, f({ type: 'part' }))).toBe(false);
    expect(matchesFacets(j, f({ setting: 'OUTPATIENT' }))).toBe(true);
    expect(matchesFacets(j, f({ setting: 'inpatient' }))).toBe(false);
  });
  it('matches specialty by substring in either direction', () => {
    expect(matchesFacets(j, f({ specialty: 'sports' }))).toBe(true);
    expect(matchesFacets(j, f({ specialty: 'sports-medicine-and-more' }))).toBe(true);
    expect(matchesFacets(j, f({ specialty: 'neuro' }))).toBe(false);
    expect(matchesFacets(job({ specialty: null }), f({ specialty: 'neuro' }))).toBe(false);
  });
  it("treats 'all' and empty as no filter", () => {
    expect(matchesFacets(j, f({ type: 'all', setting: '', specialty: 'ALL', q: '  ' }))).toBe(true);
  });
});

describe('location filter', () => {
  const mv = job({ city: 'Mountain View', zip_code: '94043', lat: 37.41, lng: -122.08 });
  const oak = job({ city: 'Oakland', zip_code: '94610', lat: 37.81, lng: -122.24 });
  const rafael = job({ city: 'San Rafael', zip_code: '94901', lat: 37.97, lng: -122.53 });
  const sm = job({ city: 'San Mateo', zip_code: '94401', lat: 37.56, lng: -122.32 });
  const la = job({ city: 'Los Angeles', zip_code: '90025', lat: 34.04, lng: -118.45 });
  const austin = job({ city: 'Austin', state: 'TX', zip_code: '78701', lat: 30.27, lng: -97.74 });
  it('matches city or zip containing the text', () => {
    expect(matchesLocation(mv, 'mountain', null)).toBe(true);
    expect(matchesLocation(mv, '9404', null)).toBe(true);
    expect(matchesLocation(la, '9404', null)).toBe(false);
  });
  /** Whether each job matches each typed place (no geocoded point). */
  const expectMatches = (cases: [BoardJob, string, boolean][]) => {
    for (const [j, typed, want] of cases) expect(matchesLocation(j, typed, null), `${j.city} for "${typed}"`).toBe(want);
  };
  it('matches a state by abbreviation or full name (by prefix from 4 characters), and groups cities by each Bay Area region', () => {
    for (const r of ['Bay Area', 'San Francisco Bay Area']) for (const j of [mv, oak, rafael, sm]) expect(matchesLocation(j, r, null), r).toBe(true);
    expectMatches([
      [austin, 'TX', true],
      [austin, 'texas', true],
      [la, 'Calif', true],
      [la, 'Cal', false],
      [austin, 'Calif', false],
      [mv, 'South Bay', true],
      [oak, 'South Bay', false],
      [oak, 'East Bay', true],
      [sm, 'Peninsula', true],
      [rafael, 'North Bay', true],
      [la, 'Bay Area', false],
    ]);
  });
  it('keeps jobs within 50 miles of the geocoded place, and not beyond', () => {
    const origin = { lat: 37.0, lng: -122.0 };
    // 1 degree of latitude is about 69.1 miles: 0.72 deg ~ 49.8 mi, 0.73 deg ~ 50.5 mi.
    expect(matchesLocation(job({ city: 'X', zip_code: null, lat: 37.72, lng: -122.0 }), 'somewhere', origin)).toBe(true);
    expect(matchesLocation(job({ city: 'X', zip_code: null, lat: 37.73, lng: -122.0 }), 'somewhere', origin)).toBe(false);
    expect(matchesLocation(job({ city: 'X', zip_code: null, lat: null, lng: null }), 'somewhere', origin)).toBe(false);
  });
  it('falls back to text matching without coordinates', () => {
    expect(matchesLocation(la, 'somewhere', null)).toBe(false);
    expect(matchesLocation(la, 'los', null)).toBe(true);
  });
  const chicago = job({ city: 'Chicago', state: 'IL', zip_code: '60601', lat: 41.88, lng: -87.62 });
  const ca = job({ city: 'Fresno', state: 'CA', zip_code: '93721', lat: 36.74, lng: -119.79 });
  it('a state code or full state name matches that state only, never a substring of a city', () => {
    expect(matchesLocation(chicago, 'CA', null)).toBe(false); // "Chicago" contains "ca"
    expect(matchesLocation(ca, 'CA', null)).toBe(true);
    expect(matchesLocation(ca, 'ca', null)).toBe(true);
    expect(matchesLocation(chicago, 'IL', null)).toBe(true);
    expect(matchesLocation(job({ city: 'Wilmington', state: 'NC' }), 'IL', null)).toBe(false); // "Wilmington" contains "il"
    expect(matchesLocation(job({ city: 'Indiana', state: 'PA' }), 'Indiana', null)).toBe(false); // Indiana, PA is not Indiana
    expect(matchesLocation(job({ city: 'Indianapolis', state: 'IN' }), 'Indiana', null)).toBe(true);
    // A state never widens by distance: a job across the border is not in the state.
    expect(matchesLocation(job({ city: 'Vancouver', state: 'WA', lat: 45.64, lng: -122.66 }), 'Oregon', { lat: 45.52, lng: -122.68 })).toBe(false);
  });
  it('understands the local names people type: SF, LA, NYC, Philly, DFW', () => {
    const sf = job({ city: 'San Francisco', state: 'CA', zip_code: '94103', lat: 37.77, lng: -122.41 });
    expect(matchesLocation(sf, 'SF', null)).toBe(true);
    expect(matchesLocation(mv, 'SF', null)).toBe(false);
    expect(matchesLocation(la, 'LA', null)).toBe(true);
    expect(matchesLocation(job({ city: 'Baton Rouge', state: 'LA' }), 'LA', null)).toBe(false); // Louisiana is found by its name
    expect(matchesLocation(job({ city: 'Baton Rouge', state: 'LA' }), 'Louisiana', null)).toBe(true);
    const nyc = { lat: 40.75, lng: -73.99 };
    const dallas = { lat: 32.78, lng: -96.8 };
    expect(matchesLocation(job({ city: 'New York', state: 'NY' }), 'NYC', null)).toBe(true);
    expect(matchesLocation(job({ city: 'Brooklyn', state: 'NY', lat: 40.65, lng: -73.95 }), 'NYC', nyc)).toBe(true);
    expect(matchesLocation(job({ city: 'Buffalo', state: 'NY', lat: 42.89, lng: -78.88 }), 'NYC', nyc)).toBe(false);
    expect(matchesLocation(job({ city: 'Philadelphia', state: 'PA' }), 'Philly', null)).toBe(true);
    expect(matchesLocation(job({ city: 'Fort Worth', state: 'TX', lat: 32.75, lng: -97.33 }), 'DFW', dallas)).toBe(true);
    expect(matchesLocation(job({ city: 'Plano', state: 'TX', lat: 33.02, lng: -96.7 }), 'dfw', dallas)).toBe(true);
    expect(matchesLocation(austin, 'DFW', dallas)).toBe(false);
    // And within 50 miles of the metro's place.
    expect(matchesLocation(job({ city: 'Long Beach', state: 'CA', lat: 33.77, lng: -118.19 }), 'LA', { lat: 34.05, lng: -118.24 })).toBe(true);
  });
  it('geocodes a local name by its place, and a state not at all', () => {
    expect(geocodeTarget('SF')).toBe('San Francisco, CA');
    expect(geocodeTarget('Philly')).toBe('Philadelphia, PA');
    expect(geocodeTarget('CA')).toBeNull();
    expect(geocodeTarget('Texas')).toBeNull();
    expect(geocodeTarget('94043')).toBe('94043');
    expect(geocodeTarget('  ')).toBeNull();
  });
});

describe('sort', () => {
  it('puts newer days first, partner listings first within a day, then nearer within 50 miles', () => {
    const origin = { lat: 37.0, lng: -122.0 };
    const old = job({ id: 'old', posted_at: hoursAgo(50) });
    const partnerToday = job({ id: 'partner', posted_at: hoursAgo(20), partner: true, lat: 40, lng: -100 });
    const nearToday = job({ id: 'near', posted_at: hoursAgo(10), lat: 37.01, lng: -122.0 });
    const farToday = job({ id: 'far', posted_at: hoursAgo(2), lat: 37.5, lng: -122.0 });
    const outsideToday = job({ id: 'outside', posted_at: hoursAgo(1), lat: 40, lng: -100 });
    const order = sortJobs([old, outsideToday, farToday, nearToday, partnerToday], { now, origin }).map((j) => j.id);
    expect(order).toEqual(['partner', 'near', 'far', 'outside', 'old']);
  });
  it('is a consistent total order on ties (stable by posted time, then id)', () => {
    const a = job({ id: 'a', posted_at: hoursAgo(3) });
    const b = job({ id: 'b', posted_at: hoursAgo(3) });
    const c = job({ id: 'c', posted_at: hoursAgo(2) });
    const one = sortJobs([a, b, c], { now, origin: null }).map((j) => j.id);
    const two = sortJobs([c, b, a], { now, origin: null }).map((j) => j.id);
    expect(one).toEqual(['c', 'a', 'b']);
    expect(two).toEqual(one);
  });
});

describe('filter + sort over a larger list', () => {
  it('gives the same result whatever order the list comes in, and reuses nothing stale', () => {
    const origin = { lat: 37.4, lng: -122.1 };
    const cities: [string, number, number][] = [
      ['Mountain View', 37.41, -122.08],
      ['Oakland', 37.81, -122.24],
      ['Los Angeles', 34.04, -118.45],
      ['Austin', 30.27, -97.74],
    ];
    const jobs = Array.from({ length: 200 }, (_, i) => {
      const [city, lat, lng] = cities[i % cities.length]!;
      return job({
        id: String(i),
        city,
        lat,
        lng,
        posted_at: hoursAgo((i * 7) % 96),
        partner: i % 11 === 0,
        job_title: i % 3 ? 'Sunrise Clinic PT' : 'Lakeside Rehab PT',
      });
    });
    const filters = f({ q: 'sunrise', location: '94043' });
    const forward = applyBoard(jobs, filters, origin, now).map((j) => j.id);
    const backward = applyBoard([...jobs].reverse(), filters, origin, now).map((j) => j.id);
    expect(forward).toEqual(backward);
    expect(forward.length).toBeGreaterThan(0);
    // 94043 keeps jobs within 50 miles (Mountain View, Oakland), never Los Angeles or Austin.
    const kept = forward.map((id) => jobs[Number(id)]!);
    expect(kept.every((j) => j.city === 'Mountain View' || j.city === 'Oakland')).toBe(true);
    expect(kept.every((j) => j.job_title.includes('Sunrise'))).toBe(true);
    // A new list (new array) is indexed afresh: changing a job changes the result.
    const changed = jobs.map((j) => (j.id === forward[0] ? { ...j, job_title: 'Lakeside Rehab PT' } : j));
    expect(applyBoard(changed, filters, origin, now).map((j) => j.id)).not.toContain(forward[0]);
  });
});

describe('the board order worked out once', () => {
  const jobs = Array.from({ length: 300 }, (_, i) =>
    job({
      id: String(i),
      city: i % 2 ? 'Oakland' : 'Mountain View',
      lat: i % 2 ? 37.81 : 37.41,
      lng: i % 2 ? -122.24 : -122.08,
      posted_at: hoursAgo((i * 13) % 200),
      partner: i % 17 === 0,
      setting: i % 3 ? 'outpatient' : 'home-health',
    }),
  );
  it('puts any filter’s results in the order a fresh sort of them gives, with and without an origin', () => {
    const ranked = indexOf(jobs);
    for (const origin of [null, { lat: 37.8, lng: -122.2 }])
      for (const setting of ['all', 'home-health', 'outpatient']) {
        const fresh = sortIndexed(
          ranked.index.filter((e) => setting === 'all' || e.setting === setting),
          now,
          origin,
        );
        expect(rankBoard(ranked.index, f({ setting }), null, origin, now, now), `${setting} ${origin ? 'near' : ''}`).toEqual(fresh);
      }
  });
  it('sees a job the index gains in place (a keyword’s files filling a hole)', () => {
    const ranked = indexOf(jobs);
    const partial: (Indexed | undefined)[] = ranked.index.map((e, i) => (i % 4 ? e : undefined));
    const setting = ranked.index[0]!.setting;
    const before = [rankBoard(partial, f({}), null, null, now, now), rankBoard(partial, f({ setting }), null, null, now, now)];
    partial[0] = ranked.index[0];
    const after = [rankBoard(partial, f({}), null, null, now, now), rankBoard(partial, f({ setting }), null, null, now, now)];
    for (const k of [0, 1]) {
      expect(after[k]).toHaveLength(before[k]!.length + 1);
      expect(after[k]).toContain(ranked.index[0]!.rank);
    }
  });
});

describe('counts a slice at a time', () => {
  const jobs = Array.from({ length: 12_000 }, (_, i) =>
    job({ id: String(i), posted_at: hoursAgo(i % 300), setting: i % 3 ? 'outpatient' : 'home-health', job_type: i % 2 ? 'full-time' : 'part-time' }),
  );
  it('gives the counts the one pass gives, and nothing once a newer search is wanted', async () => {
    const ranked = indexOf(jobs);
    const filters = f({ setting: 'home-health' });
    expect(await countBoardInSlices(ranked.index, filters, null, null, now, () => true)).toEqual(countBoard(ranked.index, filters, null, null, now));
    let asked = 0;
    expect(await countBoardInSlices(ranked.index, filters, null, null, now, () => ++asked < 2)).toBeNull();
    expect(asked).toBe(2);
  });
});

describe('sort against the rule written out as a comparison', () => {
  it('orders 2,000 random jobs exactly as (day bucket, partner first, distance within 50 miles, posted, id)', async () => {
    const { distanceMiles } = await import('~/features/location/geo');
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const origin = { lat: 37.4, lng: -122.1 };
    const jobs = Array.from({ length: 2000 }, (_, i) =>
      job({
        id: String(1000 + Math.floor(rand() * 5000)) + `-${i}`,
        posted_at: new Date(now - Math.floor(rand() * 20) * 3_600_000 * 6).toISOString(), // many exact ties
        partner: rand() < 0.1,
        lat: rand() < 0.1 ? null : 37.4 + (rand() - 0.5) * 2,
        lng: -122.1 + (rand() - 0.5) * 2,
      }),
    );
    const key = (j: BoardJob) => {
      const d = j.lat == null || j.lng == null ? Infinity : distanceMiles(origin, { lat: j.lat, lng: j.lng });
      return [Math.floor((now - Date.parse(j.posted_at)) / 86_400_000), j.partner ? 0 : 1, d <= 50 ? d : Infinity, -Date.parse(j.posted_at)] as const;
    };
    const reference = [...jobs].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    expect(sortJobs(jobs, { now, origin }).map((j) => j.id)).toEqual(reference.map((j) => j.id));
    const noOrigin = [...jobs].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (const i of [0, 1, 3]) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    expect(sortJobs(jobs, { now, origin: null }).map((j) => j.id)).toEqual(noOrigin.map((j) => j.id));
  });
});

describe('board state', () => {
  it('round-trips filters through the URL, leaving out empty and all', () => {
    // With a keyword the default sort is best match: left out of the URL, as newest is without one.
    const filters = f({ q: 'ortho', type: 'full-time', location: 'Bay Area', sort: 'match' });
    const query = filtersToQuery(filters);
    expect(query).toBe('?q=ortho&location=Bay+Area&type=full-time');
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(filters);
    expect(filtersToQuery(EMPTY_FILTERS)).toBe('');
    // A sort the visitor chose is kept: newest with a keyword, best match without one.
    expect(filtersToQuery(f({ q: 'ortho', sort: 'newest' }))).toBe('?q=ortho&sort=newest');
    expect(filtersFromQuery(new URLSearchParams('?q=ortho&sort=newest')).sort).toBe('newest');
    expect(filtersToQuery(f({ sort: 'match' }))).toBe('?sort=match');
  });
  it('never shows a job that expired after the build', () => {
    const expired = job({ id: 'x', expires_at: new Date(now - 1000).toISOString() });
    const fresh = job({ id: 'y', expires_at: new Date(now + 86_400_000).toISOString() });
    expect(applyBoard([expired, fresh], EMPTY_FILTERS, null, now).map((j) => j.id)).toEqual(['y']);
  });
  it('cuts long descriptions on a word boundary', () => {
    const long = 'word '.repeat(100);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(241);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('the facts filters and sorts', () => {
  const pt = job({ id: 'pt', role: 'pt', salary_min: 90_000, salary_max: 100_000, new_grad: 'residency', schedule: 'days', posted_at: hoursAgo(2) });
  const pta = job({
    id: 'pta',
    role: 'pta',
    salary_min: 30,
    salary_max: 36,
    pay_unit: 'hour',
    sign_on_bonus: 5000,
    schedule: '4x10,weekends',
    posted_at: hoursAgo(30),
  });
  const travel = job({ id: 'travel', role: 'pt', salary_min: 2100, salary_max: 2200, pay_unit: 'week', new_grad: 'none', posted_at: hoursAgo(100) });
  const visits = job({ id: 'visits', role: 'pt', salary_min: 70, salary_max: null, pay_unit: 'visit', posted_at: hoursAgo(200) });
  const nopay = job({ id: 'nopay', role: 'ot', posted_at: hoursAgo(600), new_grad: 'informal', sign_on_bonus: 0 });
  const all = [pt, pta, travel, visits, nopay];
  const ids = (filters: Partial<Filters>, origin: { lat: number; lng: number } | null = null) => applyBoard(all, f(filters), origin, now).map((j) => j.id);

  it('filters by role', () => {
    expect(ids({ role: 'pt' })).toEqual(['pt', 'travel', 'visits']);
    expect(ids({ role: 'ot' })).toEqual(['nopay']);
    expect(ids({ role: 'cota' })).toEqual([]);
  });
  it('filters by minimum annual-equivalent pay, ranges starting at it first, jobs without pay kept but last', () => {
    // Annual tops: pt 100,000; pta 36 x 2,080 = 74,880; travel 2,200 x 52 = 114,400. Pay per visit has no
    // yearly figure (70 x 1,300 = 91,000 would assume a full caseload): it passes no minimum.
    // Annual floors: pt 90,000; travel 2,100 x 52 = 109,200.
    expect(ids({ minPay: '95000' })).toEqual(['travel', 'pt', 'nopay']);
    expect(ids({ minPay: '91000' })).toEqual(['travel', 'pt', 'nopay']);
    expect(ids({ minPay: '50000' })).toEqual(['pt', 'pta', 'travel', 'nopay']);
    expect(ids({ minPay: '91001', payOnly: '1' })).toEqual(['travel', 'pt']);
    expect(ids({ minPay: '120000', payOnly: '1' })).toEqual([]);
    expect(ids({ payOnly: '1' })).toEqual(['pt', 'pta', 'travel', 'visits']);
  });
  it('filters by posted within 1, 3, 7 or 30 days, in whole hours', () => {
    expect(ids({ posted: '1' })).toEqual(['pt']);
    expect(ids({ posted: '3' })).toEqual(['pt', 'pta']);
    expect(ids({ posted: '7' })).toEqual(['pt', 'pta', 'travel']);
    expect(ids({ posted: '30' })).toEqual(['pt', 'pta', 'travel', 'visits', 'nopay']);
    // 24 hours and 59 minutes ago is the same hour as 24 hours ago only when counted in whole hours of the clock.
    const edge = job({ id: 'edge', posted_at: new Date(Math.floor(now / 3_600_000) * 3_600_000 - 24 * 3_600_000).toISOString() });
    expect(applyBoard([edge], f({ posted: '1' }), null, now).map((j) => j.id)).toEqual(['edge']);
    const older = job({ id: 'older', posted_at: new Date(Math.floor(now / 3_600_000) * 3_600_000 - 24 * 3_600_000 - 1).toISOString() });
    expect(applyBoard([older], f({ posted: '1' }), null, now)).toEqual([]);
  });
  it('filters new-grad friendly jobs, sign-on bonus and schedule', () => {
    expect(ids({ newGrad: '1' })).toEqual(['pt', 'nopay']); // 'none' means experienced only
    expect(ids({ bonus: '1' })).toEqual(['pta']); // a bonus of 0 is none
    expect(ids({ schedule: 'weekends' })).toEqual(['pta']);
    expect(ids({ schedule: 'days' })).toEqual(['pt']);
    expect(ids({ schedule: 'evenings' })).toEqual([]);
  });
  it('sorts by highest pay like with like: yearly pay, then hourly, weekly, per-visit rates, each by its own rate; no pay last', () => {
    expect(ids({ sort: 'pay' })).toEqual(['pt', 'pta', 'travel', 'visits', 'nopay']);
    // A per-diem "up to $58 an hour" (120,640 a year if it were a year of hours) does not outrank a salary.
    const perDiem = job({ id: 'perdiem', job_type: 'per-diem', salary_min: null, salary_max: 58, pay_unit: 'hour', posted_at: hoursAgo(1) });
    const salary = job({ id: 'salary', salary_min: 95_000, salary_max: 105_000, posted_at: hoursAgo(3) });
    const hourly = job({ id: 'hourly', salary_min: 50, salary_max: 60, pay_unit: 'hour', posted_at: hoursAgo(4) });
    expect(applyBoard([perDiem, salary, hourly], f({ sort: 'pay' }), null, now).map((j) => j.id)).toEqual(['salary', 'hourly', 'perdiem']);
  });
  it('sorts by recently confirmed open: the latest "Still open" (or publication) first, never-confirmed last, ties in the board order', () => {
    const fresh = job({ id: 'fresh', posted_at: hoursAgo(300), confirmed_at: hoursAgo(2) });
    const newest = job({ id: 'newest', posted_at: hoursAgo(1), confirmed_at: hoursAgo(1) });
    const stale = job({ id: 'stale', posted_at: hoursAgo(400), confirmed_at: hoursAgo(330) });
    const never = job({ id: 'never', posted_at: hoursAgo(0.5) });
    const sameHour = job({ id: 'samehour', posted_at: hoursAgo(200), confirmed_at: new Date(Date.parse(hoursAgo(2)) + 60_000).toISOString() });
    const ids = (sort: string) => applyBoard([stale, never, fresh, newest, sameHour], f({ sort }), null, now).map((j) => j.id);
    // fresh and samehour were confirmed within the same hour: the board's order (newer posting first) decides.
    expect(ids('confirmed')).toEqual(['newest', 'samehour', 'fresh', 'stale', 'never']);
    expect(ids('newest')).toEqual(['never', 'newest', 'samehour', 'fresh', 'stale']);
    expect(SORT_LABELS.confirmed).toBe('Recently confirmed');
  });
  it('"$100k+" puts ranges starting at $100k or more before "$85,000 - $100,000", and says its rule', () => {
    const reaches = job({ id: 'reaches', salary_min: 85_000, salary_max: 100_000, posted_at: hoursAgo(1) });
    const starts = job({ id: 'starts', salary_min: 100_000, salary_max: 110_000, posted_at: hoursAgo(50) });
    const upTo = job({ id: 'upto', salary_min: null, salary_max: 120_000, posted_at: hoursAgo(2) });
    const none = job({ id: 'none', posted_at: hoursAgo(0.5) });
    expect(applyBoard([none, reaches, starts, upTo], f({ minPay: '100000' }), null, now).map((j) => j.id)).toEqual(['starts', 'reaches', 'upto', 'none']);
    expect(payRule(f({ minPay: '100000' }))).toBe(
      '$100k+: pay that can reach $100k a year, or its hourly or weekly equivalent. Ranges starting at $100k or more come first. Pay per visit or per diem is left out: its year would assume a full caseload. Jobs that state no pay come last.',
    );
    expect(payRule(f({ minPay: '100000', payOnly: '1' }))).not.toContain('no pay');
    expect(payRule(f({ sort: 'pay' }))).toMatch(/^Highest pay: yearly salaries first/);
    expect(payRule(f({}))).toBeNull();
  });
  it('sorts by distance from the searched place, and by the board order without one', () => {
    const near = job({ id: 'near', posted_at: hoursAgo(300), lat: 32.73, lng: -117.16 });
    const mid = job({ id: 'mid', posted_at: hoursAgo(5), lat: 33.0, lng: -117.1 });
    const far = job({ id: 'far', posted_at: hoursAgo(1), lat: 33.3, lng: -117.2 });
    const list = [far, near, mid];
    const origin = { lat: 32.72, lng: -117.16 };
    expect(applyBoard(list, f({ sort: 'distance', location: 'San Diego' }), origin, now).map((j) => j.id)).toEqual(['near', 'mid', 'far']);
    expect(applyBoard(list, f({ sort: 'distance' }), null, now).map((j) => j.id)).toEqual(['far', 'mid', 'near']);
    // Newest keeps the spec's rule: within a day, the nearer first.
    expect(applyBoard(list, f({ sort: 'newest', location: 'San Diego' }), origin, now).map((j) => j.id)).toEqual(['mid', 'far', 'near']);
  });
  it('reads and writes every filter in the URL, and ignores values it does not offer', () => {
    const filters = f({ role: 'pta', minPay: '85000', payOnly: '1', posted: '7', newGrad: '1', bonus: '1', schedule: '4x10', sort: 'pay' });
    const query = filtersToQuery(filters);
    expect(query).toBe('?role=pta&minPay=85000&payOnly=1&posted=7&schedule=4x10&newGrad=1&bonus=1&sort=pay');
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(filters);
    const bad = filtersFromQuery(new URLSearchParams('role=doctor&minPay=-5&posted=2&newGrad=yes&sort=random&schedule=nights&bonus=0'));
    expect(bad).toEqual(EMPTY_FILTERS);
    expect(filtersFromQuery(new URLSearchParams('minPay=085000')).minPay).toBe('85000');
  });
});

describe('live counts', () => {
  // A varied list: every facet has jobs on both sides of it.
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const units = ['year', 'hour', 'day', 'week', 'visit'] as const;
  const perUnit = { year: 80_000, hour: 40, day: 320, week: 1600, visit: 65 };
  const jobs = Array.from({ length: 400 }, (_, i) => {
    const unit = pick(units);
    const paid = rand() < 0.75;
    return job({
      id: `j${i}`,
      role: pick(['pt', 'pta', 'ot', 'cota', 'other'] as const),
      job_type: pick(['full-time', 'part-time', 'contract', 'per-diem'] as const),
      setting: pick(['outpatient', 'inpatient', 'home-health', 'skilled-nursing'] as const),
      specialty: rand() < 0.2 ? null : pick(['orthopedic', 'neurology', 'sports-medicine', 'pediatrics'] as const),
      pay_unit: unit,
      salary_min: paid ? Math.round(perUnit[unit] * (0.7 + rand() * 0.6)) : null,
      salary_max: paid && rand() < 0.7 ? Math.round(perUnit[unit] * (1.1 + rand() * 0.5)) : null,
      posted_at: hoursAgo(Math.floor(rand() * 24 * 40)),
      new_grad: pick([null, 'none', 'informal', 'structured', 'residency'] as const),
      sign_on_bonus: rand() < 0.3 ? 5000 : null,
      schedule: rand() < 0.3 ? null : pick(['days', '4x10', 'days,weekends', 'evenings,weekends', 'prn']),
      terms: Math.floor(rand() * 32),
      state: pick(['CA', 'WA', 'TX', 'OR'] as const),
      expires_at: rand() < 0.05 ? new Date(now - 1000).toISOString() : null,
      job_title: rand() < 0.5 ? 'Outpatient PT' : 'Home Health PT',
    });
  });
  const options: Record<Facet, string[]> = {
    role: ['pt', 'pta', 'ot', 'cota', 'other'],
    type: ['full-time', 'part-time', 'contract', 'per-diem'],
    setting: ['outpatient', 'inpatient', 'home-health', 'skilled-nursing', 'pediatric'],
    specialty: ['orthopedic', 'neurology', 'sports-medicine', 'pediatrics', 'hand-therapy'],
    minPay: MIN_PAY_STEPS.map(String),
    payOnly: ['1'],
    posted: ['1', '3', '7', '30'],
    schedule: ['4x10', 'days', 'evenings', 'weekends', 'prn'],
    newGrad: ['1'],
    bonus: ['1'],
    noCompete: ['1'],
    pslf: ['1'],
    paidDocs: ['1'],
    noClawback: ['1'],
    licence: ['CA', 'WA', 'TX', 'AK'],
  };
  const unsetValue = (facet: Facet) => EMPTY_FILTERS[facet];
  const starts: Partial<Filters>[] = [
    {},
    { role: 'pt' },
    { role: 'pta', minPay: '70000', bonus: '1' },
    { setting: 'home-health', posted: '7', payOnly: '1' },
    { q: 'outpatient', schedule: 'weekends', newGrad: '1', specialty: 'neuro' },
    { minPay: '85000', type: 'per-diem', sort: 'pay' },
    { noCompete: '1', pslf: '1' },
    { paidDocs: '1', noClawback: '1', bonus: '1' },
    { licence: 'WA', role: 'pt' },
  ];
  for (const start of starts) {
    it(`equal the results each option would give, from ${JSON.stringify(start)}`, () => {
      const { counts } = boardWithCounts(jobs, f(start), null, now);
      for (const facet of FACETS) {
        // The facet unset: 'all'.
        expect(counts[facet].all, `${facet} all`).toBe(applyBoard(jobs, f({ ...start, [facet]: unsetValue(facet) }), null, now).length);
        for (const option of options[facet]) {
          const shown = applyBoard(jobs, f({ ...start, [facet]: option }), null, now).length;
          if (facet === 'payOnly') {
            // Its count is the jobs without pay that the choice keeps or drops.
            const kept = applyBoard(jobs, f({ ...start, payOnly: '' }), null, now).length;
            expect(counts.payOnly.without ?? 0, 'payOnly without').toBe(kept - shown);
          } else expect(counts[facet][option] ?? 0, `${facet}=${option}`).toBe(shown);
        }
      }
    });
  }
  it('count a custom minimum pay from a shared URL too', () => {
    const { counts } = boardWithCounts(jobs, f({ minPay: '87500' }), null, now);
    expect(counts.minPay['87500']).toBe(applyBoard(jobs, f({ minPay: '87500' }), null, now).length);
  });
  it('leave out jobs that the text query or the location already exclude', () => {
    const origin = { lat: 32.72, lng: -117.16 };
    const far = jobs.map((j, i) => (i % 2 ? { ...j, city: 'Boston', state: 'MA', lat: 42.36, lng: -71.06, zip_code: '02108' } : j));
    const { jobs: shown, counts } = boardWithCounts(far, f({ location: 'San Diego' }), origin, now);
    expect(counts.role.all).toBe(shown.length);
    expect(ROLES.reduce((sum, r) => sum + (counts.role[r] ?? 0), 0)).toBe(shown.length);
  });
});

describe('keywords as words', () => {
  const now2 = Date.now();
  const make = (id: string, over: Partial<JobSummary>) =>
    job({ id, specialty: null, description: 'A role near you.', posted_at: new Date(now2 - Number(id.length) * 3_600_000).toISOString(), ...over });
  const ot = make('ot', { role: 'ot', job_title: 'Occupational Therapist', employer_name: 'Bright Kids' });
  const motion = make('motion', {
    role: 'pt',
    job_title: 'Outpatient Orthopedic Physical Therapist',
    specialty: 'orthopedic',
    employer_name: 'Westside Motion PT',
    description: 'Other duties as assigned.',
  });
  const mention = make('mention1', { role: 'pt', job_title: 'Physical Therapist', employer_name: 'Valley Rehab', description: 'Work beside our OT team.' });
  const cota = make('cota', { role: 'cota', job_title: 'COTA', employer_name: 'Sunrise SNF', setting: 'skilled-nursing' });
  const peds = make('peds', { role: 'pt', job_title: 'Pediatric PT', setting: 'pediatric', employer_name: 'Little Steps' });
  const all = [ot, motion, mention, cota, peds];
  const ids = (q: string, sort = 'match') => applyBoard(all, f({ q, sort }), null, now2).map((j) => j.id);

  it('matches whole abbreviations and word starts, never letters inside a word', () => {
    expect(ids('OT')).toEqual(['ot', 'mention1']); // not "Motion", not "Other"
    expect(ids('ortho')).toEqual(['motion']);
    expect(ids('orth')).toEqual(['motion']);
    expect(ids('otion')).toEqual([]);
  });
  it('expands PT words: COTA, SNF, peds, per diem, home health', () => {
    expect(ids('cota')).toEqual(['cota']);
    expect(ids('snf')).toEqual(['cota']);
    expect(ids('peds')).toEqual(['peds']);
    expect(queryTerms('Home Health per diem PT')).toEqual(['home health', 'per diem', 'pt']);
  });
  it('ranks by where the words are: title over employer and facts over description', () => {
    // "OT": the OT job by its title and role (3), the PT job only by its description (1).
    expect(ids('OT')).toEqual(['ot', 'mention1']);
    const kw = compileKeywords('therapist')!;
    const [a, b] = [indexJob(ot), indexJob(mention)];
    expect(kw.score(a)).toBe(3);
    expect(kw.score(b)).toBe(3);
    expect(compileKeywords('valley')!.score(indexJob(mention))).toBe(2);
    expect(compileKeywords('beside')!.score(indexJob(mention))).toBe(1);
  });
  it('every word must match (AND), in any order', () => {
    expect(ids('pediatric little')).toEqual(['peds']);
    expect(ids('little orthopedic')).toEqual([]);
  });
});

describe('location as people type it', () => {
  const at = (id: string, city: string, state: string, lat: number, lng: number) => job({ id, city, state, lat, lng, zip_code: null });
  const houston = at('houston', 'Houston', 'TX', 29.76, -95.37);
  const katy = at('katy', 'Katy', 'TX', 29.79, -95.82); // ~27 miles west
  const brooklyn = at('brooklyn', 'Brooklyn', 'NY', 40.65, -73.95);
  const newyork = at('newyork', 'New York', 'NY', 40.75, -73.99);
  const list = [houston, katy, brooklyn, newyork];
  const ids = (location: string, origin: LatLng | null, radius = '50') =>
    applyBoard(list, f({ location, radius }), origin, now)
      .map((j) => j.id)
      .sort();

  it('"Houston TX" and "Houston Texas" mean Houston, Texas, and the jobs around it', () => {
    expect(ids('Houston TX', null)).toEqual(['houston']);
    expect(ids('Houston Texas', { lat: 29.76, lng: -95.37 })).toEqual(['houston', 'katy']);
  });
  it('a radius of 10, 25, 50 or 100 miles decides how far "near" goes', () => {
    const origin = { lat: 29.76, lng: -95.37 };
    expect(ids('Houston, TX', origin, '10')).toEqual(['houston']);
    expect(ids('Houston, TX', origin, '25')).toEqual(['houston']);
    expect(ids('Houston, TX', origin, '50')).toEqual(['houston', 'katy']);
    expect(filtersFromQuery(new URLSearchParams('?location=Houston&radius=25')).radius).toBe('25');
    expect(filtersFromQuery(new URLSearchParams('?location=Houston&radius=7')).radius).toBe('50');
    expect(filtersToQuery(f({ location: 'Houston', radius: '25' }))).toBe('?location=Houston&radius=25');
  });
  it('boroughs and regions stand for a place in their metro', () => {
    expect(geocodeTarget('Manhattan')).toBe('New York, NY');
    expect(geocodeTarget('Queens')).toBe('Jamaica, NY');
    expect(geocodeTarget('Orange County')).toBe('Santa Ana, CA');
    expect(geocodeTarget('Silicon Valley')).toBe('San Jose, CA');
    expect(geocodeTarget('Inland Empire')).toBe('Riverside, CA');
    expect(geocodeTarget('Hollywood')).toBe('Los Angeles, CA');
    expect(ids('Manhattan', { lat: 40.78, lng: -73.97 })).toEqual(['brooklyn', 'newyork']);
  });
});

describe('an ambiguous city name means the one with our jobs', () => {
  it('asks the gazetteer for the city in the state where the board has jobs', () => {
    expect(geocodeTarget('Springfield', (c) => (c === 'springfield' ? 'IL' : null))).toBe('Springfield, IL');
    expect(geocodeTarget('Springfield', () => null)).toBe('Springfield');
    expect(geocodeTarget('Springfield, MO', () => 'IL')).toBe('Springfield, MO');
    expect(geocodeTarget('94043', () => 'IL')).toBe('94043');
  });
});

describe('the start of a state name is the state, never a town that begins so', () => {
  it('looks nothing up for "Calif" (Califon, New Jersey is not California)', () => {
    expect(geocodeTarget('Calif')).toBeNull();
    expect(geocodeTarget('Texa')).toBeNull();
    expect(geocodeTarget('Chicago')).toBe('Chicago');
  });
});
