import { describe, expect, it } from 'vitest';
import type { JobSummary } from '~/domain/job-summary';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { indexEntries } from './indexed';
import {
  applyConfirmed,
  cardShards,
  charOf,
  rowAt,
  decodeIndex,
  encodeIndex,
  indexDecoder,
  isCompactIndex,
  isConfirmedColumn,
  SHARD_SIZE,
  toSummary,
} from './compact-index';
import { HARBOR_JOB, NO_FACTS } from '../../../tests/support/fixtures';

const base: JobSummary = {
  id: '1',
  url: '/jobs/a',
  job_title: 'Outpatient PT',
  ...HARBOR_JOB,
  ...NO_FACTS,
  specialty: 'orthopedic',
  salary_min: 90000,
  salary_max: 110000,
  description: 'Treat a varied caseload.',
  posted_at: '2026-11-20T10:15:42.123Z',
  expires_at: '2026-12-20T10:15:00.000Z',
  lat: 32.716,
  lng: -117.161,
  partner: false,
  confirmed_at: '2026-11-21T09:30:00.000Z',
};
const jobs: JobSummary[] = [
  base,
  { ...base, id: '2', url: '/job/2', posted_at: '2026-11-21T08:00:00.000Z', expires_at: null, specialty: null, experience_level: null, partner: true },
  {
    ...base,
    id: '3',
    confirmed_at: undefined,
    zip_code: null,
    lat: null,
    lng: null,
    salary_min: null,
    salary_max: 45,
    pay_unit: 'hour',
    role: 'pta',
    sign_on_bonus: 5000,
    schedule: '4x10,weekends,prn',
    new_grad: 'residency',
    patients_per_hour: 2.5,
    visits_per_day: 7,
    specialty: 'hippotherapy',
    setting: 'remote',
    job_type: 'per-diem',
  },
  {
    ...base,
    id: '10',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60601',
    lat: 41.886,
    lng: -87.623,
    salary_min: 40,
    salary_max: null,
    experience_level: 'all-levels',
    new_grad: 'none',
    schedule: 'days',
  },
  { ...base, id: 'static-x', url: '/jobs/x', posted_at: '2026-11-21T08:00:00.000Z', job_type: 'contract', setting: 'pediatric', specialty: 'pediatrics' },
];
const now = Date.parse('2026-11-22T12:00:30Z');

