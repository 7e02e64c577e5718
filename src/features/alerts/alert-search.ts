/**
 * An alert's search (issue 18): the board's own filters, under the board's URL parameter names, stored as
 * the board's canonical query string, so an alert matches with exactly the rules /jobs runs and one
 * search has one spelling. Pure: the functions validate with it, the delivery job and pages read it.
 */
import { z } from 'zod';
import { ALERT_FREQUENCIES } from '~/domain/alert';
import { emailAddress } from '~/domain/forms';
import { optionalText } from '~/domain/text';
import { JOB_TYPE_LABELS, JOB_TYPES, SCHEDULE_LABELS, SCHEDULES, SETTING_LABELS, SETTINGS, SPECIALTIES, SPECIALTY_LABELS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS, ROLES } from '~/domain/job-role';
import { EMPTY_FILTERS, filtersFromQuery, filtersToQuery, POSTED_DAYS, SORTS, type Filters } from '~/features/jobs/board';
import { minPayLabel, POSTED_LABELS } from '~/features/jobs/board-labels';

/**
 * Text a search may hold: letters, digits, spaces and a little punctuation, no URLs or markup. It is the
 * only typed text an alert's mails repeat (the confirmation mail carries nothing else a stranger typed).
 */
const SEARCH_TEXT = /^[\p{L}\p{N} .,'&+#()-]*$/u;
const text = (what: string) =>
  z
    .string()
    .trim()
    .max(60, `${what} must be at most 60 characters`)
    .regex(SEARCH_TEXT, `${what} may hold letters, digits, spaces and . , ' & + # ( ) - only`)
    .optional();
const flag = z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional();

/** The filters an alert request may carry (the board's URL parameter names; anything else is refused). */
export const alertFiltersSchema = z
  .object({
    q: text('Keywords'),
    location: text('Location'),
    role: z.enum(ROLES).optional(),
    type: z.enum(JOB_TYPES).optional(),
    setting: z.enum(SETTINGS).optional(),
    specialty: z.enum(SPECIALTIES).optional(),
    minPay: z.coerce.number().int('Minimum pay must be whole dollars').min(1).max(1_000_000).optional(),
    payOnly: flag,
    posted: z.enum(POSTED_DAYS).optional(),
    schedule: z.enum(SCHEDULES).optional(),
    newGrad: flag,
    bonus: flag,
    sort: z.enum(SORTS).optional(),
  })
  .strict();
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

/** The board's canonical query string (no '?') for validated filters: '' is every job. */
export function alertQuery(filters: AlertFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    params.set(key, value === true || value === 1 ? '1' : String(value));
  }
  return filtersToQuery(filtersFromQuery(params)).replace(/^\?/, '');
}

/** The board's filters of a stored query. */
export function alertFilters(query: string): Filters {
  return filtersFromQuery(new URLSearchParams(query));
}

/**
 * The search in words, from validated values only: "PT · Outpatient · $90k+ · near San Diego, CA".
 * Every job when nothing is set.
 */
export function describeSearch(f: Filters): string {
  const parts: string[] = [];
  const set = (key: keyof Filters) => f[key] !== EMPTY_FILTERS[key] && f[key] !== '';
  if (set('role')) parts.push(`${ROLE_SHORT_LABELS[f.role as keyof typeof ROLE_SHORT_LABELS] ?? f.role} jobs`);
  if (set('q')) parts.push(`“${f.q}”`);
  if (set('location')) parts.push(`near ${f.location}`);
  if (set('type')) parts.push(JOB_TYPE_LABELS[f.type as keyof typeof JOB_TYPE_LABELS] ?? f.type);
  if (set('setting')) parts.push(SETTING_LABELS[f.setting as keyof typeof SETTING_LABELS] ?? f.setting);
  if (set('specialty')) parts.push(SPECIALTY_LABELS[f.specialty as keyof typeof SPECIALTY_LABELS] ?? f.specialty);
  if (set('minPay')) parts.push(`${minPayLabel(Number(f.minPay))} a year`);
  if (set('payOnly')) parts.push('pay listed');
  if (set('posted')) parts.push(POSTED_LABELS[f.posted as keyof typeof POSTED_LABELS]?.toLowerCase() ?? '');
  if (set('schedule')) parts.push(SCHEDULE_LABELS[f.schedule as keyof typeof SCHEDULE_LABELS] ?? f.schedule);
  if (set('newGrad')) parts.push('new-grad friendly');
  if (set('bonus')) parts.push('sign-on bonus');
  return parts.length ? parts.join(' · ') : 'All physical therapy jobs';
}

/** POST /api/alerts: an address, an optional name, a frequency and the board's filters. */
export const alertRequestSchema = z
  .object({
    email: emailAddress,
    name: optionalText(100, 'single'),
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'must be daily or weekly' }),
    filters: alertFiltersSchema.optional().default({}),
  })
  .strict();
export type AlertRequest = z.infer<typeof alertRequestSchema>;
