/**
 * The board's compact index: what filtering, counting and sorting need of every job, and
 * nothing a card only shows. Columnar JSON in the board's rank order (posted newest first, then id),
 * so a job is its position: the card text lives in shards of SHARD_SIZE jobs by position and is fetched
 * only for the cards about to be shown.
 *
 *   - option fields are one character per job (an index into the domain's option list), so a column of
 *     10,000 jobs is a 10,000-character string that gzip shrinks to its few bits of entropy;
 *   - the place (city, state, ZIP, coordinates) is an index into a dictionary of the places in use,
 *     written as fixed-width base-64 codes;
 *   - posted time is in hours, stored as the gap to the previous (newer) job, so most gaps are 0 or 1;
 *   - expiry is whole hours after posting, rounded down (-1: none); pay is whole dollars (-1: none), the
 *     maximum as its difference from the minimum;
 *   - the schedule is a bit set of SCHEDULES in one character; new-grad support one character;
 *   - the contract-term filters a job meets are a bit set in one character (job-terms.ts);
 *   - a sign-on bonus is '1' or '0' per job (a quarter of jobs have one: as a list of positions it was
 *     four times the size); recruiting-partner jobs, a few, are a list of positions.
 * Coordinates keep the gazetteer's precision (a thousandth of a degree) exactly. The index's times serve
 * the sort's day buckets and the view-time expiry (a job leaves the board up to an hour early, never
 * late); the cards show the exact times from the shards. (Sizes: scripts/bench/board-index-size.ts.)
 * Pure: the build encodes, the browser decodes.
 */
