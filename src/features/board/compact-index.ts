/**
 * The board's compact index: what filtering, counting and sorting need of every job, and
 * nothing a card only shows. Columnar JSON in the board's rank order (posted newest first, then id),
 * so a job is its position: the card text lives in shards of SHARD_SIZE jobs by position and is fetched
 * only for the cards about to be shown.
 *
 *   - most facts are dictionary columns (Packed): the distinct rows in use, most frequent first, and one
 *     character per job naming its row. Facts that go together share a column (a job's setting, level and
 *     new-grad support are one character): gzip codes each character apart from its neighbours, so the
 *     joint character costs what the facts' joint entropy does, where separate columns paid at least one
 *     bit per job each. The characters are printable ASCII but the backslash (no JSON escapes), then
 *     two-byte ones for rarer rows;
 *   - option facts are indexes into the domain's option lists; the place (city, state, ZIP, coordinates)
 *     an index into the places in use;
 *   - posted time is in hours, stored as the gap to the previous (newer) job, so most gaps are 0 or 1;
 *   - expiry is whole hours after posting, rounded down (-1: none); pay is whole dollars (-1: none), the
 *     maximum as its difference from the minimum;
 *   - the schedule is a bit set of SCHEDULES; the contract-term filters a job meets a bit set (job-terms.ts);
 *   - recruiting-partner jobs, a few, are a list of positions.
 * Coordinates keep the gazetteer's precision (a thousandth of a degree) exactly. The index's times serve
 * the sort's day buckets and the view-time expiry (a job leaves the board up to an hour early, never
 * late); the cards show the exact times from the shards. (Sizes: scripts/bench/board-index-size.ts.)
 * Pure: the build encodes, the browser decodes.
 */
