/** The board's order and the chosen sorts. */
import { distanceMiles, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';
import type { Indexed } from './indexed';

const DAY = 86_400_000;

/** Bucket keys are capped here (jobs posted over 130 years ago share the last bucket) to bound the counting array. */
const MAX_COUNTING_KEYS = 100_000;

/**
 * The board's order. The spec's pairwise rule ("newest first; within 24 hours of each other our own
 * listings first; then the nearer when both are within 50 miles") is not transitive, so we sort by a
 * key instead, which is a consistent total order:
 *   1. age bucket: whole days since posting, counted from `now` (jobs in the same bucket are within
 *      24 hours of each other);
 *   2. recruiting-partner listings before others;
 *   3. distance from the searched place when within 50 miles (nearer first; beyond or unknown last);
 *   4. posted time, newest first; 5. id (together: the rank the index gave each job).
 *
 * `entries` arrive in rank order (the index is ranked, and filtering keeps order), so a stable
 * counting sort on keys 1-2 leaves each bucket in rank order; only buckets holding a job within the
 * radius are then sorted by distance. No comparison sort over the whole list: O(n) but for that.
 */
export function sortIndexed(entries: Indexed[], now: number, origin: LatLng | null): number[] {
  const n = entries.length;
  const keys = new Int32Array(n);
  let maxKey = 0;
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    // Partner listings sort as if half a bucket newer: same bucket, ahead of the others in it.
    const key = Math.floor(Math.max(0, now - e.posted) / DAY) * 2 + (e.partner ? 0 : 1);
    keys[i] = Math.min(key, MAX_COUNTING_KEYS);
    if (keys[i]! > maxKey) maxKey = keys[i]!;
  }
  const distance = new Float64Array(n).fill(Infinity);
  if (origin) {
    for (let i = 0; i < n; i++) {
      const { lat, lng } = entries[i]!;
      if (lat == null || lng == null) continue;
      const d = distanceMiles(origin, { lat, lng });
      if (d <= SEARCH_RADIUS_MILES) distance[i] = d;
    }
  }
  // Stable counting sort by bucket key; positions within a bucket keep rank order.
  const starts = new Int32Array(maxKey + 2);
  for (let i = 0; i < n; i++) starts[keys[i]! + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const order = new Int32Array(n);
  const fill = starts.slice();
  for (let i = 0; i < n; i++) order[fill[keys[i]!]!++] = i;
  if (origin) {
    for (let k = 0; k <= maxKey; k++) {
      const from = starts[k]!;
      const to = starts[k + 1]!;
      if (to - from < 2) continue;
      const group = order.subarray(from, to);
      if (!group.some((i) => distance[i]! < Infinity)) continue;
      // Within the bucket: nearer first; both beyond the radius (Infinity - Infinity is NaN, falsy) keep rank order.
      group.sort((a, b) => distance[a]! - distance[b]! || a - b);
    }
  }
  const out = new Array<number>(n);
  for (let j = 0; j < n; j++) out[j] = entries[order[j]!]!.rank;
  return out;
}

/**
 * The chosen sort over the board's order. Highest pay compares like with like: a per-diem
 * "up to $58 an hour" annualised at 2,080 hours outranked every salary, though no per-diem job pays a
 * year of hours. So yearly pay comes first, then hourly, daily, weekly and per-visit rates (PAY_UNITS
 * order), each group by its own top rate, highest first; jobs without pay last. Nearest puts the nearest
 * job to the searched place first and jobs without coordinates last. Recently confirmed puts the jobs
 * whose employers last said "Still open" (or published them) most recently first, by the day. Ties (and every job,
 * without a location for nearest) keep the board's order.
 */
export function sortBy(order: number[], entries: readonly (Indexed | undefined)[], sort: string, origin: LatLng | null): number[] {
  if (sort === 'pay') {
    const group = (r: number) => (entries[r]!.rate == null ? Number.MAX_SAFE_INTEGER : entries[r]!.unitAt);
    const rate = (r: number) => entries[r]!.rate ?? 0;
    return order.sort((a, b) => group(a) - group(b) || rate(b) - rate(a)); // stable: ties keep the board's order
  }
  if (sort === 'confirmed') {
    // Most recently confirmed open first; never confirmed last (-Infinity: NaN, falsy, so ties stand).
    return order.sort((a, b) => entries[b]!.confirmedDay - entries[a]!.confirmedDay || 0);
  }
  if (sort === 'distance' && origin) {
    const distance = new Map<number, number>();
    for (const r of order) {
      const { lat, lng } = entries[r]!;
      distance.set(r, lat == null || lng == null ? Infinity : distanceMiles(origin, { lat, lng }));
    }
    // Both without coordinates: Infinity - Infinity is NaN, falsy, so the board's order stands.
    return order.sort((a, b) => distance.get(a)! - distance.get(b)! || 0);
  }
  return order;
}

/**
 * With a minimum pay: ranges that start at
 * or above it first, then pay that only reaches it, then jobs that state no pay; the order within each
 * group stands. A stable partition, so the chosen sort still decides within a group.
 */
export function payTiers(order: number[], entries: readonly (Indexed | undefined)[], minPay: number): number[] {
  const tiers: number[][] = [[], [], []];
  for (const r of order) {
    const e = entries[r]!;
    tiers[e.pay == null ? 2 : e.payFloor != null && e.payFloor >= minPay ? 0 : 1]!.push(r);
  }
  return tiers.flat();
}