import { EXPERIENCE_LEVELS, JOB_TYPES, NEW_GRAD, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import type { JobSummary } from '~/domain/job-summary';
import { ROLES } from '~/domain/job-role';
import { PAY_UNITS } from '~/domain/pay';

export const INDEX_VERSION = 3;
/** Cards per text shard: small files a visit fetches few of, and not so many files on a large board (pages stay one per job). */
export const SHARD_SIZE = 20;

/** A place in use: city, state, ZIP ('' when none), latitude and longitude in thousandths of a degree. */
export type IndexPlace = [city: string, state: string, zip: string, lat: number | null, lng: number | null];

export interface CompactIndex {
  v: typeof INDEX_VERSION;
  /** When the build made it (ms); the board's day buckets count from it, so build and browser agree. */
  t: number;
  n: number;
  places: IndexPlace[];
  /** Each job's place: `width` characters of BASE64 per job. */
  place: string;
  width: number;
  type: string;
  setting: string;
  /** '' for none, else the character for its index in SPECIALTIES; other values go through `extra`. */
  specialty: string;
  /** Specialties outside the domain's list, coded after it. */
  extra: string[];
  level: string;
  /** One character per job: index into ROLES, and into PAY_UNITS (the unit of salaryMin/salaryMax). */
  role: string;
  payUnit: string;
  /** One character per job: 0 for none, else 1 + index into NEW_GRAD. */
  newGrad: string;
  /** One character per job: the bit set of its SCHEDULES (bit i for SCHEDULES[i]). */
  schedule: string;
  /** Hours from `t` back to the first job's posting, then from each job to the next (older) one. */
  posted: number[];
  /** Whole hours from posting to expiry, or -1. */
  expires: number[];
  salaryMin: number[];
  /** The maximum minus the minimum when both are set, else the maximum (or -1). */
  salaryMax: number[];
  partner: number[];
  /** One character per job: '1' when it offers a sign-on bonus (the amount is card text), else '0'. */
  bonus: string;
  /** One character per job: the bit set of the contract-term filters it meets (job-terms.ts). */
  terms: string;
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
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const b64 = (n: number, width: number) => {
  let out = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 64)) out = BASE64[n % 64] + out;
  return out;
};
const UNBASE64 = new Map([...BASE64].map((c, i) => [c, i]));
const unb64 = (s: string, at: number, width: number) => {
  let n = 0;
  for (let i = 0; i < width; i++) n = n * 64 + UNBASE64.get(s[at + i]!)!;
  return n;
};
// One character per option value: '0'-'9', then 'a'-'z' (36 values per column at most).
const code = (i: number) => i.toString(36);
const uncode = (c: string) => parseInt(c, 36);

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
  const places: IndexPlace[] = [];
  const placeIds = new Map<string, number>();
  const extra: string[] = [];
  const t = Math.floor(generatedAt / HOUR) * HOUR;
  const index: CompactIndex = {
    v: INDEX_VERSION,
    t,
    n: order.length,
    places,
    place: '',
    width: 1,
    type: '',
    setting: '',
    specialty: '',
    extra,
    level: '',
    role: '',
    payUnit: '',
    newGrad: '',
    schedule: '',
    posted: [],
    expires: [],
    salaryMin: [],
    salaryMax: [],
    partner: [],
    bonus: '',
    terms: '',
  };
  let previous = t;
  const placeOf: number[] = [];
  const confirmed: number[] = [];
  order.forEach((job, i) => {
    const lat = job.lat == null ? null : Math.round(job.lat * 1000);
    const lng = job.lng == null ? null : Math.round(job.lng * 1000);
    const key = `${job.city}|${job.state}|${job.zip_code ?? ''}|${lat}|${lng}`;
    let p = placeIds.get(key);
    if (p === undefined) {
      p = places.push([job.city, job.state, job.zip_code ?? '', lat, lng]) - 1;
      placeIds.set(key, p);
    }
    placeOf.push(p);
    index.type += code(JOB_TYPES.indexOf(job.job_type));
    index.setting += code(SETTINGS.indexOf(job.setting));
    index.level += job.experience_level ? code(EXPERIENCE_LEVELS.indexOf(job.experience_level) + 1) : '0';
    index.role += code(ROLES.indexOf(job.role));
    index.payUnit += code(PAY_UNITS.indexOf(job.pay_unit));
    index.newGrad += code(job.new_grad ? NEW_GRAD.indexOf(job.new_grad) + 1 : 0);
    const tags = job.schedule?.split(',') ?? [];
    index.schedule += code(SCHEDULES.reduce((bits, tag, b) => (tags.includes(tag) ? bits | (1 << b) : bits), 0));
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
    index.specialty += code(s);
    // A posting after the build's hour (clock skew) counts as posted in that hour.
    const posted = Math.min(t, Math.floor(Date.parse(job.posted_at) / HOUR) * HOUR);
    index.posted.push((previous - posted) / HOUR);
    previous = posted;
    index.expires.push(job.expires_at ? Math.max(0, Math.floor((Date.parse(job.expires_at) - posted) / HOUR)) : -1);
    confirmed.push(job.confirmed_at ? Math.max(0, Math.floor(Date.parse(job.confirmed_at) / DAY) - Math.floor(posted / DAY)) : -1);
    index.salaryMin.push(job.salary_min ?? -1);
    index.salaryMax.push(job.salary_max == null ? -1 : job.salary_min == null ? job.salary_max : job.salary_max - job.salary_min);
    if (job.partner) index.partner.push(i);
    index.bonus += job.sign_on_bonus ? '1' : '0';
    index.terms += code(job.terms);
  });
  index.width = Math.max(1, Math.ceil(Math.log(Math.max(places.length, 2)) / Math.log(64)));
  index.place = placeOf.map((p) => b64(p, index.width)).join('');
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
  return (
    [x.posted, x.expires, x.salaryMin, x.salaryMax].every((c) => Array.isArray(c) && c.length === n) &&
    Number.isInteger(x.width) &&
    typeof x.place === 'string' &&
    x.place.length === n * x.width &&
    [x.type, x.setting, x.specialty, x.level, x.role, x.payUnit, x.newGrad, x.schedule, x.bonus, x.terms].every(
      (c) => typeof c === 'string' && c.length === n,
    ) &&
    Array.isArray(x.places) &&
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
    const [city, state, zip, lat, lng] = index.places[unb64(index.place, i * index.width, index.width)]!;
    const s = uncode(index.specialty[i]!);
    const level = uncode(index.level[i]!);
    const expires = index.expires[i]!;
    const min = index.salaryMin[i]!;
    const max = index.salaryMax[i]!;
    const newGrad = uncode(index.newGrad[i]!);
    const bits = uncode(index.schedule[i]!);
    out[i] = {
      rank: i,
      job_type: JOB_TYPES[uncode(index.type[i]!)]!,
      setting: SETTINGS[uncode(index.setting[i]!)]!,
      specialty: s === 0 ? null : s <= SPECIALTIES.length ? SPECIALTIES[s - 1]! : index.extra[s - SPECIALTIES.length - 1]!,
      experience_level: level === 0 ? null : EXPERIENCE_LEVELS[level - 1]!,
      role: ROLES[uncode(index.role[i]!)]!,
      pay_unit: PAY_UNITS[uncode(index.payUnit[i]!)]!,
      new_grad: newGrad === 0 ? null : NEW_GRAD[newGrad - 1]!,
      schedule: scheduleOf(bits),
      has_bonus: index.bonus[i] === '1',
      terms: uncode(index.terms[i]!),
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