import { EXPERIENCE_LEVELS, JOB_TYPES, NEW_GRAD, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import type { JobSummary } from '~/domain/job-summary';
import { ROLES } from '~/domain/job-role';
import { PAY_UNITS } from '~/domain/pay';

export const INDEX_VERSION = 4;
/** Cards per text shard: small files a visit fetches few of, and not so many files on a large board (pages stay one per job). */
export const SHARD_SIZE = 20;

/** A place in use: city, state, ZIP ('' when none), latitude and longitude in thousandths of a degree. */
export type IndexPlace = [city: string, state: string, zip: string, lat: number | null, lng: number | null];

/** A dictionary column: `d` the distinct rows in use, most frequent first; `c` one character per job naming its row. */
export interface Packed<Row extends readonly unknown[]> {
  d: Row[];
  c: string;
}

export interface CompactIndex {
  v: typeof INDEX_VERSION;
  /** When the build made it (ms); the board's day buckets count from it, so build and browser agree. */
  t: number;
  n: number;
  /** Each job's place (city, state, ZIP, coordinates). */
  place: Packed<IndexPlace>;
  /** Specialties outside the domain's list, coded after it. */
  extra: string[];
  /** Index into SETTINGS; 0 for no level, else 1 + index into EXPERIENCE_LEVELS; 0 for none, else 1 + index into NEW_GRAD. */
  kind: Packed<[setting: number, level: number, newGrad: number]>;
  /** 0 for none, else 1 + index into SPECIALTIES, then into `extra`; index into ROLES. */
  field: Packed<[specialty: number, role: number]>;
  /** The bit set of the contract-term filters it meets; 1 when it offers a sign-on bonus (the amount is card text). */
  offer: Packed<[terms: number, bonus: number]>;
  /** Index into JOB_TYPES; into PAY_UNITS (the unit of the pay); the bit set of its SCHEDULES; whole hours from posting to expiry, or -1. */
  shape: Packed<[type: number, payUnit: number, schedule: number, expires: number]>;
  salaryMin: Packed<[number]>;
  /** The maximum minus the minimum when both are set, else the maximum (or -1). */
  salaryMax: Packed<[number]>;
  /** Hours from `t` back to the first job's posting, then from each job to the next (older) one. */
  posted: number[];
  partner: number[];
}

/** What the board filters and sorts by, for one job, decoded. Position = rank = index into the shards. */
export interface IndexEntry {
  rank: number;
  job_type: JobSummary['job_type'];
  setting: JobSummary['setting'];
  specialty: string | null;
  experience_level: JobSummary['experience_level'];
  role: JobSummary['role'];
  pay_unit: JobSummary['pay_unit'];
  new_grad: JobSummary['new_grad'];
  /** As the store keeps it: SCHEDULES tags joined by commas, in SCHEDULES order; null for none. */
  schedule: string | null;
  has_bonus: boolean;
  /** The contract-term filters it meets, as a bit set. */
  terms: number;
  city: string;
  state: string;
  zip_code: string | null;
  lat: number | null;
  lng: number | null;
  /** ms */
  posted: number;
  /** ms, or null when it never expires */
  expires: number | null;
  salary_min: number | null;
  salary_max: number | null;
  partner: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Row numbers as characters: '#' to '~' but the backslash (91), then from U+00A1 on (two bytes in UTF-8),
// stepping over the surrogates.
const ASCII = [...Array(0x7f - 0x23).keys()].map((i) => String.fromCharCode(0x23 + i)).filter((c) => c !== '\\');
const WIDE = 0xa1 - ASCII.length;
export const charOf = (i: number): string => {
  if (i < ASCII.length) return ASCII[i]!;
  const c = i + WIDE;
  const code = c < 0xd800 ? c : c + 0x800;
  if (code > 0xfffd) throw new Error('compact index: too many distinct rows for one column');
  return String.fromCharCode(code);
};
const ASCII_ROW = new Int16Array(128).fill(-1);
ASCII.forEach((c, i) => (ASCII_ROW[c.charCodeAt(0)] = i));
export const rowAt = (s: string, i: number): number => {
  const c = s.charCodeAt(i);
  return c < 128 ? ASCII_ROW[c]! : (c < 0xe000 ? c : c - 0x800) - WIDE;
};

/** Dictionary-codes one row per job (most frequent rows first, so they get the one-byte characters). */
function pack<Row extends readonly unknown[]>(rows: readonly Row[]): Packed<Row> {
  const counts = new Map<string, { row: Row; n: number; first: number }>();
  const keys = rows.map((row) => JSON.stringify(row));
  rows.forEach((row, i) => {
    const key = keys[i]!;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { row, n: 1, first: i });
  });
  const d = [...counts.values()].sort((a, b) => b.n - a.n || a.first - b.first);
  const at = new Map(d.map((x, i) => [keys[x.first]!, charOf(i)]));
  return { d: d.map((x) => x.row), c: keys.map((key) => at.get(key)!).join('') };
}

/** The row of job `i` in a dictionary column. */
const unpack = <Row extends readonly unknown[]>(column: Packed<Row>, i: number): Row => column.d[rowAt(column.c, i)]!;

/** The board's rank: posted time, newest first, then id. */
export function byRank(a: Pick<JobSummary, 'posted_at' | 'id'>, b: Pick<JobSummary, 'posted_at' | 'id'>): number {
  const d = Date.parse(b.posted_at) - Date.parse(a.posted_at);
  return d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Encodes jobs (in any order; the index puts them in rank order) as of `generatedAt`. `confirmed` is the
 * "Recently confirmed" sort's column, by rank: the UTC day of the employer's last "Still open"
 * less the UTC day of posting, or -1. It is a file of its own, fetched only when that sort is chosen, which
 * every other visit would otherwise carry in the index.
 */
export function encodeIndex(jobs: readonly JobSummary[], generatedAt: number): { index: CompactIndex; order: JobSummary[]; confirmed: number[] } {
  const order = [...jobs].sort(byRank);
  const extra: string[] = [];
  const t = Math.floor(generatedAt / HOUR) * HOUR;
  const place: IndexPlace[] = [];
  const kind: [number, number, number][] = [];
  const field: [number, number][] = [];
  const offer: [number, number][] = [];
  const shape: [number, number, number, number][] = [];
  const salaryMin: [number][] = [];
  const salaryMax: [number][] = [];
  const posted: number[] = [];
  const partner: number[] = [];
  let previous = t;
  const confirmed: number[] = [];
  order.forEach((job, i) => {
    const lat = job.lat == null ? null : Math.round(job.lat * 1000);
    const lng = job.lng == null ? null : Math.round(job.lng * 1000);
    place.push([job.city, job.state, job.zip_code ?? '', lat, lng]);
    const tags = job.schedule?.split(',') ?? [];
    const schedule = SCHEDULES.reduce((bits, tag, b) => (tags.includes(tag) ? bits | (1 << b) : bits), 0);
    let s = 0;
    if (job.specialty) {
      const known = (SPECIALTIES as readonly string[]).indexOf(job.specialty);
      if (known >= 0) s = known + 1;
      else {
        let x = extra.indexOf(job.specialty);
        if (x < 0) x = extra.push(job.specialty) - 1;
        s = SPECIALTIES.length + 1 + x;
      }
    }
    // A posting after the build's hour (clock skew) counts as posted in that hour.
    const at = Math.min(t, Math.floor(Date.parse(job.posted_at) / HOUR) * HOUR);
    posted.push((previous - at) / HOUR);
    previous = at;
    const expires = job.expires_at ? Math.max(0, Math.floor((Date.parse(job.expires_at) - at) / HOUR)) : -1;
    kind.push([
      SETTINGS.indexOf(job.setting),
      job.experience_level ? EXPERIENCE_LEVELS.indexOf(job.experience_level) + 1 : 0,
      job.new_grad ? NEW_GRAD.indexOf(job.new_grad) + 1 : 0,
    ]);
    field.push([s, ROLES.indexOf(job.role)]);
    offer.push([job.terms, job.sign_on_bonus ? 1 : 0]);
    shape.push([JOB_TYPES.indexOf(job.job_type), PAY_UNITS.indexOf(job.pay_unit), schedule, expires]);
    confirmed.push(job.confirmed_at ? Math.max(0, Math.floor(Date.parse(job.confirmed_at) / DAY) - Math.floor(at / DAY)) : -1);
    salaryMin.push([job.salary_min ?? -1]);
    salaryMax.push([job.salary_max == null ? -1 : job.salary_min == null ? job.salary_max : job.salary_max - job.salary_min]);
    if (job.partner) partner.push(i);
  });
  const index: CompactIndex = {
    v: INDEX_VERSION,
    t,
    n: order.length,
    place: pack(place),
    extra,
    kind: pack(kind),
    field: pack(field),
    offer: pack(offer),
    shape: pack(shape),
    salaryMin: pack(salaryMin),
    salaryMax: pack(salaryMax),
    posted,
    partner,
  };
  return { index, order, confirmed };
}

/** The confirmed column's shape check (the browser's; see isCompactIndex): a day count for at least `held` ranks. */
export const isConfirmedColumn = (raw: unknown, held: number): raw is number[] =>
  Array.isArray(raw) && raw.length >= held && raw.every((d) => Number.isInteger(d) && d >= -1);

/**
 * Each held job's "Recently confirmed" key (Indexed.confirmedDay) from the confirmed column, by rank: the
 * posting's UTC day (the entry's, to the hour as the index holds it) plus the column's days.
 */
export function applyConfirmed(
  column: readonly number[],
  entries: readonly (Pick<IndexEntry, 'posted'> | undefined)[],
  index: readonly ({ confirmedDay: number } | undefined)[],
): void {
  for (let r = 0; r < index.length; r++) {
    const e = entries[r];
    const x = index[r];
    if (e && x) x.confirmedDay = column[r]! < 0 ? -Infinity : Math.floor(e.posted / DAY) + column[r]!;
  }
}

/** The shape check the browser runs (no schema library ships to it): enough to refuse a wrong file. */
export function isCompactIndex(raw: unknown): raw is CompactIndex {
  const x = raw as CompactIndex | null;
  if (!x || typeof x !== 'object' || x.v !== INDEX_VERSION || !Number.isInteger(x.n)) return false;
  const n = x.n;
  const packed = (c: Packed<readonly unknown[]> | undefined) =>
    !!c && Array.isArray(c.d) && c.d.every(Array.isArray) && typeof c.c === 'string' && c.c.length === n;
  return (
    [x.place, x.kind, x.field, x.offer, x.shape, x.salaryMin, x.salaryMax].every(packed) &&
    Array.isArray(x.posted) &&
    x.posted.length === n &&
    Array.isArray(x.partner) &&
    Array.isArray(x.extra)
  );
}

/** Decodes every job's entry, in rank order. */
export function decodeIndex(index: CompactIndex): IndexEntry[] {
  const decoder = indexDecoder(index);
  decoder.next(index.n);
  return decoder.entries;
}

/**
 * decodeIndex a slice at a time: `next(count)` decodes up to `count` more entries and says whether all are
 * done. The browser yields between slices, so at 10,000 jobs no one task blocks a tap for long.
 */
export function indexDecoder(index: CompactIndex): { entries: IndexEntry[]; next(count: number): boolean } {
  const partner = new Set(index.partner);
  // A few schedule sets repeat over thousands of jobs: each is spelled out once.
  const schedules = new Map<number, string | null>();
  const scheduleOf = (bits: number) => {
    let s = schedules.get(bits);
    if (s === undefined) schedules.set(bits, (s = bits ? SCHEDULES.filter((_, b) => bits & (1 << b)).join(',') : null));
    return s;
  };
  const out = new Array<IndexEntry>(index.n);
  let posted = index.t;
  let i = 0;
  const decodeOne = () => {
    posted -= index.posted[i]! * HOUR;
    const [city, state, zip, lat, lng] = unpack(index.place, i);
    const [setting, level, newGrad] = unpack(index.kind, i);
    const [s, role] = unpack(index.field, i);
    const [terms, bonus] = unpack(index.offer, i);
    const [type, payUnit, bits, expires] = unpack(index.shape, i);
    const [min] = unpack(index.salaryMin, i);
    const [max] = unpack(index.salaryMax, i);
    out[i] = {
      rank: i,
      job_type: JOB_TYPES[type]!,
      setting: SETTINGS[setting]!,
      specialty: s === 0 ? null : s <= SPECIALTIES.length ? SPECIALTIES[s - 1]! : index.extra[s - SPECIALTIES.length - 1]!,
      experience_level: level === 0 ? null : EXPERIENCE_LEVELS[level - 1]!,
      role: ROLES[role]!,
      pay_unit: PAY_UNITS[payUnit]!,
      new_grad: newGrad === 0 ? null : NEW_GRAD[newGrad - 1]!,
      schedule: scheduleOf(bits),
      has_bonus: bonus === 1,
      terms,
      city,
      state,
      zip_code: zip || null,
      lat: lat == null ? null : lat / 1000,
      lng: lng == null ? null : lng / 1000,
      posted,
      expires: expires < 0 ? null : posted + expires * HOUR,
      salary_min: min < 0 ? null : min,
      salary_max: max < 0 ? null : min < 0 ? max : min + max,
      partner: partner.has(i),
    };
  };
  return {
    entries: out,
    next(count) {
      for (const end = Math.min(index.n, i + count); i < end; i++) decodeOne();
      return i === index.n;
    },
  };
}

/** The fields every card's text carries, in the order the shards write them. */
const CARD_FIELDS = [
  'id',
  'url',
  'job_title',
  'employer_name',
  'description',
  'posted_at',
  'expires_at',
  'sign_on_bonus',
  'patients_per_hour',
  'visits_per_day',
] as const;

/** What a card shows that the index does not hold: text, links, the exact times and the figures it states. */
export type CardText = Pick<JobSummary, (typeof CARD_FIELDS)[number] | 'employer_verified' | 'confirmed_at'>;

/** The text shards, in rank order: shard k holds the cards of positions k*SHARD_SIZE onwards. */
export function cardShards(order: readonly JobSummary[], size = SHARD_SIZE): CardText[][] {
  const shards: CardText[][] = [];
  for (let i = 0; i < order.length; i += size) {
    shards.push(
      order.slice(i, i + size).map((job) => ({
        ...(Object.fromEntries(CARD_FIELDS.map((k) => [k, job[k]])) as Pick<JobSummary, (typeof CARD_FIELDS)[number]>),
        // Only when set: most cards have neither, and the shards stay small.
        ...(job.employer_verified ? { employer_verified: job.employer_verified } : {}),
        ...(job.confirmed_at ? { confirmed_at: job.confirmed_at } : {}),
      })),
    );
  }
  return shards;
}

/** The full card of a position: its index entry and its shard's text, as the one job shape. */
export function toSummary(entry: IndexEntry, text: CardText): JobSummary {
  return {
    ...text,
    city: entry.city,
    state: entry.state,
    zip_code: entry.zip_code,
    job_type: entry.job_type,
    setting: entry.setting,
    specialty: entry.specialty,
    experience_level: entry.experience_level,
    role: entry.role,
    pay_unit: entry.pay_unit,
    new_grad: entry.new_grad,
    schedule: entry.schedule,
    terms: entry.terms,
    salary_min: entry.salary_min,
    salary_max: entry.salary_max,
    lat: entry.lat,
    lng: entry.lng,
    partner: entry.partner,
  };
}