describe('the compact index', () => {
  it('round-trips every field of every job through the index and its text shards, in rank order', () => {
    const { index, order, confirmed } = encodeIndex(jobs, now);
    const wire = JSON.parse(JSON.stringify(index)) as unknown;
    expect(isCompactIndex(wire)).toBe(true);
    const entries = decodeIndex(wire as typeof index);
    const shards = cardShards(order, 2);
    expect(order.map((j) => j.id)).toEqual(['2', 'static-x', '1', '10', '3']); // newest first, then id
    entries.forEach((entry, i) => {
      expect(entry.rank).toBe(i);
      expect(toSummary(entry, shards[Math.floor(i / 2)]![i % 2]!)).toEqual(order[i]);
      // The sort keys in the index: posting to the hour; expiry to the hour, never later than the real one.
      const hour = 3_600_000;
      expect(entry.posted).toBe(Math.floor(Date.parse(order[i]!.posted_at) / hour) * hour);
      if (order[i]!.expires_at) {
        expect(entry.expires!).toBeLessThanOrEqual(Date.parse(order[i]!.expires_at!));
        expect(Date.parse(order[i]!.expires_at!) - entry.expires!).toBeLessThan(2 * hour);
      } else expect(entry.expires).toBeNull();
    });
    // The confirmed column (its own file) gives each job its last confirmation's UTC day; none: -Infinity.
    const keys = entries.map(() => ({ confirmedDay: -Infinity }));
    expect(isConfirmedColumn(JSON.parse(JSON.stringify(confirmed)), entries.length)).toBe(true);
    applyConfirmed(confirmed, entries, keys);
    const day = 86_400_000;
    expect(keys.map((k) => k.confirmedDay)).toEqual(order.map((j) => (j.confirmed_at ? Math.floor(Date.parse(j.confirmed_at) / day) : -Infinity)));
    expect(keys.filter((k) => k.confirmedDay === -Infinity)).toHaveLength(1);
    expect(isConfirmedColumn([0, 'x'], 2)).toBe(false);
    expect(isConfirmedColumn([0], 2)).toBe(false);
    expect(index.place.d).toHaveLength(3); // one San Diego, one without coordinates, Chicago
    expect(index.place.d[0]).toEqual(['San Diego', 'CA', HARBOR_JOB.zip_code, 32716, -117161]); // the most frequent first
    expect(index.extra).toEqual(['hippotherapy']);
    expect(index.partner).toEqual([0]);
    expect(index.offer.d.filter(([, bonus]) => bonus === 1)).toHaveLength(1);
  });

  it('refuses a file that is not an index of its version and length', () => {
    const { index } = encodeIndex(jobs, now);
    expect(isCompactIndex({ ...index, v: 99 })).toBe(false);
    expect(isCompactIndex({ ...index, shape: { ...index.shape, c: index.shape.c.slice(1) } })).toBe(false);
    expect(isCompactIndex({ ...index, kind: { c: index.kind.c } })).toBe(false);
    expect(isCompactIndex(null)).toBe(false);
    expect(isCompactIndex([])).toBe(false);
  });

  it('names a dictionary row by one character that JSON carries unescaped, for every row a column can have', () => {
    const rows = Array.from({ length: 63_000 }, (_, i) => i);
    const text = rows.map(charOf).join('');
    expect(text).toHaveLength(rows.length);
    expect(rows.every((i) => rowAt(text, i) === i)).toBe(true);
    expect(JSON.stringify(text)).toHaveLength(text.length + 2); // no escapes
    expect(/[\ud800-\udfff]/.test(text)).toBe(false);
    expect(text.slice(0, 91)).toMatch(/^[\x23-\x7e]+$/); // the most frequent rows: one byte each
    expect(() => charOf(70_000)).toThrow(/too many/);
  });

  it('holds 10,000 synthetic jobs exactly', () => {
    const synthetic = syntheticSummaries(10_000, new Date(now));
    const { index, order } = encodeIndex(synthetic, now);
    const entries = decodeIndex(JSON.parse(JSON.stringify(index)));
    const shards = cardShards(order);
    expect(shards).toHaveLength(Math.ceil(order.length / SHARD_SIZE));
    entries.forEach((e, i) => expect(toSummary(e, shards[Math.floor(i / SHARD_SIZE)]![i % SHARD_SIZE]!)).toEqual(order[i]));
  });

  it('decodes the same entries a slice at a time as at once (the browser yields between slices)', () => {
    const { index } = encodeIndex(syntheticSummaries(2_500, new Date(now)), now);
    const decoder = indexDecoder(index);
    const done: boolean[] = [];
    for (let step = 0; step < 4; step++) done.push(decoder.next(1000));
    expect(done).toEqual([false, false, true, true]);
    expect(decoder.entries).toEqual(decodeIndex(index));
    // Indexed in slices, each entry keeps its place in the whole.
    const whole = indexEntries(decoder.entries);
    const sliced = [0, 1000, 2000].flatMap((from) => indexEntries(decoder.entries.slice(from, from + 1000), null, from));
    expect(sliced).toEqual(whole);
  });
});

describe('the Verified Employer badge', () => {
  it('travels in the card text only when the employer is verified, and the card shows it', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { default: BoardCard } = await import('./BoardCard');
    const { default: Save } = await import('~/features/saved-jobs/SaveJobView');
    const verified: JobSummary = { ...base, id: '2', employer_verified: true };
    const { index, order } = encodeIndex([base, verified], Date.parse('2026-11-21T00:00:00Z'));
    const [shard] = cardShards(order);
    expect(shard!.map((c) => 'employer_verified' in c)).toEqual(order.map((j) => j.id === '2'));
    const cards = decodeIndex(index).map((entry, i) => toSummary(entry, shard![i]!));
    const html = cards.map((job) =>
      renderToStaticMarkup(createElement(BoardCard, { job, Save: ({ job }: { job: JobSummary }) => createElement(Save, { job, saved: false }) })),
    );
    expect(html.map((h) => h.includes('Verified Employer'))).toEqual(cards.map((c) => c.id === '2'));
  });
});
